import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import type pg from "pg";
import request from "supertest";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { AppContext } from "../../server/context";
import { createDatabase } from "../../server/db";
import { createMovableClock, type MovableClock } from "../../server/lib/clock";
import { createLogger } from "../../server/lib/logger";
import { createTransport } from "../../server/modules/mail/mailer";
import { startMailQueue } from "../../server/modules/mail/queue";
import { formatBreaks, watchContract } from "./contract";
import { heldAdminConnection, withDatabase, type HeldAdminConnection } from "./db-url";
import { readOutbox } from "./outbox";

export const TEST_ORIGIN = "http://localhost:5000";

export interface TestApp {
  app: Express;
  ctx: AppContext;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  /** Messages accepted so far, after waiting for delivery. */
  mails(): Promise<ReturnType<typeof readOutbox>>;
  databaseUrl: string;
  /** Where delivered mail is written (MAIL_OUTBOX_DIR). */
  outboxDir: string;
  /** The app's clock: tests move time with `clock.advance(ms)`; it is back to real time after each test. */
  clock: MovableClock;
  /** Writes the API counts this process holds to Postgres now, instead of waiting for the 1-second flush. */
  flushRateLimitCounts(): Promise<void>;
  /** Writes the question reads noted so far to the audit log now, instead of within 20 ms. */
  flushViews(): Promise<void>;
  /**
   * Keeps a copy of every table's rows, for a file that builds its world once (saveRows after building it) and
   * puts exactly those rows back before each test (restoreRows), instead of building it again.
   */
  saveRows(): Promise<void>;
  restoreRows(): Promise<void>;
  /**
   * For a test that injects a fault (a row the API could never write): answers with this status are outside the
   * API description by design and are not reported, until the test ends. Every other answer is still checked.
   */
  allowUndocumentedStatus(status: number): void;
}

let counter = 0;

/**
 * The real app over its own database, cloned from the run's migrated template; rows are cleaned between
 * tests. `env` overrides configuration for this file.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const h = { clock: createMovableClock() } as TestApp;
  const { adminUrl, template, prefix } = inject("testDb");
  const name = `${prefix}_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-outbox-"));
  h.outboxDir = outboxDir;
  let admin: HeldAdminConnection | undefined;
  let close: () => Promise<void> = async () => undefined;
  let forgetRateLimitCounts: () => Promise<void> = async () => undefined;
  let mailer: Awaited<ReturnType<typeof startMailQueue>> | undefined;
  let contract: ReturnType<typeof watchContract> | undefined;
  const allowed = new Set<number>();
  // One listening server per file for the agents: given the app itself, supertest starts and stops a server of its
  // own around every request.
  let server: http.Server | undefined;
  // The statements that empty a test's rows, worked out once per file (emptyingStatements).
  let emptyingRows: Promise<string> | undefined;

  beforeAll(async () => {
    admin = await heldAdminConnection(adminUrl);
    await admin.query(`create database "${name}" template "${template}"`);
    h.databaseUrl = withDatabase(adminUrl, name);
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: h.databaseUrl,
      APP_ORIGIN: TEST_ORIGIN,
      LOG_LEVEL: "silent",
      MAIL_OUTBOX_DIR: outboxDir,
      SESSION_SECRET: "test-secret-test-secret-test-secret-42",
      // Limits are proven in their own test file; elsewhere they must not get in the way.
      RATE_LIMIT_LOGIN_MAX: "100000",
      RATE_LIMIT_LOGIN_IP_MAX: "100000",
      RATE_LIMIT_LOGIN_EMAIL_MAX: "100000",
      RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: "100000",
      RATE_LIMIT_QUESTIONS_PER_DAY: "100000",
      RATE_LIMIT_AUTH_MAX: "100000",
      RATE_LIMIT_API_MAX: "100000",
      // The second-factor requirement is proven in its own test file (docs/decisions/031); elsewhere admins and
      // attorneys sign in with a password alone.
      REQUIRE_2FA_ROLES: "",
      // Passwords a test stores are hashed at bcrypt's lowest cost, each a millisecond instead of a fifth of a second
      // of CPU (docs/decisions/043); the real cost is proven where it matters (auth.test.ts keeps it).
      PASSWORD_HASH_COST: "4",
      ...env,
    });
    const logger = createLogger(config.logLevel);
    const database = createDatabase(h.databaseUrl, logger);
    const transport = createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, logger });
    mailer = await startMailQueue({
      pool: database.pool,
      transport,
      logger,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      probeIntervalSeconds: 0.2,
      supervise: false,
      work: config.mailWorker,
    });
    h.ctx = {
      config,
      database,
      logger,
      mailer,
      sessionSecret: config.sessionSecret!,
      twoFactorKey: crypto.randomBytes(32),
      clock: h.clock,
    };
    const built = createApp(h.ctx);
    h.app = built.app;
    // Every response of a documented operation is checked against the API description (decision 026).
    contract = watchContract(h.app);
    close = built.close;
    server = http.createServer(h.app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    forgetRateLimitCounts = built.forgetRateLimitCounts;
    h.flushRateLimitCounts = built.flushRateLimitCounts;
    h.flushViews = built.flushViews;
  });

  h.agent = () => request.agent(server!);
  let saved: string[] = [];
  // Each serial column's sequence goes on after the restored rows (the cleanup between tests restarts them).
  let sequences: { seq: string; tbl: string; col: string }[] = [];
  let writable = new Map<string, string>();
  h.saveRows = async () => {
    const { rows } = await h.ctx.database.pool.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    saved = rows.map((r) => r.name);
    // Generated columns (the questions' stored card, docs/decisions/047) are Postgres's to write: they go back by
    // being computed again, so each table's copy is filled by its other columns.
    const { rows: columns } = await h.ctx.database.pool.query<{ name: string; list: string }>(
      `select table_name as name, string_agg(format('%I', column_name), ', ' order by ordinal_position) as list
       from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' group by table_name`,
    );
    writable = new Map(columns.map((c) => [c.name, c.list]));
    sequences = await serialSequences(h.ctx.database.pool);
    await h.ctx.database.pool.query(
      `drop schema if exists saved cascade; create schema saved; ${saved
        .map((t) => `create table saved."${t}" as table public."${t}";`)
        .join(" ")}`,
    );
  };
  h.restoreRows = async () => {
    if (saved.length === 0) throw new Error("restoreRows needs saveRows first");
    await h.flushViews();
    await h.ctx.mailer.idle();
    await h.ctx.database.pool.query("delete from pgboss.job");
    await forgetRateLimitCounts();
    // The harness's own copy goes back as it was, whatever order the tables come in. DELETE, not TRUNCATE: for a few
    // rows it is much cheaper (TRUNCATE makes new files for every table).
    await inReplicaMode(
      h.ctx.database.pool,
      `${saved.map((t) => `delete from public."${t}";`).join(" ")}
       ${saved.map((t) => `insert into public."${t}" (${writable.get(t)}) select ${writable.get(t)} from saved."${t}";`).join(" ")}
       ${sequences
         .map(
           (s) =>
             `select setval('public."${s.seq}"', coalesce((select max("${s.col}") from public."${s.tbl}"), 0) + 1, false);`,
         )
         .join(" ")}`,
    );
  };
  h.allowUndocumentedStatus = (status) => allowed.add(status);
  h.mails = async () => {
    await h.ctx.mailer.idle();
    return readOutbox(outboxDir);
  };

  afterEach(async () => {
    h.clock.reset();
    await h.ctx.mailer.idle();
    // A file that saved its rows puts them back itself before each test (restoreRows).
    if (saved.length === 0) {
      await h.ctx.database.pool.query("delete from pgboss.job");
      await forgetRateLimitCounts();
      await h.flushViews();
      emptyingRows ??= emptyingStatements(h.ctx.database.pool);
      await inReplicaMode(h.ctx.database.pool, await emptyingRows);
    }
    for (const f of fs.readdirSync(outboxDir)) fs.rmSync(path.join(outboxDir, f), { force: true });
    failOnContractBreaks();
  });

  const failOnContractBreaks = () => {
    const breaks = (contract?.take() ?? []).filter((b) => !allowed.has(b.status));
    allowed.clear();
    if (breaks.length > 0) {
      throw new Error(`responses that the API description does not allow:\n${formatBreaks(breaks)}`);
    }
  };

  afterAll(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    await close();
    await mailer?.stop();
    await h.ctx?.database.close();
    if (admin) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    fs.rmSync(outboxDir, { recursive: true, force: true });
    // Calls made after the last test (in an afterAll of the file) are checked too.
    failOnContractBreaks();
  });

  return h;
}

/** Where a test's rows land; the tables that refer to these are emptied with them. The migrations' rows stay. */
const TEST_ROWS_IN = ["users", "attorneys", "questions", "answers", "follow_ups", "session", "rate_limits", "job_runs"];

/**
 * The statements that empty the tables a test wrote to, every table that refers to them and the audit log, and start
 * their ids again at 1: what `TRUNCATE … RESTART IDENTITY CASCADE` does, at a tenth of its cost for the few rows a
 * test leaves (about 4 ms against 40: TRUNCATE makes new files for every table). Run in replica mode (inReplicaMode).
 */
async function emptyingStatements(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ name: string }>(
    `with recursive emptied(oid) as (
       select unnest($1::text[])::regclass::oid
       union
       select c.conrelid from pg_constraint c join emptied on c.confrelid = emptied.oid where c.contype = 'f'
     )
     select relname as name from emptied join pg_class on pg_class.oid = emptied.oid
     union select 'audit_events'`,
    [TEST_ROWS_IN],
  );
  const tables = rows.map((r) => r.name);
  const sequences = (await serialSequences(pool)).filter((s) => tables.includes(s.tbl));
  return `${tables.map((t) => `delete from public."${t}";`).join(" ")} ${sequences
    .map((s) => `alter sequence public."${s.seq}" restart;`)
    .join(" ")}`;
}

/** Each serial column's sequence in the public schema, with its table and column. */
async function serialSequences(pool: pg.Pool): Promise<{ seq: string; tbl: string; col: string }[]> {
  const { rows } = await pool.query<{ seq: string; tbl: string; col: string }>(
    `select s.relname as seq, t.relname as tbl, a.attname as col
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
     join pg_depend d on d.objid = s.oid and d.deptype = 'a'
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S'`,
  );
  return rows;
}

/**
 * Runs the harness's statements in one transaction in replica mode, as the harness's session only (never the app's):
 * the audit log's guard (docs/decisions/022) and the foreign keys' triggers do not fire, so tables may be emptied and
 * filled in any order.
 */
async function inReplicaMode(pool: pg.Pool, statements: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`begin; set local session_replication_role = replica; ${statements} commit`);
  } catch (err) {
    await client.query("rollback");
    throw err;
  } finally {
    client.release();
  }
}

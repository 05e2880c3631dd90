import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcrypt";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectedMigrationCount } from "../../server/db/migrate";
import {
  claimHoldEndedMail,
  claimHoldReminderMail,
  conversationClosedMail,
  passwordResetMail,
  questionExpiredMail,
  verificationMail,
} from "../../server/modules/mail/templates";
import { startAppProcess, type AppProcess } from "../setup/app-process";
import { firstCookie } from "../setup/cookies";
import { withDatabase } from "../setup/db-url";
import { readOutbox } from "../setup/outbox";

// docs/decisions/024: two real app processes on one database, started at the same moment on an empty one.
const { adminUrl, prefix } = inject("testDb");
const name = `${prefix}_many_${process.pid}`;
const url = withDatabase(adminUrl, name);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-many-"));
const outboxDir = path.join(dataDir, "outbox");
const PASSWORD = "a-long-password";
const ATTORNEYS = 50;
const QUESTIONS = 10;

const admin = new pg.Client(adminUrl);
let pool: pg.Pool;
let apps: AppProcess[] = [];
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RESET_SUBJECT = passwordResetMail({ email: "x", locale: "en" }, "y").subject;
const EXPIRED_SUBJECT = questionExpiredMail({ email: "x", locale: "en" }, "y").subject;
const CLOSED_SUBJECT = conversationClosedMail({ email: "x", locale: "en" }, "y").subject;
const HOLD_ENDED_SUBJECT = claimHoldEndedMail({ email: "x", locale: "en" }, "y").subject;
const REMINDER_SUBJECT = claimHoldReminderMail({ email: "x", locale: "en" }, "y", 20).subject;
const VERIFY_SUBJECT = verificationMail({ email: "x", locale: "en" }, "y").subject;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database "${name}"`);
  pool = new pg.Pool({ connectionString: url, max: 4 });
  // pool.end() resolves before its connections have closed; the forced drop in afterAll may end one of them with
  // "terminating connection due to administrator command", which an idle client reports as the pool's error.
  pool.on("error", () => undefined);
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: outboxDir,
    SESSION_SECRET: "many-processes-share-this-secret-0123456789",
    APP_ORIGIN: "http://localhost:5000",
    LOG_LEVEL: "info",
    RATE_LIMIT_LOGIN_MAX: "3",
    RATE_LIMIT_API_MAX: "100000",
    RATE_LIMIT_AUTH_MAX: "100000",
    RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: "100000",
    JOBS_INTERVAL_SECONDS: "1",
  };
  // Both at the same moment, on a database with nothing in it: each migrates under the advisory lock.
  apps = await Promise.all([startAppProcess(env), startAppProcess(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
  await pool?.end();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const [a, b] = [() => apps[0]!.url, () => apps[1]!.url];
const on = (i: number) => apps[i % 2]!.url;

async function register(target: string, email: string) {
  const res = await request(target).post("/api/auth/register").send({
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: "Many",
    lastName: "Processes",
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as string, cookie: firstCookie(res) };
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("two processes on one database", () => {
  it("both came up on an empty database, and each migration was applied once", async () => {
    for (const app of apps) expect((await request(app.url).get("/api/health/ready")).status).toBe(200);
    const { rows } = await pool.query<{ n: number; hashes: number }>(
      "select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
    );
    expect(rows[0]).toEqual({ n: expectedMigrationCount(), hashes: expectedMigrationCount() });
    const categories = await pool.query("select count(*)::int as n from categories");
    expect(categories.rows[0].n).toBeGreaterThan(1);
  });

  it("a session made on one works on the other", async () => {
    const person = await register(a(), "session.across@example.com");
    const me = await request(b()).get("/api/auth/user").set("Cookie", person.cookie);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("session.across@example.com");
    // Signing out on the second ends it on the first too.
    expect((await request(b()).post("/api/auth/logout").set("Cookie", person.cookie)).status).toBe(200);
    expect((await request(a()).get("/api/auth/user").set("Cookie", person.cookie)).status).toBe(401);
  });

  it("failed sign-ins on one count on the other: the lockout is felt on both", async () => {
    await register(a(), "lockout@example.com");
    for (let i = 0; i < 3; i++) {
      const res = await request(on(i))
        .post("/api/auth/login")
        .send({ email: "lockout@example.com", password: "wrong" });
      expect(res.status).toBe(401);
    }
    for (const target of [a(), b()]) {
      const res = await request(target)
        .post("/api/auth/login")
        .send({ email: "lockout@example.com", password: PASSWORD });
      expect(res.status).toBe(429);
    }
  });

  it(`${ATTORNEYS} attorneys split across both race for the same questions: each has exactly one winner`, async () => {
    const hash = await bcrypt.hash(PASSWORD, 4);
    const asker = await register(a(), "race.asker@example.com");
    const { rows: people } = await pool.query<{ id: string; email: string }>(
      `insert into users (email, password, first_name, last_name, email_verified, terms_accepted_at)
       select 'racer' || g || '@example.com', $1, 'Racer', 'No' || g, true, now() from generate_series(1, $2::int) g
       returning id, email`,
      [hash, ATTORNEYS],
    );
    await pool.query(
      `with a as (
         insert into attorneys (user_id, first_name, last_name, email, license_number, practice_state, years_experience,
           law_school, graduation_year, practice_areas, is_approved, approved_at, confirmed_at)
         select id, 'Racer', 'Lawyer', email, 'TN-1', 'TN', 5, 'Law School', 2015, 'Housing', true, now(), now()
         from users where email like 'racer%@example.com' returning id)
       insert into attorney_licenses (attorney_id, state, license_number, status, verified_at)
       select id, 'TN', 'TN-1', 'verified', now() from a`,
    );
    const { rows: questions } = await pool.query<{ id: number }>(
      `insert into questions (user_id, title, content, state)
       select $1, 'Race question ' || g, 'A question that every attorney wants to claim at once.', 'TN'
       from generate_series(1, $2::int) g returning id`,
      [asker.id, QUESTIONS],
    );
    const cookies = await Promise.all(
      people.map(async (p, i) => {
        const res = await request(on(i)).post("/api/auth/login").send({ email: p.email, password: PASSWORD });
        expect(res.status).toBe(200);
        return firstCookie(res);
      }),
    );
    for (const q of questions) {
      const results = await Promise.all(
        cookies.map((cookie, i) => request(on(i)).post(`/api/questions/${q.id}/claim`).set("Cookie", cookie)),
      );
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        `question ${q.id}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(ATTORNEYS - 1);
      const winner = people[statuses.indexOf(200)]!.id;
      const { rows } = await pool.query("select status, claimed_by from questions where id = $1", [q.id]);
      expect(rows[0]).toEqual({ status: "claimed", claimed_by: winner });
    }
    const claims = await pool.query(
      "select count(*)::int as n from audit_events where action = 'question.claimed' and question_id = any($1)",
      [questions.map((q) => q.id)],
    );
    expect(claims.rows[0].n).toBe(QUESTIONS);
  }, 60_000);

  it("each due change happens once, and each e-mail is delivered once, whichever process takes it", async () => {
    const asker = await register(b(), "expiry.asker@example.com");
    const attorney = await register(a(), "hold.attorney@example.com");
    const now = Date.now();
    const plant = async (columns: string, values: unknown[]) =>
      (
        await pool.query<{ id: number }>(
          `insert into questions (user_id, title, content, ${columns})
           values ($1, 'A question', 'Some words.', ${values.map((_, i) => `$${i + 2}`).join(", ")}) returning id`,
          [asker.id, ...values],
        )
      ).rows[0]!.id;
    // One of each timed change (docs/decisions/020), all due now: an expiry, a hold's reminder (two thirds of 72
    // hours gone), a hold that ran out, and an answered conversation quiet for 31 days.
    const id = await plant("created_at", [new Date(now - 31 * DAY_MS)]);
    const claimed = (hoursLeft: number) =>
      plant("status, claimed_by, claimed_at, claim_expires_at", [
        "claimed",
        attorney.id,
        new Date(now - (72 - hoursLeft) * HOUR_MS),
        new Date(now + hoursLeft * HOUR_MS),
      ]);
    const reminded = await claimed(20);
    const ranOut = await claimed(-1);
    const quiet = await plant("status, claimed_by, claimed_at, answered_at, last_activity_at", [
      "answered",
      attorney.id,
      new Date(now - 32 * DAY_MS),
      new Date(now - 31 * DAY_MS),
      new Date(now - 31 * DAY_MS),
    ]);
    const statusOf = async (q: number) =>
      (await pool.query("select status, claim_reminded_at from questions where id = $1", [q])).rows[0];
    // Both processes offer the job every second; each sweep runs in one of them.
    await until(async () => (await statusOf(id)).status === "expired");
    await until(async () => (await statusOf(ranOut)).status === "pending");
    await until(async () => (await statusOf(quiet)).status === "closed");
    await until(async () => (await statusOf(reminded)).claim_reminded_at !== null);
    // Twenty password e-mails asked for on both processes, delivered by both workers.
    const emails = Array.from({ length: 20 }, (_, i) => `mail${i}@example.com`);
    for (const [i, email] of emails.entries()) await register(on(i), email);
    for (const [i, email] of emails.entries()) {
      expect(
        (
          await request(on(i + 1))
            .post("/api/auth/forgot-password")
            .send({ email })
        ).status,
      ).toBe(200);
    }
    const resetMails = () => readOutbox(outboxDir).filter((m) => m.subject === RESET_SUBJECT);
    await until(async () => resetMails().length >= emails.length);
    // Until no message waits or is being sent: every delivery that will happen has happened, a double one included.
    await until(
      async () =>
        (
          await pool.query<{ n: number }>(
            "select count(*)::int as n from pgboss.job where name like 'mail%' and state in ('created', 'retry', 'active')",
          )
        ).rows[0]?.n === 0,
    );
    expect(
      resetMails()
        .map((m) => m.to)
        .sort(),
    ).toEqual([...emails].sort());
    const subjects = (to: string) =>
      readOutbox(outboxDir)
        .filter((m) => m.to === to)
        .map((m) => m.subject)
        .sort();
    // Each person's registration mail, and one of each timed change's.
    expect(subjects("expiry.asker@example.com")).toEqual([CLOSED_SUBJECT, EXPIRED_SUBJECT, VERIFY_SUBJECT].sort());
    expect(subjects("hold.attorney@example.com")).toEqual(
      [HOLD_ENDED_SUBJECT, REMINDER_SUBJECT, VERIFY_SUBJECT].sort(),
    );
    const audit = await pool.query<{ action: string; question_id: number; n: number }>(
      `select action, question_id, count(*)::int as n from audit_events where question_id = any($1)
       group by action, question_id order by question_id`,
      [[id, ranOut, quiet, reminded]],
    );
    expect(audit.rows).toEqual([
      { action: "question.expired", question_id: id, n: 1 },
      { action: "question.released", question_id: ranOut, n: 1 },
      { action: "question.closed", question_id: quiet, n: 1 },
    ]);
    const releases = await pool.query("select count(*)::int as n from question_releases where question_id = $1", [
      ranOut,
    ]);
    expect(releases.rows[0].n).toBe(1);
  }, 60_000);
});

import pg from "pg";
import { loadConfig } from "../../server/config";
import { createDatabase } from "../../server/db";
import { createLogger } from "../../server/lib/logger";
import { createTransport } from "../../server/modules/mail/mailer";
import { startMailQueue } from "../../server/modules/mail/queue";
import { runSweep, type SweepName } from "../../server/modules/lifecycle/sweeps";
import type { LoadResult } from "./load";
import { markdown } from "./table";

/** DESIGN.md section 9.4, issue 16: each timed sweep over 10,000 due items, with claims running beside it. */
export interface SweepRow {
  sweep: SweepName;
  items: number;
  changed: number;
  ms: number;
  /** The claim row measured while the sweep ran. */
  claims: LoadResult;
}

const SWEEP_ITEMS = 10_000;
// Planted rows live in January 2000 and the sweep runs "then": nothing seeded is due at that moment, and nothing
// planted is due for the seeded history's own clock (the server's job is 12 hours away: server.ts).
const T0 = Date.parse("2000-01-01T00:00:00Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Claimed on Jan 1 with a hold of 72 hours.
const CLAIMED = {
  columns: "status, claimed_by, claimed_at, claim_expires_at",
  values: "'claimed', $1::uuid, $2::timestamptz, $2::timestamptz + interval '72 hours'",
};

// For each sweep: the columns of the rows it finds due (beyond who asked, what and when: Jan 1), and the moment
// it runs at. $1 is the claiming attorney's id, $2 the planted rows' time.
const PLANTS: Record<SweepName, { columns: string; values: string; now: Date }> = {
  // A hold of 72 hours from Jan 1: two thirds are past on Jan 3 at 01:00, and the end is not.
  holdReminders: { ...CLAIMED, now: new Date(T0 + 49 * HOUR) },
  holdReleases: { ...CLAIMED, now: new Date(T0 + 73 * HOUR) },
  expiries: {
    columns: "status, claimed_by",
    values: "'pending', nullif($1::uuid, $1::uuid)",
    now: new Date(T0 + 31 * DAY),
  },
  autoCloses: {
    columns: "status, claimed_by, claimed_at, answered_at, last_activity_at",
    values: "'answered', $1::uuid, $2::timestamptz, $2::timestamptz, $2::timestamptz",
    now: new Date(T0 + 31 * DAY),
  },
  // Closed on Jan 1; with RETENTION_DAYS at 365, due a year later.
  purges: {
    columns: "status, claimed_by, claimed_at, answered_at, closed_at",
    values: "'closed', $1::uuid, $2::timestamptz, $2::timestamptz, $2::timestamptz",
    now: new Date(T0 + 366 * DAY),
  },
};

/**
 * Plants SWEEP_ITEMS due rows for each sweep, then runs the sweep as the server's job would (its code, its chunks,
 * its e-mails queued for the server's worker) while `claims` loads the server; reports each sweep's time and the
 * claims' latency beside it. The claim pool is made claimable again before each run.
 */
export async function sweepBench(opts: {
  databaseUrl: string;
  claimPool: number[];
  runClaims: () => Promise<LoadResult>;
  warmupS: number;
}): Promise<SweepRow[]> {
  const logger = createLogger("silent");
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: opts.databaseUrl, LOG_LEVEL: "silent" });
  const database = createDatabase(opts.databaseUrl, logger);
  // Only accepts mail (into the same queue the server's worker delivers from).
  const mailer = await startMailQueue({
    pool: database.pool,
    transport: createTransport({ from: config.mailFrom, outboxDir: "/nonexistent", logger }),
    logger,
    supervise: false,
    work: false,
  });
  const admin = new pg.Client(opts.databaseUrl);
  await admin.connect();
  const rows: SweepRow[] = [];
  try {
    const { rows: people } = await admin.query<{ asker: string; attorney: string }>(
      `select (select id from users where email like 'user%@bench.local' order by email limit 1) as asker,
              (select id from users where email like 'attorney%@bench.local' order by email offset 5 limit 1) as attorney`,
    );
    const { asker, attorney } = people[0]!;
    for (const sweep of Object.keys(PLANTS) as SweepName[]) {
      const plant = PLANTS[sweep];
      await admin.query(
        `insert into questions (user_id, title, content, created_at, updated_at, ${plant.columns})
         select $3::uuid, 'Planted for the sweep bench ' || g, 'A question planted for the sweep bench.',
                $2::timestamptz, $2::timestamptz, ${plant.values}
         from generate_series(1, $4::int) g`,
        [attorney, new Date(T0), asker, SWEEP_ITEMS],
      );
      await admin.query("analyze questions");
      await admin.query(
        `update questions set status = 'pending', claimed_by = null, claimed_at = null, claim_expires_at = null,
           claim_reminded_at = null where id = any($1::int[]) and status = 'claimed'`,
        [opts.claimPool],
      );
      // BENCH_SWEEP_MAIL=0: the sweep queues no e-mail, to see what the delivery of 10,000 messages costs the
      // claims beside it (the server's worker delivers them in the same process that serves the claims).
      const ctx = {
        database,
        mailer: process.env.BENCH_SWEEP_MAIL === "0" ? { ...mailer, sendMany: async () => undefined } : mailer,
        config,
        clock: { now: () => plant.now },
      };
      const claims = opts.runClaims();
      // The sweep starts once the claims are past their warm-up, so it lands in the measured part.
      await new Promise((r) => setTimeout(r, (opts.warmupS + 1) * 1000));
      const started = performance.now();
      const changed = await runSweep(ctx, sweep);
      const ms = performance.now() - started;
      rows.push({ sweep, items: SWEEP_ITEMS, changed, ms, claims: await claims });
      // The next sweep finds only its own rows (a reminded hold would otherwise be released next, and so on).
      await admin.query("delete from questions where created_at = $1", [new Date(T0)]);
    }
  } finally {
    await admin.end();
    await mailer.stop();
    await database.close();
  }
  return rows;
}

export function sweepMarkdown(rows: SweepRow[], claimAlone: LoadResult | undefined): string {
  return markdown(
    ["sweep", "due items", "changed", "time", "claims beside it: req/s", "p50", "p99", "claims alone: p99"],
    rows.map((r) => [
      r.sweep,
      r.items.toLocaleString("en-US"),
      r.changed.toLocaleString("en-US"),
      `${(r.ms / 1000).toFixed(2)} s`,
      r.claims.rps.toFixed(0),
      `${r.claims.p50} ms`,
      `${r.claims.p99} ms`,
      claimAlone ? `${claimAlone.p99} ms` : "-",
    ]),
  );
}

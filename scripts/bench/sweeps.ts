import pg from "pg";
import { spawn } from "node:child_process";
import readline from "node:readline";
import type { SweepName } from "../../server/modules/lifecycle/sweeps";
import { MAIL_QUEUES } from "../../server/modules/mail/queue";
import { waitFor } from "../../tests/setup/smtp";
import { SWEEP_CHILD_READY } from "./sweep-child-ready";
import type { LoadResult } from "./load";
import { SCALE } from "./seed";
import { markdown, median } from "./table";
import { p99Verdict, type P99Verdict } from "./verdict";

/** docs/decisions/020: each timed sweep over 10,000 due items (times BENCH_SCALE), with claims running beside it. */
export interface SweepRun {
  changed: number;
  ms: number;
  /** The claim row measured while the sweep ran. */
  claims: LoadResult;
  /**
   * From the sweep's end until the mail worker had delivered all the e-mails it queued (NaN: not within the wait).
   * Undefined in later rounds, where what was still waiting once the claims ended was taken out of the queue.
   */
  mailMs?: number;
}

export interface SweepRow {
  sweep: SweepName;
  items: number;
  /** How the claims were sent: as fast as 50 connections can (saturated) or at a steady rate. */
  load: string;
  /** One per round, in order. */
  runs: SweepRun[];
  /** The same claims without a sweep, in the same bench: before the first run and after each run beside a sweep. */
  alone: LoadResult[];
}

/** One way of sending the claims beside each sweep, and how many rounds of the five sweeps it gets. */
export interface ClaimLoad {
  label: string;
  rounds: number;
  run: () => Promise<LoadResult>;
}

/** Due items per sweep: 10,000, and ten times that with ten times the data (BENCH_SCALE=10). */
const SWEEP_ITEMS = 10_000 * SCALE;
/** Each sweep's budget (docs/decisions/020): 5 s for 10,000 due items, the same time per item at any scale. */
export const SWEEP_BUDGET_MS = 5_000 * SCALE;
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
 * For each way of sending claims, `rounds` times over, and each sweep: plants SWEEP_ITEMS due rows, then runs the
 * sweep as the server's job would (its code, its chunks, its e-mails queued for the mail worker) in a process of its
 * own while the claims load the server; reports each sweep's time and the claims' latency beside it. Each run
 * measures its own sweep and its own mail, and the runs alone have none going: in the first round the bench waits
 * until the mail worker has delivered the sweep's e-mails (and reports how long that took); in later rounds it takes
 * what is still waiting out of the queue once the claims have ended. The claim pool is made claimable again before
 * each run. The load is also measured alone before the first run and right after each run beside a sweep, so the
 * runs alone are as many and spread over the same minutes: how far they move between themselves is this machine's
 * noise, which p99Verdict weighs the runs beside a sweep against.
 */
export async function sweepBench(opts: {
  databaseUrl: string;
  claimPool: number[];
  loads: ClaimLoad[];
  warmupS: number;
}): Promise<SweepRow[]> {
  const admin = new pg.Client(opts.databaseUrl);
  await admin.connect();
  const rows: SweepRow[] = [];
  try {
    const { rows: people } = await admin.query<{ asker: string; attorney: string }>(
      `select (select id from users where email like 'user%@bench.local' order by email limit 1) as asker,
              (select id from users where email like 'attorney%@bench.local' order by email offset 5 limit 1) as attorney`,
    );
    const { asker, attorney } = people[0]!;
    for (const load of opts.loads) {
      const alone: LoadResult[] = [];
      const mine = (Object.keys(PLANTS) as SweepName[]).map((sweep): SweepRow => ({
        sweep,
        items: SWEEP_ITEMS,
        load: load.label,
        runs: [],
        alone,
      }));
      rows.push(...mine);
      await settle(admin, opts.claimPool);
      alone.push(await load.run());
      for (let round = 0; round < load.rounds; round++) {
        for (const row of mine) {
          const plant = PLANTS[row.sweep];
          await admin.query(
            `insert into questions (user_id, title, content, created_at, updated_at, ${plant.columns})
             select $3::uuid, 'Planted for the sweep bench ' || g, 'A question planted for the sweep bench.',
                    $2::timestamptz, $2::timestamptz, ${plant.values}
             from generate_series(1, $4::int) g`,
            [attorney, new Date(T0), asker, SWEEP_ITEMS],
          );
          await settle(admin, opts.claimPool);
          // The sweep runs in a process of its own (sweep-child.ts), ready before the claims start.
          const child = await sweepChild(opts.databaseUrl, row.sweep, plant.now);
          const claims = load.run();
          // The sweep starts once the claims are past their warm-up, so it lands in the measured part.
          await new Promise((r) => setTimeout(r, (opts.warmupS + 1) * 1000));
          const { changed, ms } = await child.sweep();
          const sweptAt = performance.now();
          const measured = await claims;
          // The next sweep finds only its own rows (a reminded hold would otherwise be released next, and so on).
          await admin.query("delete from questions where created_at = $1", [new Date(T0)]);
          // Each row measures its own sweep and the delivery of its own e-mails: the next run (alone, then the next
          // sweep) starts once none are left, not while they still go.
          let mailMs: number | undefined;
          // With ten times the data the sweep's 100,000 e-mails would take the mail worker about ten minutes a sweep:
          // that is the mail row's question (docs/performance.md, "Mail"), so there no round waits for them.
          if (round === 0 && SCALE === 1) mailMs = (await mailDelivered(admin)) ? performance.now() - sweptAt : NaN;
          else await mailCleared(admin);
          row.runs.push({ changed, ms, claims: measured, mailMs });
          await settle(admin, opts.claimPool);
          alone.push(await load.run());
        }
      }
    }
  } finally {
    await admin.end();
  }
  return rows;
}

/** The longest the bench waits for a sweep's e-mails to be delivered; a sweep's 10,000 take about a minute. */
const MAIL_WAIT_MS = 300_000 * SCALE;

/** Resolves once no e-mail waits in the mail queues or is being sent; false if that took longer than MAIL_WAIT_MS. */
function mailDelivered(admin: pg.Client): Promise<boolean> {
  return waitFor(async () => {
    const { rows } = await admin.query<{ waiting: boolean }>(
      "select exists (select 1 from pgboss.job where name = any($1) and state < 'completed') as waiting",
      [MAIL_QUEUES],
    );
    return !rows[0]?.waiting;
  }, MAIL_WAIT_MS).catch(() => false);
}

/**
 * Takes the sweep's e-mails that still wait out of the queue (they are the bench's own, to planted addresses) and
 * waits for the worker to finish the ones in hand: the same quiet start for the next run as mailDelivered gives, a
 * minute sooner. Its deletes are the bench's work between runs, not the claims'.
 */
async function mailCleared(admin: pg.Client): Promise<void> {
  await admin.query("delete from pgboss.job where name = any($1) and state in ('created', 'retry')", [MAIL_QUEUES]);
  if (!(await mailDelivered(admin))) throw new Error("the mail worker did not finish the e-mails in hand");
}

/** How long the e-mails took to go out in the rounds that waited for them (the first), in seconds, for the report. */
export function mailSeconds(row: SweepRow): string {
  const waited = row.runs.flatMap((run) => (run.mailMs === undefined ? [] : [run.mailMs]));
  if (!waited.length) return "not waited for";
  return (
    waited.map((ms) => (Number.isNaN(ms) ? `> ${MAIL_WAIT_MS / 1000}` : (ms / 1000).toFixed(1))).join(" / ") + " s"
  );
}

/** Starts sweep-child.ts for one sweep at `now`; resolves once it is connected. Its sweep() runs it, once. */
async function sweepChild(databaseUrl: string, sweep: SweepName, now: Date) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench/sweep-child.ts", databaseUrl, sweep, now.toISOString()],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`the ${sweep} sweep process ended early (exit ${child.exitCode})`);
    return line.value;
  };
  const ready = await next();
  if (ready !== SWEEP_CHILD_READY) throw new Error(`the ${sweep} sweep process said: ${ready}`);
  return {
    async sweep(): Promise<{ changed: number; ms: number }> {
      child.stdin!.end("go\n");
      const result = JSON.parse(await next()) as { changed: number; ms: number };
      await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
      return result;
    },
  };
}

/**
 * Before each measured run: the claim pool's questions become claimable again, so each run claims the same
 * questions afresh; then the tables the runs change are vacuumed and a checkpoint is made. Without that, the dead
 * rows that the bench itself leaves (each run's claims set back, each sweep's planted rows deleted: some 15,000 a
 * run) start autovacuum on the questions table, with its 13 indexes, in the middle of a later run, and the claims'
 * p99 alone moved from 43 to 147 ms between two runs with no sweep at all.
 */
async function settle(admin: pg.Client, claimPool: number[]): Promise<void> {
  await admin.query(
    `update questions set status = 'pending', claimed_by = null, claimed_at = null, claim_expires_at = null,
       claim_reminded_at = null where id = any($1::int[]) and status = 'claimed'`,
    [claimPool],
  );
  await admin.query("vacuum (analyze) questions, audit_events, question_releases, pgboss.job");
  await admin.query("checkpoint");
}

/** Whether the claims kept their usual p99 beside a sweep: its rounds against the runs alone (verdict.ts). */
export function keptP99(row: SweepRow): P99Verdict {
  return p99Verdict(
    row.runs.map((r) => r.claims.p99),
    row.alone.map((r) => r.p99),
  );
}

const verdictWords = (v: P99Verdict) =>
  v.kept === undefined ? "too few runs to tell" : v.kept ? "yes" : `no (+${Math.round(v.beside - v.alone)} ms)`;

export function sweepMarkdown(rows: SweepRow[]): string {
  return markdown(
    [
      "claims",
      "sweep",
      "due items",
      "changed",
      "time, each round",
      "within budget",
      "claims beside it: req/s",
      "p50",
      "p99, each round",
      "p99 median",
      "claims alone: p99 median (lowest-highest) of the runs",
      "rank test p",
      "p99 kept",
      "its e-mails out after (first round)",
    ],
    rows.map((r) => {
      const verdict = keptP99(r);
      const alone = r.alone.map((run) => run.p99);
      return [
        r.load,
        r.sweep,
        r.items.toLocaleString("en-US"),
        [...new Set(r.runs.map((run) => run.changed.toLocaleString("en-US")))].join(" / "),
        r.runs.map((run) => `${(run.ms / 1000).toFixed(2)}`).join(" / ") + " s",
        r.runs.every((run) => run.ms <= SWEEP_BUDGET_MS) ? "met" : "missed",
        (median(r.runs.map((run) => run.claims.rps)) ?? NaN).toFixed(0),
        `${median(r.runs.map((run) => run.claims.p50))} ms`,
        r.runs.map((run) => run.claims.p99).join(" / ") + " ms",
        `${verdict.beside} ms`,
        `${verdict.alone} ms (${Math.min(...alone)}-${Math.max(...alone)}) of ${alone.length}`,
        verdict.p.toFixed(3),
        verdictWords(verdict),
        mailSeconds(r),
      ];
    }),
  );
}

import crypto from "node:crypto";
import pg from "pg";
import { loadConfig } from "../../server/config";
import { createDatabase } from "../../server/db";
import { systemClock } from "../../server/lib/clock";
import { createLogger } from "../../server/lib/logger";
import { runNotices } from "../../server/modules/lifecycle/notices";
import { createTransport } from "../../server/modules/mail/mailer";
import { MAIL_QUEUES, startMailQueue } from "../../server/modules/mail/queue";
import { onlyRow } from "../../server/db/rows";

/** The notice job's goal over the seed's attorneys (docs/performance.md). */
export const NOTICE_GOAL_MS = 5_000;
/** The attorneys' period began this long before the run: the questions asked since then are new to them. */
const PERIOD_HOURS = 72;

export interface NoticeBench {
  /** Attorneys due at the run. */
  due: number;
  /** Notices the run queued. */
  queued: number;
  ms: number;
  /** Questions asked since the period began, and those of them still pending. */
  fresh: number;
  freshPending: number;
}

/**
 * The notice job of docs/decisions/030 over the seed's 200 approved attorneys, every one on `instant` and due (no
 * notice yet, their period begun PERIOD_HOURS before now, so the seed's newest questions are new to each): one run of
 * runNotices, as the timed job calls it, against the seeded database with the real clock, its notices queued for the
 * mail worker as the job queues them. Run before the server starts (no worker takes them); afterwards the notices
 * are taken out of the queue and the attorneys set back as the seed left them.
 */
export async function noticeBench(databaseUrl: string): Promise<NoticeBench> {
  const logger = createLogger("silent");
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
  const database = createDatabase(databaseUrl, logger);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const mailer = await startMailQueue({
      pool: database.pool,
      transport: createTransport({ from: config.mailFrom, outboxDir: "/nonexistent", logger }),
      logger,
      supervise: false,
      work: false,
    });
    try {
      const now = systemClock.now();
      const since = new Date(now.getTime() - PERIOD_HOURS * 60 * 60 * 1000);
      const { rowCount } = await admin.query(
        `update attorneys set notify_frequency = 'instant', notify_category_ids = '{}', notify_last_sent_at = null,
           notify_period_start = $1 where is_approved`,
        [since],
      );
      const fresh = onlyRow(
        (
          await admin.query<{ fresh: number; pending: number }>(
            `select count(*)::int as fresh, (count(*) filter (where status = 'pending'))::int as pending
             from questions where created_at > $1`,
            [since],
          )
        ).rows,
        "fresh questions",
      );
      await admin.query("vacuum (analyze) attorneys");
      // A first statement, so the pool's connection is open before the timed run.
      await database.pool.query("select 1");
      const started = performance.now();
      const queued = await runNotices(
        {
          database,
          mailer,
          config,
          clock: systemClock,
          sessionSecret: crypto.randomBytes(32).toString("base64url"),
        },
        now,
      );
      const ms = performance.now() - started;
      return { due: rowCount ?? 0, queued, ms, fresh: fresh.fresh, freshPending: fresh.pending };
    } finally {
      await mailer.stop();
      await admin.query("delete from pgboss.job where name = any($1) and state in ('created', 'retry')", [MAIL_QUEUES]);
      await admin.query(
        "update attorneys set notify_frequency = 'daily', notify_last_sent_at = null, notify_period_start = null where is_approved",
      );
    }
  } finally {
    await admin.end();
    await database.close();
  }
}

export const noticeText = (n: NoticeBench): string =>
  `notices: ${n.due} attorneys, ${n.queued} notices queued, ${(n.ms / 1000).toFixed(2)} s ` +
  `(goal < ${NOTICE_GOAL_MS / 1000} s: ${n.ms < NOTICE_GOAL_MS ? "met" : "MISSED"}); ` +
  `${n.fresh} questions asked in the ${PERIOD_HOURS} hours before, ${n.freshPending} of them pending`;

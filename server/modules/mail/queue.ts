import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "../../lib/logger";
import type { Mailer, MailMessage, MailTransport } from "./mailer";

export const MAIL_QUEUE = "mail";

export interface MailQueueOptions {
  pool: pg.Pool;
  transport: MailTransport;
  logger: Logger;
  /** How often an idle worker looks for mail (seconds). */
  pollingIntervalSeconds?: number;
  /** Seconds before the first retry; later retries back off exponentially. */
  retryDelaySeconds?: number;
  /** Run pg-boss maintenance (expiry, archiving) in this process. */
  supervise?: boolean;
  /** Only enqueue; deliver nowhere (a process that should not send). */
  work?: boolean;
}

export const MAIL_RETRY_LIMIT = 8;

/** pg-boss over the app's own pool: its schema lives in the app database (schema "pgboss"). */
export function createBoss(pool: pg.Pool, opts: { supervise?: boolean } = {}) {
  return new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: "pgboss",
    supervise: opts.supervise ?? true,
    schedule: false,
    migrate: true,
  });
}

/**
 * DESIGN.md section 7: a message is accepted once its job row is committed; delivery retries at least five
 * times (first retry within 30 s, then backing off), so an SMTP outage delays mail and loses none.
 */
export async function startMailQueue(opts: MailQueueOptions): Promise<Mailer & { stop(): Promise<void> }> {
  const boss = createBoss(opts.pool, { supervise: opts.supervise });
  boss.on("error", (err) => opts.logger.warn({ err: err.message }, "mail queue error"));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: opts.retryDelaySeconds ?? 15,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  if (opts.work !== false) {
    await boss.work<MailMessage>(
      MAIL_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        try {
          await opts.transport.deliver(job.data);
        } catch (err) {
          opts.logger.warn({ err: (err as Error).message, subject: job.data.subject }, "mail delivery failed; will retry");
          throw err;
        }
      },
    );
  }
  return {
    async send(message, tx) {
      const db = tx ? { executeSql: (text: string, values: unknown[]) => tx.client.query(text, values) } : undefined;
      await boss.send(MAIL_QUEUE, message, db ? { db } : {});
    },
    async idle(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while ((await boss.getQueueSize(MAIL_QUEUE, { before: "completed" })) > 0) {
        if (Date.now() > until) throw new Error("mail queue did not drain in time");
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}

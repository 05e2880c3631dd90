import PgBoss from "pg-boss";
import type pg from "pg";
import { oneProcessAtATime, withTransaction, type Tx } from "../../db";
import type { Logger } from "../../lib/logger";
import { startDeliveryLoop, type DeliveryLoop } from "./delivery";
import type { Config } from "../../config";
import { createTransport, type Mailer, type MailMessage, type MailTransport } from "./mailer";

export const MAIL_QUEUE = "mail";
/**
 * Notices to many people (`sendMany`) are queued as one job per call, holding every message, and the worker splits
 * such a job into one MAIL_QUEUE job per message when it has no other mail to send. Queueing 500 jobs cost a
 * sweep's transaction about a third of its time (pg-boss's insert, its deferred foreign-key checks, building the
 * rows); one job costs it almost nothing, and the splitting is background work paced like the delivery
 * (issue 16, decision 012). Each message still gets its own tries once split.
 */
export const MAIL_MANY_QUEUE = "mail-many";
/** The queues mail waits in, for whatever reads or erases it (metrics, account erasure, idle). */
export const MAIL_QUEUES = [MAIL_QUEUE, MAIL_MANY_QUEUE] as const;

/** A MAIL_MANY_QUEUE job's data. */
export interface ManyMessages {
  messages: MailMessage[];
}

export interface MailQueueOptions {
  pool: pg.Pool;
  transport: MailTransport;
  logger: Logger;
  /** How often an idle worker looks for mail (seconds). */
  pollingIntervalSeconds?: number;
  /** Seconds between tries of a message that failed. */
  retryDelaySeconds?: number;
  /** While the mail server is down, how often it is asked whether it is back (seconds). */
  probeIntervalSeconds?: number;
  /** Run pg-boss maintenance (expiry, archiving) in this process. */
  supervise?: boolean;
  /** Only enqueue; deliver nowhere (a process that should not send). */
  work?: boolean;
}

/**
 * Tries per message. While the mail server is down no message is tried (the worker waits for the server), so
 * these are spent only on failures of the message itself, one retry delay apart.
 */
export const MAIL_RETRY_LIMIT = 20;
/** A queued message is kept this long; an outage shorter than this loses nothing. */
const MAIL_RETENTION_MINUTES = 14 * 24 * 60;
const BATCH_SIZE = 25;
/**
 * pg-boss fetches higher priorities first. Mail that a person is waiting for (the link to confirm an address, a
 * password reset, word of an answer) is queued one message at a time with `send`; notices to many people at once
 * (`sendMany`: a timed sweep's, an erased account's) are queued below it, so a reset never waits behind a
 * sweep's thousands of notices (issue 16, decision 012).
 */
const PRIORITY_ONE = 1;
const PRIORITY_MANY = 0;

/**
 * pg-boss 10 takes the next jobs of a queue in the order `priority desc, created_on, id`, but its own index on
 * waiting jobs is on (name, start_after), so every fetch read and sorted all the jobs waiting in the queue: a
 * backlog of 10,000 e-mails (a sweep's) cost each fetch of 25 about 70 ms of the database, and draining it cost
 * the square of its size (docs/performance.md, "The mail worker's fetch"). With this index in the fetch's order
 * a fetch reads only the jobs it takes. On the partitioned parent, so every queue's partition has it, also those
 * made later. Checked by name first: CREATE INDEX takes a lock that waits for every open transaction queueing
 * mail, even when the index exists.
 */
export const FETCH_ORDER_INDEX = "job_fetch_order_idx";

async function ensureFetchOrderIndex(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ present: boolean }>(
    `select to_regclass('pgboss.${FETCH_ORDER_INDEX}') is not null as present`,
  );
  if (rows[0]?.present) return;
  await pool.query(
    `create index if not exists ${FETCH_ORDER_INDEX} on pgboss.job (name, priority desc, created_on, id)
     where state < 'active'`,
  );
}

/** pg-boss's option that runs its statement on the caller's transaction. */
const inTransaction = (tx: Pick<Tx, "client">) => ({
  db: { executeSql: (text: string, values?: unknown[]) => tx.client.query(text, values) },
});

/**
 * Takes one job of notices to many (MAIL_MANY_QUEUE) and queues each of its messages as a job of its own, below the
 * mail a person is waiting for, in one transaction: a process that dies halfway leaves the job to be taken again,
 * and no message is queued twice. Another worker skips the job while it is taken (pg-boss fetches with SKIP
 * LOCKED), as does an account's erasure, which waits for it instead and then finds its messages split. Answers
 * whether there was a job.
 */
async function splitMany(pool: pg.Pool, boss: PgBoss): Promise<boolean> {
  return withTransaction({ pool }, async (tx) => {
    const [job] = await boss.fetch<ManyMessages>(MAIL_MANY_QUEUE, { batchSize: 1, ...inTransaction(tx) });
    if (!job) return false;
    const messages = job.data.messages;
    if (messages.length > 0)
      await boss.insert(
        messages.map((data) => ({ name: MAIL_QUEUE, data, priority: PRIORITY_MANY })),
        inTransaction(tx),
      );
    // complete(name, id, options) would take the options for the job's output: pg-boss 10 wants the output first.
    await boss.complete(MAIL_MANY_QUEUE, job.id, { queued: messages.length }, inTransaction(tx));
    return true;
  });
}

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
 * DESIGN.md section 7: a message is accepted once its job row is committed; delivery retries (the first retry
 * within 30 s), so an SMTP outage delays mail and loses none; the worker keeps up with bursts (decision 012).
 */
export async function startMailQueue(opts: MailQueueOptions): Promise<Mailer & { stop(): Promise<void> }> {
  const boss = createBoss(opts.pool, { supervise: opts.supervise });
  boss.on("error", (err) => opts.logger.warn({ err: err.message }, "mail queue error"));
  await boss.start();
  // A constant delay, not a growing one: a message that failed as an outage began must not wait hours after
  // the server is back. createQueue keeps an existing queue's policy, so the policy is also set on it.
  const policy = {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: opts.retryDelaySeconds ?? 20,
    retryBackoff: false,
    expireInSeconds: 120,
    retentionMinutes: MAIL_RETENTION_MINUTES,
  };
  await oneProcessAtATime(opts.pool, async () => {
    await ensureFetchOrderIndex(opts.pool);
    for (const name of MAIL_QUEUES) {
      await boss.createQueue(name, { name, ...policy });
      await boss.updateQueue(name, { name, ...policy });
    }
  });
  let loop: DeliveryLoop | undefined;
  if (opts.work !== false) {
    loop = startDeliveryLoop({
      boss,
      queue: MAIL_QUEUE,
      transport: opts.transport,
      logger: opts.logger,
      batchSize: BATCH_SIZE,
      pollingIntervalMs: (opts.pollingIntervalSeconds ?? 1) * 1000,
      probeIntervalMs: (opts.probeIntervalSeconds ?? 5) * 1000,
      refill: () => splitMany(opts.pool, boss),
    });
  }
  return {
    async send(message: MailMessage, tx) {
      await boss.send(MAIL_QUEUE, message, { priority: PRIORITY_ONE, ...(tx && inTransaction(tx)) });
      // Queued in a transaction, visible to the workers once it commits: this process's worker looks at once
      // then, the others at their next look.
      if (tx) tx.afterCommit(() => loop?.wake());
      else loop?.wake();
    },
    async sendMany(messages, tx) {
      if (messages.length === 0) return;
      const data: ManyMessages = { messages };
      await boss.insert([{ name: MAIL_MANY_QUEUE, data }], inTransaction(tx));
      tx.afterCommit(() => loop?.wake());
    },
    async idle(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      const waiting = async () => {
        const sizes = await Promise.all(MAIL_QUEUES.map((name) => boss.getQueueSize(name, { before: "completed" })));
        return sizes.reduce((a, b) => a + b, 0);
      };
      while ((await waiting()) > 0) {
        if (Date.now() > until) throw new Error("mail queue did not drain in time");
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      await loop?.stop();
      opts.transport.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}

/** The mail queue as configured (SMTP_URL or the outbox, MAIL_FROM): what the app's processes and the worker start. */
export function startConfiguredMailQueue(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailOutboxDir">,
  pool: pg.Pool,
  logger: Logger,
  work: boolean,
) {
  const transport = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.mailOutboxDir,
    logger,
  });
  return startMailQueue({ pool, transport, logger, work });
}

import PgBoss from "pg-boss";
import type pg from "pg";
import { oneProcessAtATime, withTransaction, type Tx } from "../../db";
import type { Logger } from "../../lib/logger";
import { asRecipientsChose } from "./discreet";
import { startDeliveryLoop, type DeliveryLoop, type ManyTaken } from "./delivery";
import type { Config } from "../../config";
import { asSentNow } from "./recipients";
import { createTransport, type Mailer, type MailMessage, type MailTransport } from "./mailer";

export const MAIL_QUEUE = "mail";
/**
 * Notices to many people (`sendMany`) are queued as jobs of up to BATCH_SIZE messages each, not one job per
 * message: the worker sends a job's messages as one batch and records it with one update, and only a message that
 * fails becomes a job of its own, with its own tries. Queueing, taking and completing one job per message cost the
 * database more than the sweep that queued them (an insert and two updates, each with its index entries, per
 * message), and the claims beside a sweep of 10,000 paid for it (docs/decisions/020, decision 012).
 */
export const MAIL_MANY_QUEUE = "mail-many";
/** The queues mail waits in, for whatever reads or erases it (metrics, account erasure, idle). */
export const MAIL_QUEUES = [MAIL_QUEUE, MAIL_MANY_QUEUE] as const;

/** A MAIL_MANY_QUEUE job's data. */
interface ManyMessages {
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
 * Mail that a person is waiting for (the link to confirm an address, a password reset, word of an answer) is queued
 * one message at a time with `send`. Notices to many people at once (`sendMany`: a timed sweep's, an erased
 * account's) wait in MAIL_MANY_QUEUE, which the worker takes from only when no single message waits, and a notice
 * that failed and is tried again on its own ranks below the rest (pg-boss fetches higher priorities first): a reset
 * never waits behind a sweep's thousands of notices (docs/decisions/020, decision 012).
 */
const PRIORITY_ONE = 1;
const PRIORITY_MANY = 0;
/**
 * Notices of new questions (docs/decisions/030) are the least urgent mail of all: in MAIL_MANY_QUEUE they rank
 * below a sweep's notices, and one tried again on its own ranks below every other single message.
 */
const PRIORITY_LEAST = -1;

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
 * Takes one job of notices to many (MAIL_MANY_QUEUE), if one waits. Once its messages were tried, `done` completes
 * it and queues each message that failed as a job of its own (tried again after the retry delay, like any failed
 * message), in one transaction. A process that stops before `done` leaves the job to expire and be tried again
 * whole, as a batch of single messages would be.
 */
async function takeMany(pool: pg.Pool, boss: PgBoss, retryDelaySeconds: number): Promise<ManyTaken | undefined> {
  const [job] = await boss.fetch<ManyMessages>(MAIL_MANY_QUEUE, { batchSize: 1, includeMetadata: true });
  if (!job) return undefined;
  const { messages } = job.data;
  return {
    messages,
    done: (failed) =>
      withTransaction({ pool }, async (tx) => {
        if (failed.length > 0)
          await boss.insert(
            failed.map((data) => ({
              name: MAIL_QUEUE,
              data,
              priority: Math.min(PRIORITY_MANY, job.priority),
              startAfter: `${retryDelaySeconds} seconds`,
            })),
            inTransaction(tx),
          );
        // pg-boss 10 takes complete(name, id, options) as the job's output: the output goes first.
        await boss.complete(
          MAIL_MANY_QUEUE,
          job.id,
          { sent: messages.length - failed.length, failed: failed.length },
          inTransaction(tx),
        );
      }),
  };
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
 * docs/decisions/012: a message is accepted once its job row is committed; delivery retries (the first retry
 * within 30 s), so an SMTP outage delays mail and loses none; the worker keeps up with bursts (decision 012).
 */
export async function startMailQueue(opts: MailQueueOptions): Promise<Mailer & { stop(): Promise<void> }> {
  const boss = createBoss(opts.pool, { supervise: opts.supervise });
  boss.on("error", (err) => opts.logger.warn({ err: err.message }, "mail queue error"));
  await boss.start();
  // A constant delay, not a growing one: a message that failed as an outage began must not wait hours after
  // the server is back. createQueue keeps an existing queue's policy, so the policy is also set on it.
  const retryDelay = opts.retryDelaySeconds ?? 20;
  const policy = {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay,
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
      asSentNow: (messages) => asSentNow(messages, opts.pool),
      takeMany: () => takeMany(opts.pool, boss, retryDelay),
    });
  }
  return {
    delivers: loop !== undefined,
    async send(message: MailMessage, tx) {
      const [chosen] = await asRecipientsChose([message], tx?.client ?? opts.pool);
      await boss.send(MAIL_QUEUE, chosen!, { priority: PRIORITY_ONE, ...(tx && inTransaction(tx)) });
      // Queued in a transaction, visible to the workers once it commits: this process's worker looks at once
      // then, the others at their next look.
      if (tx) tx.afterCommit(() => loop?.wake());
      else loop?.wake();
    },
    async sendMany(messages, tx, opts) {
      if (messages.length === 0) return;
      const priority = opts?.least ? PRIORITY_LEAST : PRIORITY_MANY;
      const chosen = await asRecipientsChose(messages, tx.client);
      const jobs: PgBoss.JobInsert<ManyMessages>[] = [];
      for (let i = 0; i < chosen.length; i += BATCH_SIZE)
        jobs.push({ name: MAIL_MANY_QUEUE, priority, data: { messages: chosen.slice(i, i + BATCH_SIZE) } });
      await boss.insert(jobs, inTransaction(tx));
      tx.afterCommit(() => loop?.wake());
    },
    async idle(timeoutMs = 20_000) {
      // eslint-disable-next-line no-restricted-syntax -- a wait's timeout, measured in real time
      const until = Date.now() + timeoutMs;
      const waiting = async () => {
        const sizes = await Promise.all(MAIL_QUEUES.map((name) => boss.getQueueSize(name, { before: "completed" })));
        return sizes.reduce((a, b) => a + b, 0);
      };
      while ((await waiting()) > 0) {
        // eslint-disable-next-line no-restricted-syntax -- a wait's timeout, measured in real time
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
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailOutboxDir" | "isProduction">,
  pool: pg.Pool,
  logger: Logger,
  work: boolean,
) {
  const transport = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.mailOutboxDir,
    logger,
    logLinks: !config.isProduction,
  });
  return startMailQueue({ pool, transport, logger, work });
}

/** Mail waiting (created or to retry) and failed (gave up after every try), counted in messages: a job of notices to
 * many (up to 25, decision 012) counts as its messages. For the metrics (lib/metrics.ts). */
export async function mailQueueDepth(pool: pg.Pool): Promise<{ waiting: number; failed: number }> {
  const { rows } = await pool.query<{ waiting: number; failed: number }>(
    `with messages as (
       select state, case when name = $1 then 1 else jsonb_array_length(data->'messages') end as n
       from pgboss.job where name = any($2::text[]) and state in ('created', 'retry', 'failed'))
     select coalesce(sum(n) filter (where state <> 'failed'), 0)::int as waiting,
            coalesce(sum(n) filter (where state = 'failed'), 0)::int as failed
     from messages`,
    [MAIL_QUEUE, MAIL_QUEUES],
  );
  return { waiting: rows[0]?.waiting ?? 0, failed: rows[0]?.failed ?? 0 };
}

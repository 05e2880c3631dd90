import type PgBoss from "pg-boss";
import type { Logger } from "../../lib/logger";
import type { MailMessage, MailTransport } from "./mailer";

export interface DeliveryOptions {
  boss: PgBoss;
  queue: string;
  transport: MailTransport;
  logger: Logger;
  /** Messages taken from the queue at once; they are sent side by side. */
  batchSize: number;
  /** How long an idle worker waits before it looks for mail again. */
  pollingIntervalMs: number;
  /** While the mail server is down, how often it is asked whether it is back. */
  probeIntervalMs: number;
  /**
   * The messages as they go out now: each in its recipient's language at the time of sending (docs/decisions/039);
   * null for one no longer to be sent (a notice its attorney no longer takes, docs/decisions/030), which counts as
   * done. Absent: as they were queued.
   */
  asSentNow?: (messages: MailMessage[]) => Promise<(MailMessage | null)[]>;
  /** When no single message waits: takes a job of notices to many, if one waits. Sent as a batch, paced like one. */
  takeMany?: () => Promise<ManyTaken | undefined>;
}

/** A job of notices to many, taken: its messages, and how to record it once they were tried. */
export interface ManyTaken {
  messages: MailMessage[];
  /** Records the job as done; the messages that failed are queued again one by one. */
  done(failed: MailMessage[]): Promise<void>;
}

/**
 * A mail server's reason, as it is logged and kept on the job: without the addresses it quotes ("550 <ann@...>:
 * Recipient address rejected"), since a log line with an address, a time and a failure says who was written to
 * (docs/decisions/053).
 */
export const withoutAddresses = (reason: string): string =>
  reason.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "<address>");

export interface DeliveryLoop {
  /** Looks for mail now instead of at the end of the current wait. */
  wake(): void;
  /** Finishes the batch in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Whether a failed delivery means the mail server itself is unreachable (no answer, a dropped connection, a
 * timeout, "service not available"), as opposed to a refusal of this one message.
 */
export function isTransportDown(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  if (typeof e?.responseCode === "number") return e.responseCode === 421;
  return e?.code !== "EENVELOPE" && e?.code !== "EMESSAGE";
}

/** After a full batch, the rest as a multiple of the time the batch took. */
const BACKLOG_REST = 3;
/**
 * After a job of notices to many, the rest as a multiple of the time it took: notices are the least urgent mail
 * (a sweep's 10,000 go out within a minute or two), so they take at most a tenth of the worker's time.
 */
const NOTICES_REST = 9;

/**
 * The mail worker (docs/decisions/012, decision 012). pg-boss's own `work()` sleeps its whole polling interval
 * after every fetch, even a full one, so a backlog drained at one batch per interval. This loop fetches again at
 * once while there is mail and only waits when the queue is empty.
 *
 * When the mail server is down, the loop stops taking mail (each message would only burn one of its tries) and
 * asks the server every `probeIntervalMs` whether it is back; once it answers, the backlog goes out at full
 * speed. A message that failed while the outage began waits at most the queue's constant retry delay.
 */
export function startDeliveryLoop(o: DeliveryOptions): DeliveryLoop {
  let stopping = false;
  let serverDown = false;
  let wakeUp: (() => void) | undefined;
  // A wake-up that came while the loop was busy (a fetch in flight may have missed the new message).
  let wokenWhileBusy = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wokenWhileBusy) {
        wokenWhileBusy = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  const wake = () => {
    if (wakeUp) wakeUp();
    else wokenWhileBusy = true;
  };

  async function serverIsBack(): Promise<boolean> {
    try {
      await o.transport.verify();
      return true;
    } catch {
      return false;
    }
  }

  /** Sends the messages side by side, as they go out now; answers which failed (by index), with why. */
  async function tryAll(queued: MailMessage[]) {
    const messages = o.asSentNow ? await o.asSentNow(queued) : queued;
    const failed: { index: number; message: string }[] = [];
    await Promise.all(
      messages.map((m, index) =>
        m === null
          ? undefined
          : o.transport.deliver(m).catch((reason: unknown) => {
              failed.push({ index, message: withoutAddresses((reason as Error)?.message ?? String(reason)) });
              if (isTransportDown(reason)) serverDown = true;
            }),
      ),
    );
    if (failed.length > 0)
      o.logger.warn(
        { failed: failed.length, err: failed[0]?.message, serverDown },
        serverDown ? "mail server unreachable; holding mail until it answers" : "mail delivery failed; will retry",
      );
    return failed;
  }

  async function deliver(jobs: PgBoss.Job<MailMessage>[]) {
    const failed = await tryAll(jobs.map((job) => job.data));
    const failedAt = new Set(failed.map((f) => f.index));
    const sent = jobs.filter((_, i) => !failedAt.has(i)).map((job) => job.id);
    // If recording fails here (the database went away), the jobs expire and are tried again: see decision 012.
    if (sent.length > 0) await o.boss.complete(o.queue, sent);
    // The reason is kept on each job (pgboss.job.output) for an operator to read; failures are rare.
    await Promise.all(failed.map((f) => o.boss.fail(o.queue, jobs[f.index]!.id, { message: f.message })));
  }

  async function deliverMany(many: ManyTaken) {
    const failed = await tryAll(many.messages);
    await many.done(failed.map((f) => many.messages[f.index]!));
  }

  // A backlog (a full batch, or a job of notices to many) is background work: after each such step the loop rests
  // three times as long as the step took (nine after notices), so draining thousands of messages takes at most a
  // quarter (a tenth) of the time of this process and of its database connection, and requests beside it keep their
  // latency (docs/decisions/020, decisions 012 and 020). A lone message goes at once. Not cut short by wake(): new mail joins
  // the backlog behind.
  const restAfter = (started: number, factor: number) =>
    new Promise((r) => setTimeout(r, factor * (performance.now() - started)));

  async function run() {
    while (!stopping) {
      if (serverDown) {
        await sleep(o.probeIntervalMs);
        if (stopping || !(await serverIsBack())) continue;
        serverDown = false;
        o.logger.info("mail server answers again; delivering held mail");
      }
      // pg-boss's fetch answers [] when the database cannot be reached; the loop then waits and tries again.
      const jobs = await o.boss.fetch<MailMessage>(o.queue, { batchSize: o.batchSize });
      const started = performance.now();
      try {
        if (jobs.length > 0) {
          await deliver(jobs);
          if (jobs.length === o.batchSize) await restAfter(started, BACKLOG_REST);
          continue;
        }
        const many = await o.takeMany?.();
        if (!many) {
          await sleep(o.pollingIntervalMs);
          continue;
        }
        await deliverMany(many);
        await restAfter(started, NOTICES_REST);
      } catch (err) {
        o.logger.warn({ err }, "could not record mail deliveries");
        await sleep(o.pollingIntervalMs);
      }
    }
  }

  const running = run().catch((err: Error) => o.logger.error({ err: err.message }, "mail worker stopped"));
  return {
    wake,
    async stop() {
      stopping = true;
      wake();
      await running;
    },
  };
}

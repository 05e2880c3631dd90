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
   * Called when the queue is empty: queues more mail from elsewhere (notices to many, split into messages) and
   * answers whether it did. Background work, paced like a full batch.
   */
  refill?: () => Promise<boolean>;
}

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
 * The mail worker (DESIGN.md section 7, decision 012). pg-boss's own `work()` sleeps its whole polling interval
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

  async function deliver(jobs: PgBoss.Job<MailMessage>[]) {
    const sent: string[] = [];
    const failed: { id: string; message: string }[] = [];
    await Promise.all(
      jobs.map((job) =>
        o.transport.deliver(job.data).then(
          () => void sent.push(job.id),
          (reason: unknown) => {
            failed.push({ id: job.id, message: (reason as Error)?.message ?? String(reason) });
            if (isTransportDown(reason)) serverDown = true;
          },
        ),
      ),
    );
    // If recording fails here (the database went away), the jobs expire and are tried again: see decision 012.
    if (sent.length > 0) await o.boss.complete(o.queue, sent);
    if (failed.length > 0) {
      // The reason is kept on each job (pgboss.job.output) for an operator to read; failures are rare.
      await Promise.all(failed.map((f) => o.boss.fail(o.queue, f.id, { message: f.message })));
      o.logger.warn(
        { failed: failed.length, err: failed[0]?.message, serverDown },
        serverDown ? "mail server unreachable; holding mail until it answers" : "mail delivery failed; will retry",
      );
    }
  }

  // A backlog (a full batch, or notices to many being split) is background work: after each such step the loop rests
  // three times as long as the step took, so draining thousands of messages takes at most a quarter of the time of
  // this process and of its database connection, and requests beside it keep their latency (issue 16, decisions 012
  // and 020). A lone message goes at once. Not cut short by wake(): new mail joins the backlog behind.
  const restAfter = (started: number) =>
    new Promise((r) => setTimeout(r, BACKLOG_REST * (performance.now() - started)));

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
        if (jobs.length === 0) {
          if (!(await o.refill?.())) await sleep(o.pollingIntervalMs);
          else await restAfter(started);
          continue;
        }
        await deliver(jobs);
        if (jobs.length === o.batchSize) await restAfter(started);
      } catch (err) {
        o.logger.warn(
          { err: (err as Error).message },
          jobs.length === 0 ? "could not queue notices to many" : "could not record mail deliveries",
        );
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

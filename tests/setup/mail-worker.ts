// For tests whose app only queues mail (MAIL_WORKER=off): a worker started afterwards delivers what waits, so what it
// sends shows the queue's order and the choices made at the time of sending.
import type { MailMessage, MailTransport } from "../../server/modules/mail/mailer";
import { startMailQueue } from "../../server/modules/mail/queue";
import { waitFor } from "./smtp";
import type { TestApp } from "./test-app";

/** Starts a worker over the app's database, waits until `count` messages went out and the queue is idle, stops it,
 * and answers the messages in the order they were sent. */
export async function deliverQueued(h: TestApp, count: number): Promise<MailMessage[]> {
  const delivered: MailMessage[] = [];
  const transport: MailTransport = {
    deliver: async (m) => void delivered.push(m),
    verify: async () => undefined,
    close: () => undefined,
  };
  const worker = await startMailQueue({
    pool: h.ctx.database.pool,
    transport,
    logger: h.ctx.logger,
    supervise: false,
    pollingIntervalSeconds: 0.1,
  });
  try {
    await waitFor(() => delivered.length >= count);
    await worker.idle();
  } finally {
    await worker.stop();
  }
  return delivered;
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, withTransaction, type Database } from "../../server/db";
import { createLogger } from "../../server/lib/logger";
import { createTransport, type MailTransport } from "../../server/modules/mail/mailer";
import { MAIL_QUEUES, startMailQueue } from "../../server/modules/mail/queue";
import { loopbackSmtp } from "../../tests/setup/smtp";
import { markdown, median } from "./table";

/** docs/decisions/012's mail numbers, measured with the worker's production settings (decision 012). */
export interface MailBench {
  /** One message queued in a transaction on an idle queue: ms until delivered (this process's worker). */
  idleMs: number[];
  /** The same, queued by a process without a worker: found at the next look. */
  otherProcessMs: number[];
  outbox: Burst;
  smtp: Burst;
  /** SMTP down while `outage.messages` were accepted, then back: ms from its return until the last is delivered. */
  outage: { messages: number; downS: number; afterReturnMs: number };
  /**
   * One message a person is waiting for (`send`), queued while the worker drains `behind.notices` notices that a
   * sweep queued (`sendMany`, in chunks of 500): ms until it was delivered, and how many notices went before it.
   */
  behind: { notices: number; ms: number; noticesBefore: number };
}

export interface Burst {
  messages: number;
  acceptMs: number;
  drainMs: number;
  perSecond: number;
}

const BURST = 1000;
const logger = createLogger("silent");

/** Counts deliveries and remembers when the last one finished. */
function timed(transport: MailTransport) {
  const state = { delivered: 0, lastAt: 0 };
  const wrapped: MailTransport = {
    async deliver(m) {
      await transport.deliver(m);
      state.delivered++;
      state.lastAt = performance.now();
    },
    verify: () => transport.verify(),
    close: () => transport.close(),
  };
  return { transport: wrapped, state };
}

async function until(check: () => boolean, timeoutMs: number) {
  const end = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > end) throw new Error("mail bench: delivery did not finish in time");
    await new Promise((r) => setTimeout(r, 5));
  }
}

const message = (i: number) => ({
  to: `bench${i}@example.com`,
  subject: `Bench ${i}`,
  text: "A message of ordinary length.\n".repeat(10),
});

export async function mailBench(databaseUrl: string): Promise<MailBench> {
  const database = createDatabase(databaseUrl);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-outbox-"));
  const smtp = await loopbackSmtp();
  try {
    const burst = async (raw: MailTransport): Promise<Burst> => {
      const { transport, state } = timed(raw);
      const queue = await startMailQueue({ pool: database.pool, transport, logger, supervise: false });
      try {
        const t0 = performance.now();
        for (let i = 0; i < BURST; i += 100)
          await Promise.all(Array.from({ length: 100 }, (_, k) => queue.send(message(i + k))));
        const acceptMs = performance.now() - t0;
        await until(() => state.delivered >= BURST, 120_000);
        const drainMs = state.lastAt - t0;
        return { messages: BURST, acceptMs, drainMs, perSecond: BURST / (drainMs / 1000) };
      } finally {
        await queue.stop();
      }
    };

    // Idle latency, through the outbox (the default without SMTP_URL).
    const { transport, state } = timed(createTransport({ from: "bench@example.com", outboxDir, logger }));
    const queue = await startMailQueue({ pool: database.pool, transport, logger, supervise: false });
    const sender = await startMailQueue({ pool: database.pool, transport, logger, supervise: false, work: false });
    const idleMs: number[] = [];
    const otherProcessMs: number[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        await new Promise((r) => setTimeout(r, 1_500)); // the worker is idle and waiting
        const before = state.delivered;
        const t0 = performance.now();
        await withTransaction(database, (tx) => queue.send(message(i), tx));
        await until(() => state.delivered > before, 10_000);
        idleMs.push(state.lastAt - t0);
        const t1 = performance.now();
        await sender.send(message(100 + i));
        await until(() => state.delivered > before + 1, 10_000);
        otherProcessMs.push(state.lastAt - t1);
      }
    } finally {
      await sender.stop();
      await queue.stop();
    }

    const outbox = await burst(createTransport({ from: "bench@example.com", outboxDir, logger }));
    await smtp.up();
    const smtpBurst = await burst(createTransport({ smtpUrl: smtp.url, from: "bench@example.com", outboxDir, logger }));

    // An outage: the server goes away, mail keeps being accepted, the server comes back.
    await smtp.down();
    const down = timed(createTransport({ smtpUrl: smtp.url, from: "bench@example.com", outboxDir, logger }));
    const outageQueue = await startMailQueue({
      pool: database.pool,
      transport: down.transport,
      logger,
      supervise: false,
    });
    const downS = 15;
    let afterReturnMs = 0;
    try {
      const t0 = performance.now();
      for (let i = 0; i < BURST; i += 100)
        await Promise.all(Array.from({ length: 100 }, (_, k) => outageQueue.send(message(i + k))));
      await new Promise((r) => setTimeout(r, Math.max(0, downS * 1000 - (performance.now() - t0))));
      await smtp.up();
      const back = performance.now();
      await until(() => down.state.delivered >= BURST, 120_000);
      afterReturnMs = down.state.lastAt - back;
    } finally {
      await outageQueue.stop();
    }
    const behind = await waitingBehindNotices(database, outboxDir);
    return {
      idleMs,
      otherProcessMs,
      outbox,
      smtp: smtpBurst,
      outage: { messages: BURST, downS, afterReturnMs },
      behind,
    };
  } finally {
    await smtp.down();
    await database.pool.query("delete from pgboss.job where name = any($1)", [MAIL_QUEUES]).catch(() => undefined);
    await database.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
}

const NOTICES = 10_000;
const SWEEP_CHUNK = 500;

/**
 * A sweep queues 10,000 notices in chunks of 500, as the timed sweeps do (docs/decisions/020); a second later, while the
 * worker drains them, someone asks for a password reset. How long does the reset take to arrive?
 */
async function waitingBehindNotices(database: Database, outboxDir: string): Promise<MailBench["behind"]> {
  const { transport, state } = timed(createTransport({ from: "bench@example.com", outboxDir, logger }));
  let arrivedAt = 0;
  let noticesBefore = 0;
  const watching: MailTransport = {
    ...transport,
    async deliver(m) {
      await transport.deliver(m);
      if (m.to === "waiting@example.com") {
        arrivedAt = performance.now();
        noticesBefore = state.delivered - 1;
      }
    },
  };
  const queue = await startMailQueue({ pool: database.pool, transport: watching, logger, supervise: false });
  try {
    for (let i = 0; i < NOTICES; i += SWEEP_CHUNK)
      await withTransaction(database, (tx) =>
        queue.sendMany(
          Array.from({ length: SWEEP_CHUNK }, (_, k) => message(i + k)),
          tx,
        ),
      );
    await new Promise((r) => setTimeout(r, 1_000));
    const t0 = performance.now();
    await withTransaction(database, (tx) => queue.send({ ...message(-1), to: "waiting@example.com" }, tx));
    await until(() => arrivedAt > 0, 120_000);
    return { notices: NOTICES, ms: arrivedAt - t0, noticesBefore };
  } finally {
    // What it did not deliver is deleted with the rest of the bench's mail, in mailBench.
    await queue.stop();
  }
}

export function mailText(m: MailBench): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const row = (name: string, b: Burst) => [
    name,
    String(b.messages),
    s(b.acceptMs),
    s(b.drainMs),
    b.perSecond.toFixed(0),
    b.drainMs < 60_000 ? "ok" : "MISS: > 60 s",
  ];
  return [
    markdown(
      ["mail burst", "messages", "all accepted in", "all delivered in", "delivered/s", "target: 1,000 within 60 s"],
      [row("outbox (.eml files)", m.outbox), row("SMTP on loopback (smtp-server)", m.smtp)],
    ),
    "",
    `idle queue, one message: median ${s(median(m.idleMs) ?? NaN)}, max ${s(Math.max(...m.idleMs))} (queued in a transaction, this process's worker); ` +
      `median ${s(median(m.otherProcessMs) ?? NaN)}, max ${s(Math.max(...m.otherProcessMs))} (queued by another process). ` +
      `Target: within 5 s: ${Math.max(...m.idleMs, ...m.otherProcessMs) < 5_000 ? "ok" : "MISS"}.`,
    `SMTP outage: ${m.outage.messages} messages accepted while the server was down for ${m.outage.downS} s; ` +
      `all delivered ${s(m.outage.afterReturnMs)} after it came back. Target: within 60 s: ${m.outage.afterReturnMs < 60_000 ? "ok" : "MISS"}.`,
    `A reset queued while the worker drained ${m.behind.notices.toLocaleString("en-US")} notices of a sweep: delivered in ` +
      `${s(m.behind.ms)}, after ${m.behind.noticesBefore.toLocaleString("en-US")} of them. Target: within 5 s, as on an idle queue: ` +
      `${m.behind.ms < 5_000 ? "ok" : "MISS"}.`,
  ].join("\n");
}

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplateDatabase } from "../../../tests/setup/databases";
import { loopbackSmtp, waitFor, type LoopbackSmtp } from "../../../tests/setup/smtp";
import { createDatabase, withTransaction, type Database } from "../../db";
import { createLogger } from "../../lib/logger";
import type PgBoss from "pg-boss";
import { isTransportDown, startDeliveryLoop } from "./delivery";
import { createTransport, type MailTransport } from "./mailer";
import { MAIL_MANY_QUEUE, MAIL_QUEUE, startMailQueue, type MailQueueOptions } from "./queue";

const logger = createLogger("silent");
let db: { url: string; drop(): Promise<void> };
let database: Database;
let smtp: LoopbackSmtp;
const running: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  db = await cloneTemplateDatabase();
  database = createDatabase(db.url);
  smtp = await loopbackSmtp({ refuse: (to) => to.startsWith("nobody@") });
});
afterEach(async () => {
  for (const q of running.splice(0)) await q.stop();
  await smtp.down();
  smtp.received.length = 0;
  await database.pool.query("delete from pgboss.job");
});
afterAll(async () => {
  await database.close();
  await db.drop();
});

/** The SMTP transport, counting what the worker asks of it. */
function countingTransport() {
  const real = createTransport({
    smtpUrl: smtp.url,
    from: "ClearCounsel <x@example.com>",
    outboxDir: "/nonexistent",
    logger,
  });
  const counts = { deliver: 0, verify: 0 };
  const transport: MailTransport = {
    deliver: (m) => (counts.deliver++, real.deliver(m)),
    verify: () => (counts.verify++, real.verify()),
    close: () => real.close(),
  };
  return { transport, counts };
}

async function queue(opts: Partial<MailQueueOptions> & { transport: MailTransport }) {
  const q = await startMailQueue({ pool: database.pool, logger, supervise: false, ...opts });
  running.push(q);
  return q;
}

const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const message = (n: number, to = `person${n}@example.com`) => ({ to, subject: `Message ${n}`, text: `Hello ${n}` });
const subjects = () => smtp.received.map((m) => m.subject).sort();
const jobs = async () =>
  (
    await database.pool.query<{ state: string; retry_count: number; kept_hours: number }>(
      `select state, retry_count, extract(epoch from keep_until - created_on) / 3600 as kept_hours
         from pgboss.job where name = 'mail'`,
    )
  ).rows;

describe("the mail worker", () => {
  it("delivers a burst of 1,000 messages exactly once without waiting out its polling interval", async () => {
    await smtp.up();
    const { transport } = countingTransport();
    // A minute between looks: the burst can only drain inside the test's time if the worker fetches again at
    // once while mail is waiting, as docs/decisions/012 needs (1,000 messages within 60 s).
    const q = await queue({ transport, pollingIntervalSeconds: 60 });
    const all = Array.from({ length: 1000 }, (_, i) => message(i));
    for (let i = 0; i < all.length; i += 100) await Promise.all(all.slice(i, i + 100).map((m) => q.send(m)));
    await q.idle(25_000);
    expect(smtp.received).toHaveLength(1000);
    expect(new Set(subjects()).size).toBe(1000);
    expect((await jobs()).every((j) => j.state === "completed")).toBe(true);
  });

  it("delivers a message accepted while idle at once when its transaction commits, and not before", async () => {
    await smtp.up();
    const { transport } = countingTransport();
    const q = await queue({ transport, pollingIntervalSeconds: 60 });
    await waitFor(async () => (await jobs()).length === 0); // idle: the worker now waits a minute
    await withTransaction(database, async (tx) => {
      await q.send(message(1), tx);
      // Not visible before the commit: no other connection, the worker's included, can see the job yet.
      expect(await jobs()).toHaveLength(0);
      expect(smtp.received).toHaveLength(0);
    });
    await waitFor(() => smtp.received.length === 1, 20_000);
    expect(subjects()).toEqual(["Message 1"]);
  });

  it("delivers mail that another process accepted at its next look", async () => {
    await smtp.up();
    const { transport } = countingTransport();
    await queue({ transport, pollingIntervalSeconds: 0.2 });
    const other = await queue({ transport: countingTransport().transport, work: false });
    await other.send(message(7));
    await waitFor(() => smtp.received.length === 1);
    expect(subjects()).toEqual(["Message 7"]);
  });

  it("holds mail through an SMTP outage without spending its tries, then delivers all of it once", async () => {
    const { transport, counts } = countingTransport();
    const q = await queue({ transport, probeIntervalSeconds: 0.05, retryDelaySeconds: 2, pollingIntervalSeconds: 0.1 });
    for (let i = 0; i < 30; i++) await q.send(message(i));
    // The first batch fails (connection refused) and the worker starts asking the server instead.
    await waitFor(() => counts.verify > 0);
    const triedAtOutset = counts.deliver;
    expect(triedAtOutset).toBeGreaterThan(0);
    expect(triedAtOutset).toBeLessThanOrEqual(25);
    // However long the outage lasts (here 40 looks at the server), no message is tried, none is lost...
    await waitFor(() => counts.verify >= 40);
    expect(counts.deliver).toBe(triedAtOutset);
    const held = await jobs();
    expect(held).toHaveLength(30);
    expect(held.every((j) => j.state === "created" || j.state === "retry")).toBe(true);
    // ...and every message is kept well past a 24-hour outage.
    expect(Math.min(...held.map((j) => Number(j.kept_hours)))).toBeGreaterThanOrEqual(24 * 7);
    await smtp.up();
    await waitFor(() => smtp.received.length === 30);
    await q.idle();
    expect(new Set(subjects()).size).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(Math.max(...(await jobs()).map((j) => j.retry_count))).toBeLessThanOrEqual(1);
  });

  it("keeps delivering other mail while the server refuses one recipient, and retries that one", async () => {
    await smtp.up();
    const { transport } = countingTransport();
    const q = await queue({ transport, retryDelaySeconds: 60 });
    await q.send(message(0, "nobody@example.com"));
    for (let i = 1; i <= 5; i++) await q.send(message(i));
    await waitFor(() => smtp.received.length === 5);
    const refused = await waitFor(async () => (await jobs()).find((j) => j.state === "retry"));
    expect(refused.retry_count).toBe(0);
    expect(subjects()).toEqual(["Message 1", "Message 2", "Message 3", "Message 4", "Message 5"]);
  });

  it("queues notices to many as jobs of 25, and only a message that fails becomes a job of its own", async () => {
    await smtp.up();
    const producer = await queue({ transport: countingTransport().transport, work: false });
    const notices = [...Array.from({ length: 29 }, (_, i) => message(i)), message(29, "nobody@example.com")];
    await withTransaction(database, (tx) => producer.sendMany(notices, tx));
    const queued = await database.pool.query<{ name: string; n: number }>(
      "select name, jsonb_array_length(data->'messages') as n from pgboss.job order by n desc",
    );
    expect(queued.rows).toEqual([
      { name: MAIL_MANY_QUEUE, n: 25 },
      { name: MAIL_MANY_QUEUE, n: 5 },
    ]);
    const { transport, counts } = countingTransport();
    await queue({ transport, retryDelaySeconds: 60 });
    await waitFor(() => smtp.received.length === 29 && counts.deliver === 30);
    // Both jobs are done; the refused message waits for its next try, alone.
    const done = await waitFor(async () => {
      const { rows } = await database.pool.query<{ name: string; state: string; to: string | null; wait_s: number }>(
        `select name, state, data->>'to' as to, extract(epoch from start_after - now())::int as wait_s
         from pgboss.job order by name, state`,
      );
      return rows.filter((r) => r.state === "completed").length === 2 ? rows : undefined;
    });
    expect(done.map(({ name, state, to }) => ({ name, state, to }))).toEqual([
      { name: MAIL_QUEUE, state: "created", to: "nobody@example.com" },
      { name: MAIL_MANY_QUEUE, state: "completed", to: null },
      { name: MAIL_MANY_QUEUE, state: "completed", to: null },
    ]);
    expect(done[0]!.wait_s).toBeGreaterThan(50);
    expect(new Set(subjects()).size).toBe(29);
  });

  it("sends a message a person is waiting for before a backlog of notices to many", async () => {
    await smtp.up();
    // Each delivery takes 20 ms: 200 notices take the worker well over a second.
    const { transport } = countingTransport();
    const slow: MailTransport = { ...transport, deliver: (m) => delay(20).then(() => transport.deliver(m)) };
    const q = await queue({ transport: slow });
    await withTransaction(database, (tx) =>
      q.sendMany(
        Array.from({ length: 200 }, (_, i) => message(i)),
        tx,
      ),
    );
    // Asked for once the notices are going out: it goes in the next batch or the one after, not last.
    await waitFor(() => smtp.received.length >= 1);
    await q.send(message(200, "waiting@example.com"));
    await waitFor(() => smtp.received.some((m) => m.to === "waiting@example.com"));
    expect(smtp.received.findIndex((m) => m.to === "waiting@example.com")).toBeLessThan(100);
  });

  it("sends nothing twice when a process stops in the middle of a burst and another takes over", async () => {
    await smtp.up();
    const first = await queue({ transport: countingTransport().transport });
    for (let i = 0; i < 300; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, k) => first.send(message(i + k))));
    await waitFor(() => smtp.received.length > 0);
    await first.stop();
    const second = await queue({ transport: countingTransport().transport, pollingIntervalSeconds: 0.1 });
    await second.idle(20_000);
    expect(smtp.received).toHaveLength(300);
    expect(new Set(subjects()).size).toBe(300);
  });
});

describe("the mail worker's pace", () => {
  it("rests after each full batch of a backlog three times as long as the batch took", async () => {
    // A queue in memory: two full batches, then nothing. Each delivery takes 30 ms.
    const at: Record<"fetch" | "fetched" | "complete", number[]> = { fetch: [], fetched: [], complete: [] };
    let fetches = 0;
    const boss = {
      fetch: async () => {
        at.fetch.push(performance.now());
        fetches++;
        const jobs = fetches <= 2 ? [1, 2, 3, 4].map((i) => ({ id: `${fetches}-${i}`, data: message(i) })) : [];
        at.fetched.push(performance.now());
        return jobs;
      },
      complete: async () => void at.complete.push(performance.now()),
      fail: async () => undefined,
    } as unknown as PgBoss;
    const transport: MailTransport = {
      deliver: () => delay(30),
      verify: async () => undefined,
      close: () => undefined,
    };
    running.push(
      startDeliveryLoop({
        boss,
        queue: "mail",
        transport,
        logger,
        batchSize: 4,
        pollingIntervalMs: 60_000,
        probeIntervalMs: 60_000,
      }),
    );
    await waitFor(() => fetches >= 3);
    for (const batch of [0, 1]) {
      const took = at.complete[batch]! - at.fetched[batch]!;
      expect(took).toBeGreaterThanOrEqual(25);
      // The next look waits at least three times as long (less a timer's rounding).
      expect(at.fetch[batch + 1]! - at.complete[batch]!).toBeGreaterThanOrEqual(3 * took - 2);
    }
  });
});

describe("the mail worker's pace with notices to many", () => {
  it("takes them only when no single message waits, and rests after each job nine times as long as it took", async () => {
    const events: { what: "fetch" | "take" | "done"; at: number }[] = [];
    let taken = 0;
    const boss = {
      fetch: async () => {
        events.push({ what: "fetch", at: performance.now() });
        return [];
      },
      complete: async () => undefined,
      fail: async () => undefined,
    } as unknown as PgBoss;
    const sent: string[] = [];
    running.push(
      startDeliveryLoop({
        boss,
        queue: "mail",
        // Each message takes 30 ms to send.
        transport: {
          deliver: (m) => delay(30).then(() => void sent.push(m.to)),
          verify: async () => undefined,
          close: () => undefined,
        },
        logger,
        batchSize: 4,
        pollingIntervalMs: 60_000,
        probeIntervalMs: 60_000,
        // Two jobs of two notices each, then none.
        takeMany: async () => {
          events.push({ what: "take", at: performance.now() });
          if (++taken > 2) return undefined;
          return {
            messages: [message(taken * 10), message(taken * 10 + 1)],
            done: async (failed) => {
              expect(failed).toEqual([]);
              events.push({ what: "done", at: performance.now() });
            },
          };
        },
      }),
    );
    await waitFor(() => taken >= 3);
    expect(events.map((e) => e.what)).toEqual(["fetch", "take", "done", "fetch", "take", "done", "fetch", "take"]);
    expect(sent).toEqual([
      "person10@example.com",
      "person11@example.com",
      "person20@example.com",
      "person21@example.com",
    ]);
    for (const i of [1, 4]) {
      const took = events[i + 1]!.at - events[i]!.at;
      expect(took).toBeGreaterThanOrEqual(25);
      expect(events[i + 2]!.at - events[i + 1]!.at).toBeGreaterThanOrEqual(9 * took - 2);
    }
  });
});

describe("isTransportDown", () => {
  it("tells a server that cannot be reached from a refusal of one message", () => {
    expect(isTransportDown(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(true);
    expect(isTransportDown(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }))).toBe(true);
    expect(isTransportDown(Object.assign(new Error("service not available"), { responseCode: 421 }))).toBe(true);
    expect(isTransportDown(Object.assign(new Error("no such mailbox"), { code: "EENVELOPE", responseCode: 550 }))).toBe(
      false,
    );
    expect(isTransportDown(Object.assign(new Error("mailbox busy"), { responseCode: 450 }))).toBe(false);
    expect(isTransportDown(Object.assign(new Error("no recipients"), { code: "EENVELOPE" }))).toBe(false);
  });
});

import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess } from "../setup/app-process";
import { firstCookie } from "../setup/cookies";
import { cloneTemplateDatabase } from "../setup/databases";
import { waitFor as waitUntil } from "../setup/smtp";

// The real entry point as its own process: signals, restarts and logs are properties of the process.
let db: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-data-"));
beforeAll(async () => {
  db = await cloneTemplateDatabase();
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One request over `agent` (so its connection may be kept), with the status and headers of the answer. */
function send(agent: http.Agent, url: string, method: string, body?: object) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      url,
      { agent, method, headers: data ? { "content-type": "application/json" } : {} },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}
const get = (agent: http.Agent, url: string) => send(agent, url, "GET");
const post = (agent: http.Agent, url: string, body: object) => send(agent, url, "POST", body);

/**
 * Holds an account's address in an open transaction, so a registration with it waits on the insert: the request is
 * surely in flight while the test does what it must, and finishes once `release` lets go.
 */
async function holdTheAddress(email: string) {
  const holder = new pg.Client(db.url);
  await holder.connect();
  await holder.query("begin");
  await holder.query("insert into users (email, password, first_name, last_name) values ($1, 'x', 'Hold', 'Er')", [
    email,
  ]);
  return {
    /** Resolves once a registration waits on the held address. */
    waitedOn: () =>
      waitUntil(async () => {
        // Inside a transaction the activity view is read once and kept: ask for a fresh look each time.
        await holder.query("select pg_stat_clear_snapshot()");
        const { rows } = await holder.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into \"users\"%'",
        );
        return rows[0]?.n === 1;
      }),
    release: () => holder.query("rollback"),
    end: () => holder.end(),
  };
}

const env = () => ({ DATABASE_URL: db.url, DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, "outbox") });
const registration = (email: string) => ({
  email,
  password: "a-long-password",
  confirmPassword: "a-long-password",
  firstName: "Rae",
  lastName: "Quinn",
});

describe("the app process", () => {
  it("finishes an in-flight request on SIGTERM, then exits 0", async () => {
    const app = await startAppProcess(env());
    // The registration's insert waits on the held address: the request is surely in flight when the signal arrives.
    const held = await holdTheAddress("inflight@example.com");
    try {
      const pending = request(app.url).post("/api/auth/register").send(registration("inflight@example.com"));
      const response = new Promise<request.Response>((resolve, reject) => {
        void pending.end((err, res) => (err ? reject(err) : resolve(res)));
      });
      await held.waitedOn();
      app.child.kill("SIGTERM");
      await held.release();
      const res = await response;
      expect(res.status).toBe(201);
      expect(await app.exited).toBe(0);
      expect(app.output.join("\n")).toMatch(/"msg":"stopped"/);
    } finally {
      await held.end();
    }
  });

  it("drains a keep-alive connection busy at SIGTERM: its response says close, and no drain time limit is reached", async () => {
    const app = await startAppProcess(env());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const held = await holdTheAddress("keepalive@example.com");
    try {
      // The connection is the client's to keep: one request on it has been answered with keep-alive.
      const first = await get(agent, `${app.url}/api/health/live`);
      expect(first.headers.connection).toBe("keep-alive");
      // The next request on it is in flight when the signal comes.
      const response = post(agent, `${app.url}/api/auth/register`, registration("keepalive@example.com"));
      await held.waitedOn();
      app.child.kill("SIGTERM");
      await waitUntil(async () => app.output.some((line) => line.includes("draining in-flight requests")));
      await held.release();
      const res = await response;
      expect(res.status).toBe(201);
      // The client is told to leave the connection, and the server closes it: nothing is left for the limit to cut.
      expect(res.headers.connection).toBe("close");
      expect(await app.exited).toBe(0);
      expect(app.output.join("\n")).not.toMatch(/drain timed out/);
    } finally {
      agent.destroy();
      await held.end();
    }
  });

  it("keeps sessions across a restart (sessions in Postgres, secret kept in the data folder)", async () => {
    const first = await startAppProcess(env());
    const reg = await request(first.url).post("/api/auth/register").send(registration("restart@example.com"));
    expect(reg.status).toBe(201);
    const cookie = firstCookie(reg);
    expect(await first.stop()).toBe(0);
    const second = await startAppProcess(env());
    try {
      const me = await request(second.url).get("/api/auth/user").set("Cookie", cookie);
      expect(me.status).toBe(200);
      expect(me.body.email).toBe("restart@example.com");
    } finally {
      await second.stop();
    }
  });

  it("never logs a question's words, even when storing the question fails (docs/decisions/053)", async () => {
    const app = await startAppProcess(env());
    const admin = new pg.Client(db.url);
    await admin.connect();
    try {
      const reg = await request(app.url).post("/api/auth/register").send(registration("words@example.com"));
      expect(reg.status).toBe(201);
      const cookie = firstCookie(reg);
      expect((await request(app.url).post("/api/terms/accept").set("Cookie", cookie).send({})).status).toBe(200);
      // Postgres refuses every new question, as an unexpected fault would.
      await admin.query("alter table questions add constraint refuse_every_row check (id < 0) not valid");
      const words = ["Zebra-Quartz eviction", "Marmalade-Orchid deposit", "Ichabod Whistlecrane"];
      const res = await request(app.url)
        .post("/api/questions")
        .set("Cookie", cookie)
        .send({
          categoryId: 1,
          title: `${words[0]} question`,
          content: `${words[1]}: my landlord kept all of it and will not say why, two months on.`,
          isAnonymous: false,
          state: "TN",
          opposingParties: [words[2]],
        });
      expect(res.status, res.text).toBe(500);
      await expect.poll(() => app.output.join("\n")).toMatch(/"msg":"unhandled error"/);
      const log = app.output.join("\n");
      expect(log).toContain("refuse_every_row");
      for (const word of words) expect(log).not.toContain(word);
    } finally {
      await admin.query("alter table questions drop constraint if exists refuse_every_row");
      await admin.end();
      await app.stop();
    }
  });

  it("logs each request with its id and never a password or session cookie", async () => {
    const app = await startAppProcess(env());
    try {
      const res = await request(app.url)
        .post("/api/auth/login")
        .set("X-Request-Id", "trace-me-123")
        .send({ email: "restart@example.com", password: "a-long-password" });
      expect(res.status).toBe(200);
      expect(res.headers["x-request-id"]).toBe("trace-me-123");
      const cookie = firstCookie(res).split("=")[1] ?? "";
      await request(app.url).get("/api/auth/user").set("Cookie", `cc.sid=${cookie}`);
      // The child writes its log lines asynchronously: wait for the line, not for a fixed time.
      await expect.poll(() => app.output.join("\n")).toMatch(/"id":"trace-me-123".*\/api\/auth\/user/s);
      const log = app.output.join("\n");
      expect(log).not.toContain("a-long-password");
      expect(log).not.toContain(decodeURIComponent(cookie).slice(2, 20));
    } finally {
      await app.stop();
    }
  });
});

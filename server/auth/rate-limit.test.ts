import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertUser, TEST_PASSWORD } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { createApp } from "../app";
import { PostgresRateLimitStore } from "../lib/rate-limit-store";

const h = useTestApp({
  RATE_LIMIT_LOGIN_MAX: "3",
  RATE_LIMIT_LOGIN_IP_MAX: "7",
  RATE_LIMIT_LOGIN_EMAIL_MAX: "5",
  RATE_LIMIT_AUTH_MAX: "4",
  RATE_LIMIT_API_MAX: "40",
});

// One server on every loopback address, so requests can come from several client IPs (127.0.0.x and ::1).
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(h.app);
  await new Promise<void>((r) => server.listen(0, "::", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
type Ip = "127.0.0.1" | "127.0.0.2" | "127.0.0.3" | "[::1]";
const from = (ip: Ip) => request(`http://${ip}:${port}`);

/** A sign-in sent from `ip` as its source address (every 127.0.0.x is this machine). */
function login(ip: Ip, email: string, password: string): Promise<{ status: number; body: { message?: string } }> {
  const local = ip === "[::1]" ? "::1" : ip;
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: local,
        localAddress: local,
        port,
        method: "POST",
        path: "/api/auth/login",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || "{}") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
const fail = async (ip: Ip, email: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await login(ip, email, "wrong-password")).status).toBe(401);
};

describe("failed sign-ins per (IP, e-mail) pair", () => {
  it("refuses account A from address X after RATE_LIMIT_LOGIN_MAX failures, even with the right password", async () => {
    const a = await insertUser(h);
    await fail("127.0.0.1", a.email, 3);
    const limited = await login("127.0.0.1", a.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    // The same e-mail in another case is the same account.
    expect((await login("127.0.0.1", a.email.toUpperCase(), TEST_PASSWORD)).status).toBe(429);
  });

  it("opens again when the 15 minutes have passed by the app's clock", async () => {
    const a = await insertUser(h);
    await fail("127.0.0.1", a.email, 3);
    h.clock.advance(14 * 60 * 1000);
    expect((await login("127.0.0.1", a.email, TEST_PASSWORD)).status).toBe(429);
    h.clock.advance(60 * 1000 + 1000);
    expect((await login("127.0.0.1", a.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("lets account B sign in from the same address X (a shared office, library or shelter)", async () => {
    const a = await insertUser(h);
    const b = await insertUser(h);
    await fail("127.0.0.1", a.email, 3);
    expect((await login("127.0.0.1", a.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login("127.0.0.1", b.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("lets account A sign in from another address Y", async () => {
    const a = await insertUser(h);
    await fail("127.0.0.1", a.email, 3);
    expect((await login("127.0.0.1", a.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login("127.0.0.2", a.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("does not count successful sign-ins, nor the attempts it refused", async () => {
    const user = await insertUser(h);
    for (let i = 0; i < 5; i++) expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(200);
    await fail("127.0.0.1", user.email, 2);
    expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(200);
    await fail("127.0.0.1", user.email, 1);
    for (let i = 0; i < 5; i++) expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(429);
    // Five refused attempts did not reach the per-IP ceiling (7): another account still signs in from here.
    const other = await insertUser(h);
    await fail("127.0.0.1", other.email, 2);
    expect((await login("127.0.0.1", other.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("a sign-in that was not refused is taken back before its answer", () => {
  it("counts nothing against the next attempt, however slowly the database takes the hit back", async () => {
    // Each take-back waits a while before it reaches Postgres, as under a loaded machine: an answer that did not wait
    // for it would leave the success counted against the attempt after it.
    const decrement = PostgresRateLimitStore.prototype.decrement;
    const slow = vi.spyOn(PostgresRateLimitStore.prototype, "decrement").mockImplementation(async function (
      this: PostgresRateLimitStore,
      key: string,
    ) {
      await new Promise((r) => setTimeout(r, 100));
      return decrement.call(this, key);
    });
    try {
      const user = await insertUser(h);
      await fail("127.0.0.1", user.email, 2);
      expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(200);
      expect(slow).toHaveBeenCalled();
      // Two refused, one success taken back: the pair stands at 2 of 3, so a third typo is refused as a typo.
      const { rows } = await h.ctx.database.pool.query("select hits from rate_limits where key = $1", [
        `login-pair:127.0.0.1|${user.email}`,
      ]);
      expect(rows).toEqual([{ hits: 2 }]);
      expect((await login("127.0.0.1", user.email, "wrong-password")).status).toBe(401);
      expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(429);
    } finally {
      slow.mockRestore();
    }
  });
});

describe("the wider sign-in ceilings", () => {
  it("refuses every account from one address at RATE_LIMIT_LOGIN_IP_MAX failures over all e-mails", async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => insertUser(h)));
    // 2 + 2 + 2 + 1 = 7 failures, no pair at its own limit of 3.
    await fail("127.0.0.1", users[0]!.email, 2);
    await fail("127.0.0.1", users[1]!.email, 2);
    await fail("127.0.0.1", users[2]!.email, 2);
    await fail("127.0.0.1", users[3]!.email, 1);
    const fresh = await insertUser(h);
    expect((await login("127.0.0.1", fresh.email, TEST_PASSWORD)).status).toBe(429);
    // Another address is not affected.
    expect((await login("127.0.0.2", fresh.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("lets 6 failures from one address through before the ceiling of 7", async () => {
    const users = await Promise.all([1, 2, 3].map(() => insertUser(h)));
    for (const u of users) await fail("127.0.0.1", u.email, 2);
    const fresh = await insertUser(h);
    expect((await login("127.0.0.1", fresh.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses one e-mail from every address at RATE_LIMIT_LOGIN_EMAIL_MAX failures over all IPs", async () => {
    const victim = await insertUser(h);
    // 2 + 2 + 1 = 5 failures spread over three addresses, no pair at its own limit of 3.
    await fail("127.0.0.1", victim.email, 2);
    await fail("127.0.0.2", victim.email, 2);
    expect((await login("127.0.0.3", victim.email, TEST_PASSWORD)).status).toBe(200);
    await fail("127.0.0.3", victim.email, 1);
    expect((await login("[::1]", victim.email, TEST_PASSWORD)).status).toBe(429);
    // Other accounts are not affected, from any of those addresses.
    const other = await insertUser(h);
    expect((await login("127.0.0.1", other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("keeps counts in Postgres, shared by every app process", async () => {
    const user = await insertUser(h);
    await fail("127.0.0.1", user.email, 3);
    const { rows } = await h.ctx.database.pool.query(
      "select key from rate_limits where key like 'login-%' order by key",
    );
    expect(rows.map((r) => r.key.split(":")[0])).toEqual(["login-attempts", "login-email", "login-ip", "login-pair"]);
    // A second process over the same database (or this one after a restart) sees the same counts.
    const second = createApp(h.ctx).app;
    const res = await request(second).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
  });
});

describe("register, forgot and reset rate limit", () => {
  it("answers 429 after RATE_LIMIT_AUTH_MAX calls per IP per hour", async () => {
    const calls = [
      () => from("127.0.0.1").post("/api/auth/forgot-password").send({ email: "a@example.com" }),
      () =>
        from("127.0.0.1")
          .post("/api/auth/reset-password")
          .send({ token: "x", password: "long-enough", confirmPassword: "long-enough" }),
      () => from("127.0.0.1").post("/api/auth/register").send({}),
      () => from("127.0.0.1").post("/api/auth/forgot-password").send({ email: "b@example.com" }),
    ];
    for (const call of calls) expect((await call()).status).not.toBe(429);
    const limited = await from("127.0.0.1").post("/api/auth/forgot-password").send({ email: "c@example.com" });
    expect(limited.status).toBe(429);
    expect(limited.headers["ratelimit-policy"]).toBeDefined();
  });
});

describe("general API rate limit", () => {
  it("answers 429 past RATE_LIMIT_API_MAX requests a minute, but never limits health checks", async () => {
    for (let i = 0; i < 40; i++) expect((await from("127.0.0.1").get("/api/categories")).status).not.toBe(429);
    expect((await from("127.0.0.1").get("/api/categories")).status).toBe(429);
    expect((await from("127.0.0.1").get("/api/health")).status).toBe(200);
    expect((await from("[::1]").get("/api/categories")).status).not.toBe(429);
  });

  it("counts in each process and shares the counts through Postgres at each flush", async () => {
    for (let i = 0; i < 30; i++) expect((await from("127.0.0.1").get("/api/categories")).status).not.toBe(429);
    // The first process adds its counts to Postgres (once a second, or now); a second process then starts from them.
    await h.flushRateLimitCounts();
    const { rows } = await h.ctx.database.pool.query("select hits from rate_limits where key like 'api:%'");
    expect(rows.map((r) => r.hits)).toEqual([30]);
    const second = createApp(h.ctx);
    try {
      const server2 = http.createServer(second.app);
      await new Promise<void>((r) => server2.listen(0, "::", r));
      const other = request(`http://127.0.0.1:${(server2.address() as AddressInfo).port}`);
      for (let i = 0; i < 10; i++) expect((await other.get("/api/categories")).status).not.toBe(429);
      expect((await other.get("/api/categories")).status).toBe(429);
      await new Promise<void>((r) => server2.close(() => r()));
    } finally {
      await second.close();
    }
  });
});

describe("every password check shares the sign-in limits (docs/decisions/027)", () => {
  const signedInFrom = async (ip: Ip) => {
    const user = await insertUser(h);
    const agent = request.agent(`http://${ip}:${port}`);
    expect((await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    return { user, agent };
  };
  const changePassword = (agent: ReturnType<typeof request.agent>, currentPassword: string) =>
    agent
      .post("/api/auth/change-password")
      .send({ currentPassword, password: "a-brand-new-password", confirmPassword: "a-brand-new-password" });

  it("refuses a change of password after RATE_LIMIT_LOGIN_MAX wrong current passwords, even the right one", async () => {
    const { user, agent } = await signedInFrom("127.0.0.1");
    for (let i = 0; i < 3; i++) expect((await changePassword(agent, "wrong-password")).status).toBe(400);
    const refused = await changePassword(agent, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    // The same counters as signing in: this network is refused for this account, another is not, and the password
    // did not change.
    expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login("127.0.0.2", user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses an account's deletion after RATE_LIMIT_LOGIN_MAX wrong passwords, and keeps the account", async () => {
    const { user, agent } = await signedInFrom("127.0.0.1");
    for (let i = 0; i < 3; i++)
      expect((await agent.delete("/api/account").send({ password: "wrong-password" })).status).toBe(400);
    expect((await agent.delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(429);
    expect((await login("127.0.0.2", user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts refusals per account across networks (RATE_LIMIT_LOGIN_EMAIL_MAX), not right passwords or bad input", async () => {
    const { user, agent } = await signedInFrom("127.0.0.1");
    // A malformed request and a right password are not failed attempts.
    expect((await agent.post("/api/auth/change-password").send({ currentPassword: "x" })).status).toBe(400);
    await fail("127.0.0.2", user.email, 2);
    for (let i = 0; i < 2; i++) expect((await changePassword(agent, "wrong-password")).status).toBe(400);
    await fail("127.0.0.3", user.email, 1);
    // Five refusals of this account's password from three networks: the sixth check is refused anywhere.
    expect((await login("[::1]", user.email, TEST_PASSWORD)).status).toBe(429);
  });
});

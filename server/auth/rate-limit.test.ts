import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, TEST_PASSWORD } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { createApp } from "../app";

const h = useTestApp({ RATE_LIMIT_LOGIN_MAX: "3", RATE_LIMIT_AUTH_MAX: "4", RATE_LIMIT_API_MAX: "40" });

// One server on both loopback addresses, so requests can come from two different client IPs.
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(h.app);
  await new Promise<void>((r) => server.listen(0, "::", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const from = (ip: "127.0.0.1" | "[::1]") => request(`http://${ip}:${port}`);

const login = (ip: "127.0.0.1" | "[::1]", email: string, password: string) =>
  from(ip).post("/api/auth/login").send({ email, password });

describe("login rate limit", () => {
  it("answers 429 after RATE_LIMIT_LOGIN_MAX failures from one IP, even for the right password", async () => {
    const user = await insertUser(h);
    for (let i = 0; i < 3; i++) expect((await login("127.0.0.1", user.email, "wrong-password")).status).toBe(401);
    const limited = await login("127.0.0.1", user.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    // Another address is not limited for another account.
    const other = await insertUser(h);
    expect((await login("[::1]", other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("limits failures per e-mail across IPs", async () => {
    const victim = await insertUser(h);
    for (let i = 0; i < 3; i++) await login("127.0.0.1", victim.email.toUpperCase(), "wrong-password");
    expect((await login("[::1]", victim.email, TEST_PASSWORD)).status).toBe(429);
  });

  it("does not count successful logins", async () => {
    const user = await insertUser(h);
    for (let i = 0; i < 5; i++) expect((await login("127.0.0.1", user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("keeps counts in Postgres, shared by every app process", async () => {
    const user = await insertUser(h);
    for (let i = 0; i < 3; i++) await login("127.0.0.1", user.email, "wrong-password");
    const { rows } = await h.ctx.database.pool.query("select key, hits from rate_limits where key like 'login-%'");
    expect(rows.length).toBeGreaterThanOrEqual(2);
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
      () => from("127.0.0.1").post("/api/auth/reset-password").send({ token: "x", password: "long-enough", confirmPassword: "long-enough" }),
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

  it("counts in each process and shares the counts through Postgres within a second", async () => {
    for (let i = 0; i < 30; i++) expect((await from("127.0.0.1").get("/api/categories")).status).not.toBe(429);
    // The first process adds its counts to Postgres once a second; a second process then starts from them.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
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

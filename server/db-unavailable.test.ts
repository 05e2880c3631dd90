import crypto from "node:crypto";
import request from "supertest";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { formatBreaks, watchContract } from "../tests/setup/contract";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createDatabase } from "./db";
import { freePort } from "./db/embedded";
import { createLogger } from "./lib/logger";
import { systemClock } from "./lib/clock";

// An app whose database does not answer at all: a port nothing listens on.
const port = await freePort();
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATABASE_URL: `postgres://x@127.0.0.1:${port}/none`,
});
const logger = createLogger("silent");
const database = createDatabase(config.databaseUrl!, logger);
const mailer = {
  send: async () => undefined,
  sendMany: async () => undefined,
  idle: async () => undefined,
  delivers: false,
};
const sessionSecret = "s".repeat(40);
const { app } = createApp({
  config,
  database,
  logger,
  mailer,
  sessionSecret,
  twoFactorKey: Buffer.alloc(32),
  clock: systemClock,
});
// The 503s are part of the API description too (docs/decisions/026-api-contract-and-fuzzer.md).
const contract = watchContract(app);

afterEach(() => {
  expect(formatBreaks(contract.take())).toBe("");
});
afterAll(() => database.close());

/** A session cookie as the browser of a signed-in person sends it (signed as express-session signs it). */
function sessionCookie(sid: string) {
  const signature = crypto.createHmac("sha256", sessionSecret).update(sid).digest("base64").replace(/=+$/, "");
  return `cc.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

describe("when the database is unreachable", () => {
  it("health answers 503 quickly", async () => {
    const started = Date.now();
    const res = await request(app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body.status).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("liveness answers 200 without touching the database, even when a session cookie comes with it", async () => {
    const res = await request(app).get("/api/health/live").set("Cookie", sessionCookie("some-session"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("readiness answers 503 naming every check that failed", async () => {
    const res = await request(app).get("/api/health/ready").set("Cookie", sessionCookie("some-session"));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "fail", checks: { database: "fail", migrations: "fail", mail: "fail" } });
  });

  it("a signed-in call answers 503 while its session cannot be read", async () => {
    const res = await request(app).get("/api/auth/user").set("Cookie", sessionCookie("some-session"));
    expect(res.status).toBe(503);
  });

  it("API calls answer 503 with a calm message, not 500", async () => {
    const res = await request(app).post("/api/auth/login").send({ email: "a@example.com", password: "whatever1" });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/temporarily unavailable/);
  });
});

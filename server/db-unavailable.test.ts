import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
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
const { app } = createApp({ config, database, logger, mailer, sessionSecret: "s".repeat(40), clock: systemClock });

afterAll(() => database.close());

describe("when the database is unreachable", () => {
  it("health answers 503 quickly", async () => {
    const started = Date.now();
    const res = await request(app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body.status).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("API calls answer 503 with a calm message, not 500", async () => {
    const res = await request(app).post("/api/auth/login").send({ email: "a@example.com", password: "whatever1" });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/temporarily unavailable/);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess } from "../setup/app-process";
import { firstCookie } from "../setup/cookies";
import { cloneTemplateDatabase } from "../setup/databases";

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
    // Registration spends ~250 ms in bcrypt: the signal arrives while it is in flight.
    const pending = request(app.url).post("/api/auth/register").send(registration("inflight@example.com"));
    const response = new Promise<request.Response>((resolve, reject) => {
      void pending.end((err, res) => (err ? reject(err) : resolve(res)));
    });
    await new Promise((r) => setTimeout(r, 60));
    app.child.kill("SIGTERM");
    const res = await response;
    expect(res.status).toBe(201);
    expect(await app.exited).toBe(0);
    expect(app.output.join("\n")).toMatch(/"msg":"stopped"/);
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

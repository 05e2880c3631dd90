import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/db/embedded";
import { startAppProcess, type AppProcess } from "../setup/app-process";
import { firstCookie } from "../setup/cookies";

// A Postgres of this test's own, so it can be stopped and started under a running app.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-outage-"));
// As root, Postgres runs as the postgres user, which must be able to enter this folder.
fs.chmodSync(dir, 0o755);
const port = await freePort();
const startDb = () => startEmbeddedPostgres({ dir: path.join(dir, "pg"), database: "outage", persistent: true, port });
let db: EmbeddedDatabase | undefined;
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
  await db?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function timed<T>(fn: () => Promise<T>) {
  const started = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - started };
}

describe("when the database goes away and comes back", () => {
  it("answers 503 quickly while it is down and recovers by itself", async () => {
    db = await startDb();
    app = await startAppProcess({ DATABASE_URL: db.url, DATA_DIR: dir });
    const reg = await request(app.url).post("/api/auth/register").send({
      email: "outage@example.com",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "Out",
      lastName: "Age",
    });
    expect(reg.status).toBe(201);
    const cookie = firstCookie(reg);

    expect((await request(app.url).get("/api/health/ready")).body.status).toBe("ok");
    await db.stop();
    const health = await timed(() => request(app!.url).get("/api/health"));
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(5000);
    // Not ready (a load balancer stops sending traffic), but alive (nobody restarts the process).
    const ready = await timed(() => request(app!.url).get("/api/health/ready"));
    expect(ready.value.status).toBe(503);
    expect(ready.value.body).toEqual({
      status: "fail",
      checks: { database: "fail", migrations: "fail", mail: "fail" },
    });
    expect(ready.ms).toBeLessThan(5000);
    expect((await request(app.url).get("/api/health/live")).body).toEqual({ status: "ok" });
    const call = await timed(() => request(app!.url).get("/api/auth/user").set("Cookie", cookie));
    expect(call.value.status).toBe(503);
    expect(call.ms).toBeLessThan(5000);
    expect(call.value.text).not.toMatch(/ECONNREFUSED|stack|at .*\.js/);

    db = await startDb();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await request(app.url).get("/api/health")).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await request(app.url).get("/api/health/ready")).status).toBe(200);
    const me = await request(app.url).get("/api/auth/user").set("Cookie", cookie);
    expect(me.status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});

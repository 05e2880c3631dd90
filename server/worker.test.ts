import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertUser } from "../tests/setup/factories";
import { useTestApp } from "../tests/setup/test-app";

// Decision 023: with MAIL_WORKER=off the app only queues mail; `npm run worker`, another process, delivers it.
const h = useTestApp({ MAIL_WORKER: "off" });
const TSX = path.resolve("node_modules/.bin/tsx");

function startWorker(env: Record<string, string>) {
  const child = spawn(TSX, ["server/worker.ts"], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString("utf8")));
  child.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

const queued = async () =>
  (await h.ctx.database.pool.query<{ state: string }>("select state from pgboss.job where name = 'mail'")).rows.map(
    (r) => r.state,
  );

describe("the mail worker (npm run worker)", () => {
  it("delivers what a process with MAIL_WORKER=off only queued, and stops on SIGTERM", async () => {
    const user = await insertUser(h);
    expect((await h.agent().post("/api/auth/forgot-password").send({ email: user.email })).status).toBe(200);
    // The serving process queued it and runs no delivery of its own: it stays queued until a worker takes it.
    expect(h.ctx.mailer.delivers).toBe(false);
    expect(await queued()).toEqual(["created"]);

    const worker = startWorker({
      DATABASE_URL: h.databaseUrl,
      MAIL_OUTBOX_DIR: h.outboxDir,
      SMTP_URL: "",
    });
    try {
      const mails = await h.mails();
      expect(mails.map((m) => m.to)).toEqual([user.email]);
      expect(mails[0]?.subject).toMatch(/password/i);
      expect(await queued()).toEqual(["completed"]);
    } finally {
      worker.child.kill("SIGTERM");
    }
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toMatch(/mail worker stopped/);
  });

  it("refuses to start without DATABASE_URL, saying why", async () => {
    const worker = startWorker({ DATABASE_URL: "", NODE_ENV: "development" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("The mail worker needs DATABASE_URL");
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/setup/factories";
import { loopbackSmtp, waitFor } from "../../../tests/setup/smtp";
import { useTestApp } from "../../../tests/setup/test-app";
import { createLogger } from "../../lib/logger";
import { createTransport } from "./mailer";
import { startMailQueue } from "./queue";

// The app starts with an SMTP server that is down: nothing listens on its port yet.
const smtp = await loopbackSmtp();
const h = useTestApp({ SMTP_URL: smtp.url });
const received = smtp.received;
let up = false;
const startSmtp = async () => {
  up = true;
  await smtp.up();
};
afterAll(() => smtp.down());

describe("mail through the pg-boss queue", () => {
  it("keeps a message through an SMTP outage and delivers it once the server is back", async () => {
    const user = await insertUser(h);
    const res = await h.agent().post("/api/auth/forgot-password").send({ email: user.email });
    expect(res.status).toBe(200);
    // The first attempt fails (connection refused) and the job waits for a retry instead of being lost.
    await waitFor(async () => {
      const { rows } = await h.ctx.database.pool.query("select state, retry_count from pgboss.job where name = 'mail'");
      return rows.find((r) => r.retry_count >= 1 || r.state === "retry");
    });
    expect(received).toHaveLength(0);
    await startSmtp();
    const mail = await waitFor(() => received.find((m) => m.to === user.email));
    expect(mail.raw).toContain("Reset your password");
    expect(mail.raw).toMatch(/reset-password\?token=/);
  });

  it("delivers a message accepted by a process that stopped before sending it", async () => {
    const logger = createLogger("silent");
    const transport = createTransport({ smtpUrl: smtp.url, from: "x@example.com", outboxDir: "/tmp/unused", logger });
    // A process that only enqueues, then shuts down: the job is in Postgres, not in its memory.
    const stopped = await startMailQueue({
      pool: h.ctx.database.pool,
      transport,
      logger,
      work: false,
      supervise: false,
    });
    await stopped.send({ to: "after-restart@example.com", subject: "Queued before a restart", text: "hello" });
    await stopped.stop();
    if (!up) await startSmtp();
    // The running app's worker picks it up.
    const mail = await waitFor(() => received.find((m) => m.to === "after-restart@example.com"));
    expect(mail.raw).toContain("Queued before a restart");
  });
});

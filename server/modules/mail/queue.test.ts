import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { freePort } from "../../db/embedded";
import { createLogger } from "../../lib/logger";
import { createTransport } from "./mailer";
import { startMailQueue } from "./queue";

// The app starts with an SMTP server that is down: nothing listens on this port yet.
const smtpPort = await freePort();
const h = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

const received: { to: string; raw: string }[] = [];
let smtp: SMTPServer | undefined;
function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  return new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", resolve));
}
afterAll(() => new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r())));

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 25_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 200));
  }
}

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
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: "x@example.com", outboxDir: "/tmp/unused", logger });
    // A process that only enqueues, then shuts down: the job is in Postgres, not in its memory.
    const stopped = await startMailQueue({ pool: h.ctx.database.pool, transport, logger, work: false, supervise: false });
    await stopped.send({ to: "after-restart@example.com", subject: "Queued before a restart", text: "hello" });
    await stopped.stop();
    if (!smtp) await startSmtp();
    // The running app's worker picks it up.
    const mail = await waitFor(() => received.find((m) => m.to === "after-restart@example.com"));
    expect(mail.raw).toContain("Queued before a restart");
  });
});

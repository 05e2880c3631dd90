// docs/decisions/014: links that verify accounts or reset passwords are logged only in outbox mode outside production.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loopbackSmtp, waitFor } from "../../../tests/setup/smtp";
import { withoutAddresses } from "./delivery";
import { createTransport } from "./mailer";
import { passwordResetMail } from "./templates";

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "trace" }, stream), lines };
}

const LINK = "http://localhost:5000/reset-password?token=SECRET-TOKEN-abc123";

describe("links in the log", () => {
  it("are never logged when mail goes through SMTP", async () => {
    const smtp = await loopbackSmtp();
    await smtp.up();
    const { logger, lines } = capturingLogger();
    const transport = createTransport({
      smtpUrl: smtp.url,
      from: "ClearCounsel <no-reply@example.com>",
      outboxDir: "/nonexistent",
      logger,
    });
    try {
      await transport.deliver(passwordResetMail({ email: "someone@example.com", locale: "en" }, LINK));
      await waitFor(() => smtp.received.length === 1);
      expect(smtp.received[0]!.raw).toContain("SECRET-TOKEN-abc123");
      expect(lines.join("\n")).not.toContain("SECRET-TOKEN");
    } finally {
      await transport.close();
      await smtp.down();
    }
  });

  it("are logged in outbox mode, so local use needs no mail server", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-outbox-"));
    const { logger, lines } = capturingLogger();
    const transport = createTransport({ from: "ClearCounsel <no-reply@example.com>", outboxDir, logger });
    await transport.deliver(passwordResetMail({ email: "someone@example.com", locale: "en" }, LINK));
    expect(lines.join("\n")).toContain("SECRET-TOKEN-abc123");
  });

  it("are not logged by a production's outbox, which still writes the message", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-outbox-"));
    const { logger, lines } = capturingLogger();
    const transport = createTransport({
      from: "ClearCounsel <no-reply@example.com>",
      outboxDir,
      logger,
      logLinks: false,
    });
    await transport.deliver(passwordResetMail({ email: "someone@example.com", locale: "en" }, LINK));
    expect(lines.join("\n")).toContain("mail written to outbox");
    expect(lines.join("\n")).not.toContain("SECRET-TOKEN");
    // Nor whom it was written to (docs/decisions/053).
    expect(lines.join("\n")).not.toContain("someone@example.com");
    const [file] = fs.readdirSync(outboxDir);
    expect(fs.readFileSync(path.join(outboxDir, file!), "utf8")).toContain("SECRET-TOKEN-abc123");
  });

  it("leave out the addresses a mail server's refusal quotes, when the refusal is logged", () => {
    expect(
      withoutAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <alice@example.com>: Recipient address rejected",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: Recipient address rejected");
    expect(withoutAddresses("connect ECONNREFUSED 127.0.0.1:25")).toBe("connect ECONNREFUSED 127.0.0.1:25");
  });
});

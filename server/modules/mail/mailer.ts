import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Tx } from "../../db";
import type { Logger } from "../../lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about; logged in outbox mode so local use needs no mail server. */
  link?: string;
}

/** Delivers one message now; throws when delivery fails. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export function createTransport(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): MailTransport {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport(opts.smtpUrl);
    return {
      async deliver(m) {
        await smtp.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  // No SMTP: each message becomes an .eml file in the outbox, written atomically (tmp file, then rename).
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async deliver(m) {
      const info = await writer.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      const file = path.join(opts.outboxDir, name);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      opts.logger.info({ to: m.to, subject: m.subject, file, link: m.link }, "mail written to outbox");
    },
  };
}

/**
 * Accepts messages for delivery; `send` resolves once the message is accepted, not delivered. Given a
 * transaction, the message is accepted only if that transaction commits (it is part of the same change).
 */
export interface Mailer {
  send(message: MailMessage, tx?: Pick<Tx, "client">): Promise<void>;
  /** Resolves when every accepted message has been handled (used by shutdown and tests). */
  idle(timeoutMs?: number): Promise<void>;
}

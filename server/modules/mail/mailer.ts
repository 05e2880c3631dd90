import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Language } from "@shared/languages";
import type { Tx } from "../../db";
import type { Logger } from "../../lib/logger";

/** What a message says, the part of it that is written in a language. */
export interface MailWording {
  subject: string;
  text: string;
  /** The sender's display name instead of MAIL_FROM's (a discreet recipient's, docs/decisions/034). */
  fromName?: string;
  /**
   * What the message says to a recipient who chose discreet e-mail (docs/decisions/034): a neutral sender name and
   * subject and a body that names neither the service nor legal help, in the recipient's language (the templates
   * fill it, docs/decisions/039). Absent: the English neutral sender and subject, and the same text.
   */
  discreet?: { fromName?: string; subject?: string; text?: string };
}

export interface MailMessage extends MailWording {
  to: string;
  /** The one link the message is about; logged in outbox mode so local use needs no mail server. */
  link?: string;
  /**
   * A notice's one-click unsubscribe URL (RFC 8058, docs/decisions/030): sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  unsubscribe?: string;
  /**
   * The language the message is written in, and what it says in each other one: delivery sends the words of the
   * recipient's account's language at the time of sending (docs/decisions/039). Absent (a message built without a
   * template): sent as it is.
   */
  language?: { of: Language; others: Partial<Record<Language, MailWording>> };
}

/** MAIL_FROM's address, without its display name. */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** The message as nodemailer takes it: the unsubscribe headers when the message has them. */
const envelope = (from: string, m: MailMessage) => ({
  from: m.fromName ? { name: m.fromName, address: addressOf(from) } : from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.unsubscribe && {
    list: { unsubscribe: m.unsubscribe },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  }),
});

/** Delivers one message now; throws when delivery fails. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  /** Resolves when the transport can take mail again (the mail server answers); used after an outage. */
  verify(): Promise<void>;
  /** Closes pooled connections (at shutdown). */
  close(): void;
}

/** How many SMTP connections one process keeps open; each carries many messages in turn. */
const SMTP_CONNECTIONS = 5;

export function createTransport(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /**
   * Whether the outbox logs each message's link, for local use without a mail server. Off in production: a link
   * carries a token, and no deployment's log holds one (docs/decisions/014).
   */
  logLinks?: boolean;
}): MailTransport {
  if (opts.smtpUrl) {
    // Pooled: a burst reuses a few open connections instead of a new handshake per message. Timeouts are short
    // so that a server that hangs is noticed as down (nodemailer would wait minutes by default).
    const smtp = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: 500,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async deliver(m) {
        await smtp.sendMail(envelope(opts.from, m));
      },
      async verify() {
        await smtp.verify();
      },
      close: () => smtp.close(),
    };
  }
  // No SMTP: each message becomes an .eml file in the outbox, written atomically (tmp file, then rename).
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async deliver(m) {
      const info = await writer.sendMail(envelope(opts.from, m));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      // eslint-disable-next-line no-restricted-syntax -- a file name in the outbox, not a rule
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      const file = path.join(opts.outboxDir, name);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      // The address and the link only for local use: in a deployment's log, an address beside the time and the subject
      // says who was written to about what (docs/decisions/053).
      const local = opts.logLinks === false ? {} : { to: m.to, link: m.link };
      opts.logger.info({ subject: m.subject, file, ...local }, "mail written to outbox");
    },
    async verify() {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      await fs.access(opts.outboxDir, fs.constants.W_OK);
    },
    close: () => undefined,
  };
}

/**
 * Accepts messages for delivery; `send` resolves once the message is accepted, not delivered. Given a
 * transaction, the message is accepted only if that transaction commits (it is part of the same change).
 */
export interface Mailer {
  send(message: MailMessage, tx?: Pick<Tx, "client" | "afterCommit">): Promise<void>;
  /**
   * Many messages in one statement, part of the transaction like `send` (the timed sweeps tell many people).
   * `least`: the least urgent mail there is (notices of new questions), sent after every other notice to many.
   */
  sendMany(messages: MailMessage[], tx: Pick<Tx, "client" | "afterCommit">, opts?: { least?: boolean }): Promise<void>;
  /** Resolves when every accepted message has been handled (used by shutdown and tests). */
  idle(timeoutMs?: number): Promise<void>;
  /** This process delivers mail; with MAIL_WORKER=off it only queues it for the mail worker (decision 023). */
  readonly delivers: boolean;
}

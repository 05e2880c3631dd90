import fs from "node:fs";
import path from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Reads the .eml files the outbox transport wrote (single-part text messages). */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), "utf8");
      const [head, ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = (head ?? "").replace(/\r?\n\s+/g, " ");
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
      let body = rest.join("\n\n");
      const encoding = header("Content-Transfer-Encoding").toLowerCase();
      if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
      if (encoding === "base64") body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      return { to: header("To"), subject: header("Subject"), text: body, file: f };
    });
}

/** The first http(s) link in a message. */
export function linkIn(mail: OutboxMail): string {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in mail "${mail.subject}"`);
  return m[0];
}

/** One header of a message the outbox transport wrote (unfolded), or "" when it has none. */
export function outboxHeader(dir: string, mail: OutboxMail, name: string): string {
  const raw = fs.readFileSync(path.join(dir, mail.file), "utf8");
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n\s+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
}

import fs from "node:fs";
import path from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  file: string;
  /** Any header of the message, unfolded and decoded ("" when absent). */
  header(name: string): string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

// RFC 2047: a header with text that is not ASCII (a Spanish subject) is written as encoded words, split where the
// line would be long; the words of one run are joined before they are read as UTF-8, as a character may span two.
const ENCODED_WORD = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
const ENCODED_RUN = /=\?utf-8\?[bq]\?[^?]*\?=(?:\s+=\?utf-8\?[bq]\?[^?]*\?=)*/gi;

function decodeHeader(value: string): string {
  return value.replace(ENCODED_RUN, (run) => {
    const bytes = [...run.matchAll(ENCODED_WORD)].map(([, encoding, data]) =>
      encoding!.toLowerCase() === "b"
        ? Buffer.from(data!, "base64")
        : Buffer.from(
            data!
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ),
    );
    return Buffer.concat(bytes).toString("utf8");
  });
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
      const header = (name: string) =>
        decodeHeader(new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? "");
      let body = rest.join("\n\n");
      const encoding = header("Content-Transfer-Encoding").toLowerCase();
      if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
      if (encoding === "base64") body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      return { to: header("To"), subject: header("Subject"), text: body, file: f, header };
    });
}

/** The first http(s) link in a message. */
export function linkIn(mail: OutboxMail): string {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in mail "${mail.subject}"`);
  return m[0];
}

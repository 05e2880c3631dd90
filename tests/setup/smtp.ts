import { SMTPServer } from "smtp-server";
import { freePort } from "../../server/db/embedded";

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
}

export interface LoopbackSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Starts answering on the port (again, after `down()`). */
  up(): Promise<void>;
  /** Stops answering: connections are refused, as during an outage. */
  down(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives. `refuse` names recipients it
 * rejects with 550, as a mail server does for an unknown mailbox. It starts down; call `up()`.
 */
export async function loopbackSmtp(opts: { refuse?: (to: string) => boolean } = {}): Promise<LoopbackSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    up() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // An outage drops open (pooled) connections at once instead of letting them finish.
        closeTimeout: 50,
        onRcptTo(address, _session, callback) {
          if (opts.refuse?.(address.address)) {
            const err = Object.assign(new Error("No such mailbox"), { responseCode: 550 });
            callback(err);
          } else callback();
        },
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
          stream.on("end", () => {
            const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
            received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), subject, raw });
            callback();
          });
        },
      });
      return new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    down() {
      const s = server;
      server = undefined;
      return new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
    },
  };
}

/** Polls `probe` until it yields a value (or throws after `ms`). */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 25_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

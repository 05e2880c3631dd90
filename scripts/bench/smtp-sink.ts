import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { SMTP_SINK_READY } from "./smtp-sink-ready";

/**
 * The relay the bench's mail worker delivers to (index.ts): as deployed, the worker hands each message to an SMTP
 * server (docs/decisions/012); the outbox of .eml files is for local use and tests. It runs in a process of its
 * own, as a relay would, so that receiving does not share the load generator's event loop; unlike a relay it
 * shares the machine's two cores, which only makes the bench stricter. It accepts every message, keeps none (a
 * bench sends hundreds of thousands), and prints its port once listening.
 */
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => callback());
    stream.resume();
  },
});
sink.listen(0, "127.0.0.1", () => {
  console.log(`${SMTP_SINK_READY} ${(sink.server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => sink.close(() => process.exit(0)));

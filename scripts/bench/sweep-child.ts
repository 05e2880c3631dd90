// One timed sweep in a process of its own, as a server process's job runs it (docs/performance.md): the bench's load
// generator then measures the claims without the sweep's own work (building and queueing 10,000 e-mails) delaying
// its timers. Usage: tsx sweep-child.ts <database url> <sweep> <now, ISO>. Prints READY once connected, runs the
// sweep when a line arrives on stdin, prints {"changed","ms"} and exits.
import readline from "node:readline";
import { loadConfig } from "../../server/config";
import { createDatabase } from "../../server/db";
import { createLogger } from "../../server/lib/logger";
import { createTransport } from "../../server/modules/mail/mailer";
import { startMailQueue } from "../../server/modules/mail/queue";
import { runSweep, type SweepName } from "../../server/modules/lifecycle/sweeps";
import { SWEEP_CHILD_READY } from "./sweep-child-ready";

const [databaseUrl, sweep, at] = process.argv.slice(2) as [string, SweepName, string];
const logger = createLogger("silent");
const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
const database = createDatabase(databaseUrl, logger);
// Only accepts mail (into the same queue the server's mail worker delivers from).
const mailer = await startMailQueue({
  pool: database.pool,
  transport: createTransport({ from: config.mailFrom, outboxDir: "/nonexistent", logger }),
  logger,
  supervise: false,
  work: false,
});
// BENCH_SWEEP_MAIL=0: the sweep queues no e-mail, to see what queueing 10,000 messages costs the claims beside it.
const ctx = {
  database,
  mailer: process.env.BENCH_SWEEP_MAIL === "0" ? { ...mailer, sendMany: async () => undefined } : mailer,
  config,
  clock: { now: () => new Date(at) },
};
// A first statement, so the pool's connection is open before the measured sweep.
await database.pool.query("select 1");
console.log(SWEEP_CHILD_READY);
const lines = readline.createInterface({ input: process.stdin });
for await (const _go of lines) {
  const started = performance.now();
  const changed = await runSweep(ctx, sweep);
  console.log(JSON.stringify({ changed, ms: performance.now() - started }));
  break;
}
lines.close();
await mailer.stop();
await database.close();

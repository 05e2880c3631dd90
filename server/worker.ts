import dotenv from "dotenv";
import { ConfigError, loadConfig } from "./config";
import { createDatabase } from "./db";
import { createLogger } from "./lib/logger";
import { startConfiguredMailQueue } from "./modules/mail/queue";

/**
 * `npm run worker`: delivers the mail that the serving processes queue (decision 023). Run it beside processes
 * started with MAIL_WORKER=off, so a burst of mail (a sweep's 10,000 e-mails) is sent by a process that serves no
 * requests. It joins their database (DATABASE_URL is required: an embedded database belongs to the one process
 * that started it) and needs no port. Any number of workers may run: pg-boss gives each message to one.
 */
async function main() {
  dotenv.config({ quiet: true });
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    throw new ConfigError(
      "The mail worker needs DATABASE_URL: it delivers the mail that the app's processes queue in their database.",
    );
  }
  const database = createDatabase(config.databaseUrl, logger, 2);
  const mailer = await startConfiguredMailQueue(config, database.pool, logger, true);
  logger.info("mail worker started");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "mail worker stopping: finishing the delivery in hand");
    // Queued mail stays in Postgres for the next worker.
    await mailer.stop();
    await database.close();
    logger.info("mail worker stopped");
    process.exit(process.exitCode ?? 0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `The mail worker failed to start: ${String(err)}`);
  process.exit(1);
});

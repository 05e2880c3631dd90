import dotenv from "dotenv";
import type { Server } from "node:http";
import { createApp } from "./app";
import { resolveSessionSecret } from "./auth/session";
import { resolveTwoFactorKey } from "./lib/secret-box";
import { ConfigError, configuredPeriods, loadConfig } from "./config";
import type { AppContext } from "./context";
import { createDatabase } from "./db";
import { migrateAndSeed } from "./db/migrate";
import { resolveDatabaseUrl, StartupError } from "./db/open";
import { systemClock } from "./lib/clock";
import { createLogger } from "./lib/logger";
import { startConfiguredMailQueue } from "./modules/mail/queue";
import { startLifeJobs } from "./modules/lifecycle/jobs";
import { pruneRateLimits } from "./lib/rate-limit-store";
import { answerClientErrors } from "./lib/client-errors";
import { drainableServer, holdIdleConnections } from "./lib/keep-alive";
import { createMetrics, serveMetrics } from "./lib/metrics";
import { serveBuiltClient, serveViteDev } from "./static";
import { mailQueueDepth } from "./modules/mail/queue";

const DRAIN_TIMEOUT_MS = 10_000;

async function waitForIdlePool(pool: { totalCount: number; idleCount: number }, timeoutMs: number) {
  // eslint-disable-next-line no-restricted-syntax -- the drain's timeout, measured in real time
  const until = Date.now() + timeoutMs;
  // eslint-disable-next-line no-restricted-syntax -- the drain's timeout, measured in real time
  while (pool.totalCount - pool.idleCount > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

async function main() {
  dotenv.config({ quiet: true });
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const dev = process.argv.includes("--dev");

  const dbUrl = await resolveDatabaseUrl(config, logger);
  const database = createDatabase(dbUrl.url, logger);
  try {
    await migrateAndSeed(database.pool);
  } catch (err) {
    await database.close();
    await dbUrl.stop();
    throw config.databaseUrl && isConnectionFailure(err)
      ? new StartupError(`ClearCounsel could not use the database at DATABASE_URL: ${(err as Error).message}`)
      : err;
  }
  const mailer = await startConfiguredMailQueue(config, database.pool, logger, config.mailWorker);
  if (!config.mailWorker) logger.info("mail is queued here and delivered by the mail worker (MAIL_WORKER=off)");
  const prune = setInterval(
    () => void pruneRateLimits(database.pool, systemClock.now()).catch(() => undefined),
    10 * 60_000,
  );
  prune.unref();
  const ctx: AppContext = {
    config,
    database,
    mailer,
    logger,
    ...inDataDir(config.dataDir, () => ({
      sessionSecret: resolveSessionSecret(config),
      twoFactorKey: resolveTwoFactorKey(config),
    })),
    clock: systemClock,
  };
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : createMetrics(database.pool, { mailDepth: () => mailQueueDepth(database.pool) });
  const metricsServer = metrics && (await serveMetrics(metrics, config.metricsPort!));
  if (metricsServer) logger.info({ port: config.metricsPort }, "metrics at /metrics");
  const lifeJobs = await startLifeJobs(ctx, { onRun: metrics?.jobRan });

  let closeVite: (() => Promise<void>) | undefined;
  const { app, close } = createApp(ctx, {
    devCsp: dev,
    metrics,
    client: dev
      ? undefined
      : (a, { session }) => {
          if (
            !serveBuiltClient(a, {
              session,
              quickExitUrl: config.quickExitUrl,
              periods: configuredPeriods(config),
              operator: config.operator,
            })
          )
            logger.warn('the client is not built (dist/client); serving the API only. Run "npm start".');
        },
  });
  if (dev) {
    const v = await serveViteDev(app);
    closeVite = () => v.close();
  }

  // Express 5 calls this on a failed listen too, with the error: a port another process holds must stop the start,
  // not be reported as listening while that other process answers every request.
  const server: Server = app.listen(config.port, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error, port: config.port }, `ClearCounsel could not listen on port ${config.port}`);
      process.exit(1);
    }
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port, origin: config.appOrigin }, `ClearCounsel is listening on http://localhost:${port}`);
  });
  holdIdleConnections(server);
  answerClientErrors(server);
  const drainable = drainableServer(server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining in-flight requests");
    const force = setTimeout(() => {
      logger.warn("drain timed out; closing remaining connections");
      server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    await drainable.drain();
    clearTimeout(force);
    // A client that hung up mid-request closes its socket before its handler finishes: wait for handlers
    // still holding a database connection before the pool is closed under them.
    await waitForIdlePool(database.pool, DRAIN_TIMEOUT_MS);
    await closeVite?.();
    clearInterval(prune);
    metricsServer?.close();
    await lifeJobs.stop();
    // Accepted mail stays queued in Postgres; stopping only finishes the delivery in hand.
    await mailer.stop();
    await close();
    await database.close();
    await dbUrl.stop();
    logger.info("stopped");
    process.exit(process.exitCode ?? 0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // A stray rejection is logged and the process carries on; an uncaught exception may have left state
  // half-changed, so the process drains and exits for its supervisor to restart it.
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, "uncaught exception; shutting down");
    process.exitCode = 1;
    void shutdown("uncaughtException");
  });
}

/**
 * The database named by DATABASE_URL cannot be reached or used as given: the server refused the connection, the
 * database or the role does not exist, the password was refused. Said in one line naming the key (README.md, configuration), as a
 * bad value is; any other failure of the migrations is a fault, printed whole.
 */
function isConnectionFailure(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== "string") return /timeout expired|Connection terminated/.test(String(err));
  return (
    /^(08|28|3D)/.test(code) || ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH"].includes(code)
  );
}

/** Files the app keeps in DATA_DIR (its generated secrets): a folder it cannot write stops the start in one line. */
function inDataDir<T>(dataDir: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code !== "string" || !/^E[A-Z]+$/.test(code)) throw err;
    throw new StartupError(`ClearCounsel could not keep its files in DATA_DIR (${dataDir}): ${(err as Error).message}`);
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
  } else {
    console.error("Failed to start:", err);
  }
  process.exit(1);
});

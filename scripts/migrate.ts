// npm run db:migrate: applies migrations/ and seeds categories, against DATABASE_URL or the embedded database.
import dotenv from "dotenv";
import { loadConfig } from "../server/config";
import { createDatabase } from "../server/db";
import { migrateAndSeed } from "../server/db/migrate";
import { exitOnStartupError, resolveDatabaseUrl } from "../server/db/open";
import { createLogger } from "../server/lib/logger";

dotenv.config({ quiet: true });
const config = loadConfig();
const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
const { url, stop } = await resolveDatabaseUrl(config, logger).catch(exitOnStartupError);
const database = createDatabase(url, logger);
try {
  await migrateAndSeed(database.pool);
  console.log("Migrations applied; categories seeded.");
} finally {
  await database.close();
  await stop();
}

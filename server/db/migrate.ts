import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { seedLegalAid } from "./legal-aid-seed";
import { seedCategories } from "./seed";

// Any number of processes may start at once; one migrates while the others wait on this lock.
const MIGRATION_LOCK = 7_421_337;

export async function migrateAndSeed(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: path.resolve(process.cwd(), "migrations") });
    await seedCategories(client);
    await seedLegalAid(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

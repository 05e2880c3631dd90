import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import PgBoss from "pg-boss";
import { seedLegalAid } from "./legal-aid-seed";
import { seedCategories } from "./seed";

// Any number of processes may start at once; one migrates while the others wait on this lock.
const MIGRATION_LOCK = 7_421_337;
// The schema that createBoss (modules/mail/queue.ts) names.
const BOSS_SCHEMA = "pgboss";

export async function migrateAndSeed(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: path.resolve(process.cwd(), "migrations") });
    // pg-boss's own tables (the mail queue, the timed jobs), created here under the same lock: pg-boss creates them
    // itself at start when they are missing, but two processes doing that at once on an empty database collide on
    // CREATE SCHEMA (found by tests/integration/many-processes.test.ts). Its later upgrades take a lock of their own.
    const boss = await client.query("select 1 from pg_namespace where nspname = $1", [BOSS_SCHEMA]);
    if (boss.rowCount === 0) await client.query(PgBoss.getConstructionPlans(BOSS_SCHEMA));
    await seedCategories(client);
    await seedLegalAid(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** How many migrations this build holds (migrations/meta/_journal.json), for the readiness check. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "migrations/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied (drizzle's own record). */
export async function appliedMigrationCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  return rows[0]?.n ?? 0;
}

import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../../server/db";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/db/embedded";
import { migrateAndSeed } from "../../server/db/migrate";
import { createBoss } from "../../server/modules/mail/queue";
import { heldAdminConnection, withDatabase } from "./db-url";

/**
 * The embedded cluster of a test run is thrown away at its end: it needs no crash safety, and without the flushes
 * that give it the API tests ran in 144-155 s instead of 161-163 s (docs/decisions/044).
 */
const THROWAWAY = { fsync: "off", full_page_writes: "off", synchronous_commit: "off" };

/**
 * One run, one set of databases: a template migrated from empty here, then one clone per test file.
 * DATABASE_URL (CI) names the server to use; without it an embedded Postgres is started for the run.
 * Everything created is dropped at the end.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(os.tmpdir(), `cc-test-pg-${project.name}-${process.pid}-${Date.now()}`),
      database: "postgres",
      persistent: false,
      settings: THROWAWAY,
    });
    adminUrl = embedded.url;
  }
  // Each project that uses this setup (the API tests, the browser journeys) has its own template and clones.
  const prefix = `cc_test_${project.name}_${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_tpl`;
  const admin = await heldAdminConnection(adminUrl);
  await admin.query(`create database "${template}"`);
  const database = createDatabase(withDatabase(adminUrl, template));
  try {
    await migrateAndSeed(database.pool);
    // pg-boss creates its schema on first start; doing it once here lets every clone start at once.
    const boss = createBoss(database.pool, { supervise: false });
    await boss.start();
    await boss.stop({ graceful: false, close: false, wait: true });
  } finally {
    await database.close();
  }
  project.provide("testDb", { adminUrl, template, prefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await embedded?.stop();
  };
}

import { inject } from "vitest";
import { heldAdminConnection, withDatabase } from "./db-url";

let counter = 0;

/** A fresh database cloned from the run's migrated template; `drop()` removes it. */
export async function cloneTemplateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template, prefix } = inject("testDb");
  const name = `${prefix}_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await heldAdminConnection(adminUrl);
  await admin.query(`create database "${name}" template "${template}"`);
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

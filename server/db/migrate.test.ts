import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../../tests/setup/db-url";
import { createDatabase } from ".";
import { migrateAndSeed } from "./migrate";

describe("migrateAndSeed", () => {
  it("builds the whole schema from an empty database and seeds categories idempotently", async () => {
    const { adminUrl, prefix } = inject("testDb");
    const name = `${prefix}_empty_${process.pid}`;
    const admin = new pg.Client(adminUrl);
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const database = createDatabase(withDatabase(adminUrl, name));
    try {
      // Twice, concurrently, as two processes starting together would.
      await Promise.all([migrateAndSeed(database.pool), migrateAndSeed(database.pool)]);
      await migrateAndSeed(database.pool);
      const { rows: tables } = await database.pool.query(
        "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      );
      expect(tables.map((t) => t.table_name)).toEqual([
        "answers",
        "attorneys",
        "categories",
        "follow_ups",
        "questions",
        "rate_limits",
        "session",
        "users",
      ]);
      const { rows: cats } = await database.pool.query("select id, name from categories order by id");
      expect(cats[0]).toEqual({ id: 1, name: "General" });
      expect(cats).toHaveLength(12);
      const { rows: next } = await database.pool.query(
        "insert into categories (name, slug) values ('New', 'new-area') returning id",
      );
      expect(next[0].id).toBe(13);
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

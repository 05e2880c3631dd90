import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
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
        "attorney_conflicts",
        "attorney_licenses",
        "attorneys",
        "audit_events",
        "categories",
        "conflict_flags",
        "follow_ups",
        "job_runs",
        "legal_aid_resources",
        "passkeys",
        "question_outcomes",
        "question_parties",
        "question_releases",
        "questions",
        "rate_limits",
        "recovery_codes",
        "session",
        "totp_factors",
        "two_factor_tries",
        "users",
        "webauthn_challenges",
      ]);
      const { rows: cats } = await database.pool.query("select id, name from categories order by id");
      expect(cats[0]).toEqual({ id: 1, name: "General" });
      expect(cats).toHaveLength(12);
      const { rows: next } = await database.pool.query(
        "insert into categories (name, slug) values ('New', 'new-area') returning id",
      );
      expect(next[0].id).toBe(13);
      // Legal aid for every expired question: national ones and the states' own, seeded once.
      const { rows: aid } = await database.pool.query(
        "select count(*) filter (where state is null)::int as national, count(distinct state)::int as states from legal_aid_resources",
      );
      expect(aid).toEqual([{ national: 4, states: 45 }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  it("0005 carries data forward: approved attorneys' states become verified licenses; old questions stay open", async () => {
    await withMigrationsBefore("0005", async (q) => {
      await q.query(`insert into users (id, email, password, first_name) values
        ('00000000-0000-0000-0000-00000000000a', 'a@example.com', 'x', 'A'),
        ('00000000-0000-0000-0000-00000000000b', 'b@example.com', 'x', 'B')`);
      const attorney = (approved: boolean, email: string, state: string) =>
        q.query(
          `insert into attorneys (first_name, last_name, email, license_number, practice_state, years_experience,
             law_school, graduation_year, practice_areas, confirmed_at, is_approved, approved_at)
           values ('F', 'L', $1, 'LIC', $2, 3, 'School', 2010, 'Housing', now(), $3, case when $3 then now() end)`,
          [email, state, approved],
        );
      await attorney(true, "approved@example.com", "CA");
      await attorney(false, "pending@example.com", "NY");
      await q.query(`insert into questions (user_id, category_id, title, content) values
        ('00000000-0000-0000-0000-00000000000a', null, 'Old question', 'Asked before states existed')`);

      await migrateAndSeed(q);

      const { rows: licenses } = await q.query(
        `select a.email, l.state, l.status, l.verified_at is not null as verified
         from attorney_licenses l join attorneys a on a.id = l.attorney_id order by a.email`,
      );
      expect(licenses).toEqual([{ email: "approved@example.com", state: "CA", status: "verified", verified: true }]);
      const { rows: old } = await q.query("select state, deadline, opposing_parties from questions");
      expect(old).toEqual([{ state: null, deadline: null, opposing_parties: [] }]);
    });
  });

  it("0009 carries data forward: a claim gets a hold of 72 hours from its claim, and at least a day", async () => {
    await withMigrationsBefore("0009", async (q) => {
      await q.query(`insert into users (id, email, password, first_name) values
        ('00000000-0000-0000-0000-00000000000a', 'a@example.com', 'x', 'A'),
        ('00000000-0000-0000-0000-00000000000b', 'b@example.com', 'x', 'B')`);
      const ask = (status: string, claimedAgo: string | null, answeredAgo: string | null = null) =>
        q.query(
          `insert into questions (user_id, category_id, title, content, status, claimed_by, claimed_at, answered_at)
           values ('00000000-0000-0000-0000-00000000000a', null, $1, 'Content', $1,
             case when $2::interval is null then null else '00000000-0000-0000-0000-00000000000b'::uuid end,
             now() - $2::interval, now() - $3::interval) returning id`,
          [status, claimedAgo, answeredAgo],
        );
      await ask("claimed", "1 hour");
      await ask("claimed", "10 days");
      const answered = (await ask("answered", "5 days", "4 days")).rows[0].id;
      await q.query(
        `insert into follow_ups (question_id, user_id, content, created_at)
         values ($1, '00000000-0000-0000-0000-00000000000a', 'Thanks', now() - interval '2 days')`,
        [answered],
      );
      await ask("withdrawn", null);

      await migrateAndSeed(q);

      const { rows } = await q.query(`select status,
          round(extract(epoch from claim_expires_at - claimed_at) / 3600) as hold_hours,
          round(extract(epoch from claim_expires_at - now()) / 3600) as hours_left,
          round(extract(epoch from now() - last_activity_at) / 86400) as quiet_days,
          closed_at is not null as closed
        from questions order by id`);
      expect(rows).toEqual([
        { status: "claimed", hold_hours: "72", hours_left: "71", quiet_days: null, closed: false },
        { status: "claimed", hold_hours: "264", hours_left: "24", quiet_days: null, closed: false },
        { status: "answered", hold_hours: null, hours_left: null, quiet_days: "2", closed: false },
        { status: "withdrawn", hold_hours: null, hours_left: null, quiet_days: null, closed: true },
      ]);
    });
  });
});

/** Runs `fn` on a fresh database migrated up to (not including) migration `tag`, then drops it. */
async function withMigrationsBefore(tag: string, fn: (pool: pg.Pool) => Promise<void>): Promise<void> {
  const { adminUrl, prefix } = inject("testDb");
  const name = `${prefix}_m${tag}_${process.pid}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const database = createDatabase(withDatabase(adminUrl, name));
  // The migrations as they were before `tag`: the same folder with a journal that ends just before it.
  const before = await mkdtemp(path.join(tmpdir(), "migrations-"));
  try {
    await cp(path.resolve("migrations"), before, { recursive: true });
    const journalPath = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < tag);
    await writeFile(journalPath, JSON.stringify(journal));
    await migrate(drizzle(database.pool), { migrationsFolder: before });
    await fn(database.pool);
  } finally {
    await rm(before, { recursive: true, force: true });
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

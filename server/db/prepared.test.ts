import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { insertUser } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { withTransaction } from "./index";
import { prepared } from "./prepared";

const h = useTestApp();

describe("prepared", () => {
  it("builds a query once per database and runs it with new values each time", async () => {
    let builds = 0;
    const byId = prepared((db, name) => {
      builds += 1;
      return db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare(name);
    });
    const [a, b] = [await insertUser(h), await insertUser(h)];
    expect(await byId(h.ctx.database.db).execute({ id: a.id })).toEqual([{ email: a.email }]);
    expect(await byId(h.ctx.database.db).execute({ id: b.id })).toEqual([{ email: b.email }]);
    expect(builds).toBe(1);
    // Another database (here a transaction's) gets a query of its own.
    await withTransaction(h.ctx.database, async (tx) =>
      expect(await byId(tx.db).execute({ id: a.id })).toHaveLength(1),
    );
    expect(builds).toBe(2);
  });

  it("names the statement once per connection, and Postgres plans each run with its values", async () => {
    const user = await insertUser(h);
    const byId = prepared((db, name) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare(name),
    );
    const stats = await withTransaction(h.ctx.database, async (tx) => {
      for (let i = 0; i < 8; i++) await byId(tx.db).execute({ id: user.id });
      const ours = `select "id" from "users" where "users"."id" = $1`;
      return (
        await tx.client.query("select generic_plans, custom_plans from pg_prepared_statements where statement = $1", [
          ours,
        ])
      ).rows;
    });
    expect(stats).toEqual([{ generic_plans: "0", custom_plans: "8" }]);
  });
});

import type { Database, Db } from "./index";

/**
 * A query that drizzle builds once per database and then only runs, as a named statement that each pooled
 * connection parses once. Building the SQL of a select cost about as much of the server's CPU as running it,
 * and every statement's text went over the socket each time (decision 011; docs/performance.md, "What bounds each figure").
 * On `Database.db` every connection runs with plan_cache_mode = force_custom_plan (server/db/index.ts), so Postgres
 * still plans each run with its values, exactly as `EXPLAIN` in the benchmark shows, and partial indexes stay usable.
 * Run on `Database.plannedOnceDb`, it is planned once per connection with a generic plan (docs/decisions/049).
 */
let statements = 0;
export function prepared<Q>(build: (db: Db, name: string) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  const name = `cc_${++statements}`;
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A statement written as SQL text, one per shape (the queue page: a two-part order the builder cannot say), run on
 * the connections that plan it once (`Database.plannedOnce`): a named statement that each of them parses and plans
 * with a generic plan on its first run, then only executes. Planning it anew cost about as much as running it
 * (docs/performance.md, "What bounds each figure").
 */
export function plannedOnceText<Row extends object>(text: string) {
  const name = `cc_${++statements}`;
  return async (database: Pick<Database, "plannedOnce">, values: unknown[]): Promise<Row[]> =>
    (await database.plannedOnce.query<Row>({ name, text, values })).rows;
}

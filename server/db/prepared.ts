import type { Db } from "./index";

/**
 * A query that drizzle builds once per database and then only runs, as a named statement that each pooled
 * connection parses once. Building the SQL of a select cost about as much of the server's CPU as running it,
 * and every statement's text went over the socket each time (decision 011; docs/performance.md, "What bounds each figure").
 * Every connection runs with plan_cache_mode = force_custom_plan (server/db/index.ts), so Postgres still plans
 * each run with its values, exactly as `EXPLAIN` in the benchmark shows, and partial indexes stay usable.
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
 * A statement written as SQL text (for a query the builder cannot say, such as the queue's two-part order),
 * run the same way: a named statement that each pooled connection parses once, planned with its values.
 */
export function preparedText<Row extends object>(text: string) {
  const name = `cc_${++statements}`;
  return async (db: Db, values: unknown[]): Promise<Row[]> =>
    (await db.$client.query<Row>({ name, text, values })).rows;
}

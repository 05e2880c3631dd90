import type { Db } from "./index";

/**
 * A query that drizzle builds once per database and then only runs. Building the SQL of a select was about as
 * much of the server's CPU as everything else in a small read (docs/performance.md, "prepared queries"), and
 * the hot reads are the same statement every time. The statement stays unnamed (name ""), so Postgres still
 * plans each run with its values, exactly as `EXPLAIN` in the benchmark shows, and partial indexes stay usable.
 */
export function prepared<Q>(build: (db: Db, name: "") => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, "");
      built.set(db, query);
    }
    return query;
  };
}

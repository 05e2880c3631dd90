import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * JSON text that Postgres built, sent as the response body as it is. For the lists, whose rows Node would
 * otherwise parse, map, copy into DTOs and stringify again: that was most of what a list cost the server over
 * the floor (docs/performance.md), and Postgres does it on the other core.
 */
export type JsonText<T> = string & { readonly __shape?: T };

/** A timestamptz as Date#toISOString writes it: UTC, milliseconds (truncated, as the pg driver's parser does). */
export const isoTimestamp = (column: AnyColumn | SQL) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `coalesce(json_agg(json_build_object('key', value, ...) order by ...), '[]')::text`: every row of the query as
 * one JSON array, with exactly the keys given (the allowlist of what leaves the server), in the given order.
 */
export function jsonArray<T>(fields: Record<string, AnyColumn | SQL>, orderBy: SQL): SQL<JsonText<T>> {
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => {
      if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  );
  return sql<JsonText<T>>`coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]')::text`;
}

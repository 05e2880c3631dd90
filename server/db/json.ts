import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * JSON text that Postgres built, sent as the response body as it is. For the lists, whose rows Node would
 * otherwise parse, map, copy into DTOs and stringify again: that was most of what a list cost the server over
 * the floor (docs/performance.md), and Postgres does it on the other core.
 */
declare const jsonShape: unique symbol;
/**
 * A brand, not an annotation: only jsonArray makes one, so a plain string (or JSON of another shape) cannot be
 * passed off as the body of a list.
 */
export type JsonText<T> = string & { readonly [jsonShape]: T };

/** A timestamptz as Date#toISOString writes it: UTC, milliseconds (truncated, as the pg driver's parser does). */
export const isoTimestamp = (column: AnyColumn | SQL) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `coalesce(json_agg(json_build_object('key', value, ...) order by ...), '[]')::text`: every row of the query as
 * one JSON array, with exactly the keys given (the allowlist of what leaves the server), in the given order.
 * The keys are the DTO's: the compiler refuses a missing one and an extra one.
 */
export function jsonArray<Row extends object>(
  fields: { [K in keyof Row]-?: AnyColumn | SQL },
  orderBy: SQL,
): SQL<JsonText<Row[]>> {
  const pairs = sql.join(
    Object.entries<AnyColumn | SQL>(fields).map(([key, value]) => {
      if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  );
  return sql<JsonText<Row[]>>`coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]')::text`;
}

const dialect = new PgDialect();

/**
 * An SQL expression as plain text, for a hand-written statement (the queue page, the sweeps): the expression must carry
 * no bound values, only SQL (its own `$n` placeholders included, as `sql.raw`).
 */
export function asSqlText(expression: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(expression);
  if (params.length > 0) throw new Error("asSqlText takes SQL without bound values");
  return text;
}

/** A column of a hand-written statement (an alias's column), for jsonArray and isoTimestamp. */
export const rawColumn = (name: string): SQL => sql.raw(name);

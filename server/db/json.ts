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
  return sql<JsonText<Row[]>>`coalesce(json_agg(json_build_object(${pairsOf(fields)}) order by ${orderBy}), '[]')::text`;
}

declare const jsonValue: unique symbol;
/** An SQL expression whose value is one JSON value as text (never SQL null), made by jsonIso or jsonWord. */
export type JsonValueSql = SQL<string> & { readonly [jsonValue]: true };

/** A timestamptz as JSON text (jsonArray's string, or `null`): to_char's digits need no escaping. */
export const jsonIso = (column: AnyColumn | SQL) =>
  sql`coalesce('"' || ${isoTimestamp(column)} || '"', 'null')` as JsonValueSql;

/**
 * A column that holds one of these plain words as JSON text, each written out in the statement; anything else (never
 * seen) goes through to_json, so the text stays JSON whatever the column holds.
 */
export function jsonWord(column: AnyColumn | SQL, words: readonly string[]): JsonValueSql {
  const cases = words.map((w) => {
    if (!/^[a-z_]+$/.test(w)) throw new Error(`not a plain word: ${w}`);
    return sql.raw(`when '${w}' then '"${w}"'`);
  });
  return sql`coalesce(case ${column} ${sql.join(cases, sql` `)} else to_json(${column})::text end, 'null')` as JsonValueSql;
}

/**
 * jsonArray for rows whose JSON opens with text Postgres stored (`head`: `{"key" : value, …` with no closing brace,
 * docs/decisions/050), so that what it holds is not escaped again on every read: each item is the head, then the
 * other fields, in order. The fields are joined as text, not built by json_build_object or to_json, which look up
 * each argument's type on every call: 4 fields of 50 rows cost as much as the rest of the page (docs/decisions/050).
 * The compiler holds `fields` to the DTO's keys but the head's (`Head`).
 */
export function jsonArrayAfterHead<Row extends object, Head extends keyof Row>(
  head: AnyColumn | SQL,
  fields: { [K in Exclude<keyof Row, Head>]-?: JsonValueSql },
  orderBy: SQL,
): SQL<JsonText<Row[]>> {
  const rest = Object.entries<JsonValueSql>(fields).map(([key, value]) => {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
    return sql`${sql.raw(`', "${key}" : '`)} || ${value}`;
  });
  const item = sql`${head} || ${sql.join(rest, sql` || `)} || '}'`;
  return sql<JsonText<Row[]>>`'[' || coalesce(string_agg(${item}, ', ' order by ${orderBy}), '') || ']'`;
}

/** `'key', value, …` for json_build_object, each key a plain word. */
function pairsOf(fields: Record<string, AnyColumn | SQL>): SQL {
  return sql.join(
    Object.entries<AnyColumn | SQL>(fields).map(([key, value]) => {
      if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  );
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

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
  return sql<
    JsonText<Row[]>
  >`coalesce(json_agg(json_build_object(${pairsOf(fields)}) order by ${orderBy}), '[]')::text`;
}

declare const jsonValue: unique symbol;
/** An SQL expression whose value is one JSON value as text (never SQL null), made by the json… helpers below. */
export type JsonValueSql = SQL<string> & { readonly [jsonValue]: true };
const jsonValueOf = (expression: SQL) => expression as JsonValueSql;

/** A timestamptz as JSON text (jsonArray's string, or `null`): to_char's digits need no escaping. */
export const jsonIso = (column: AnyColumn | SQL) =>
  jsonValueOf(sql`coalesce('"' || ${isoTimestamp(column)} || '"', 'null')`);
/** A date as JSON writes it (`"2026-12-01"`), or `null`: to_char, so that no DateStyle setting changes it. */
export const jsonDate = (column: AnyColumn | SQL) =>
  jsonValueOf(sql`coalesce('"' || to_char(${column}, 'YYYY-MM-DD') || '"', 'null')`);
// A value whose text in Postgres is already its JSON (an integer's digits, a boolean's true or false), or `null`.
const ownText = (column: AnyColumn | SQL) => jsonValueOf(sql`coalesce(${column}::text, 'null')`);
/** An integer as JSON text, or `null`. */
export const jsonInteger = ownText;
/** A boolean as JSON text (`true`, `false`), or `null`. */
export const jsonBoolean = ownText;
/** A uuid as JSON text, or `null`: its hex digits and dashes need no escaping. */
export const jsonUuid = (column: AnyColumn | SQL) => jsonValueOf(sql`coalesce('"' || ${column}::text || '"', 'null')`);
/** Any text as a JSON string, escaped by to_json, or `null`: for text people wrote. */
export const jsonString = (column: AnyColumn | SQL) => jsonValueOf(sql`coalesce(to_json(${column})::text, 'null')`);
/** JSON text built by hand in SQL (a nested object); the caller answers for it being JSON, and never SQL null. */
export const jsonWritten = (expression: SQL) => jsonValueOf(expression);

/**
 * A column that holds one of these plain words as JSON text, each written out in the statement; anything else (never
 * seen) goes through to_json, so the text stays JSON whatever the column holds.
 */
export function jsonWord(column: AnyColumn | SQL, words: readonly string[]): JsonValueSql {
  const cases = words.map((w) => {
    if (!/^[a-z0-9_.]+$/.test(w)) throw new Error(`not a plain word: ${w}`);
    return sql.raw(`when '${w}' then '"${w}"'`);
  });
  return jsonValueOf(
    sql`coalesce(case ${column} ${sql.join(cases, sql` `)} else to_json(${column})::text end, 'null')`,
  );
}

/** An object's members as text: `, "key" : value` for each field, in order, the first without its comma. */
function membersOf(fields: Record<string, JsonValueSql>, afterOthers: boolean): SQL {
  const members = Object.entries<JsonValueSql>(fields).map(([key, value], i) => {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
    return sql`${sql.raw(`'${afterOthers || i > 0 ? ", " : ""}"${key}" : '`)} || ${value}`;
  });
  return sql.join(members, sql` || `);
}

const arrayOfItems = <Row>(item: SQL, orderBy: SQL) =>
  sql<JsonText<Row[]>>`'[' || coalesce(string_agg(${item}, ', ' order by ${orderBy}), '') || ']'`;

/**
 * jsonArray written as text (docs/decisions/050): each value is made JSON by one of the helpers above and the items
 * are joined by concatenation. json_build_object and to_json look up each argument's type on every call, which for
 * a page of 50 rows cost as much as the rest of the statement. The compiler holds `fields` to the DTO's keys.
 */
export function jsonTextArray<Row extends object>(
  fields: { [K in keyof Row]-?: JsonValueSql },
  orderBy: SQL,
): SQL<JsonText<Row[]>> {
  return arrayOfItems<Row>(sql`'{' || ${membersOf(fields, false)} || '}'`, orderBy);
}

/**
 * jsonTextArray for rows whose JSON opens with text Postgres stored (`head`: `{"key" : value, …` with no closing brace,
 * docs/decisions/050), so that what it holds is not escaped again on every read: each item is the head, then the
 * other fields. The compiler holds `fields` to the DTO's keys but the head's (`Head`).
 */
export function jsonArrayAfterHead<Row extends object, Head extends keyof Row>(
  head: AnyColumn | SQL,
  fields: { [K in Exclude<keyof Row, Head>]-?: JsonValueSql },
  orderBy: SQL,
): SQL<JsonText<Row[]>> {
  return arrayOfItems<Row>(sql`${head} || ${membersOf(fields, true)} || '}'`, orderBy);
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

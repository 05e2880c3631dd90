import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/setup/test-app";
import {
  isoTimestamp,
  jsonArray,
  jsonArrayAfterHead,
  jsonBoolean,
  jsonDate,
  jsonInteger,
  jsonIso,
  jsonString,
  jsonTextArray,
  jsonUuid,
  jsonWord,
  type JsonText,
} from "./json";

const h = useTestApp();

describe("isoTimestamp", () => {
  it("writes exactly what Date#toISOString writes for the Date the driver parses, to the microsecond", async () => {
    const { rows } = await h.ctx.database.pool.query<{ at: Date }>(
      // Microseconds all over the range, and the edges of a second, a day and a year.
      `select ts as at from (
         select timestamptz '2026-11-21 10:00:00+00' + make_interval(secs => g * 0.000137) as ts from generate_series(0, 2000) g
         union all select timestamptz '2026-12-31 23:59:59.999999+00'
         union all select timestamptz '2026-01-01 00:00:00+00'
         union all select timestamptz '2026-06-30 22:30:00.0005-05'
       ) t order by 1`,
    );
    const expected = rows.map((r) => r.at.toISOString());
    const written = await h.ctx.database.db.execute<{ iso: string }>(
      sql`select ${isoTimestamp(sql`ts`)} as iso from (
         select timestamptz '2026-11-21 10:00:00+00' + make_interval(secs => g * 0.000137) as ts from generate_series(0, 2000) g
         union all select timestamptz '2026-12-31 23:59:59.999999+00'
         union all select timestamptz '2026-01-01 00:00:00+00'
         union all select timestamptz '2026-06-30 22:30:00.0005-05'
       ) t order by ts`,
    );
    expect(written.rows.map((r) => r.iso)).toEqual(expected);
  });

  it("keeps null as null", async () => {
    const { rows } = await h.ctx.database.db.execute<{ iso: string | null }>(
      sql`select ${isoTimestamp(sql`null::timestamptz`)} as iso`,
    );
    expect(rows[0]!.iso).toBeNull();
  });
});

describe("jsonArray", () => {
  it("gives the rows in the order asked, with exactly the keys given, and [] for no rows", async () => {
    const list = (upTo: number) =>
      h.ctx.database.db.execute<{ items: string }>(
        sql`select ${jsonArray({ n: sql`g`, label: sql`'item ' || g` }, sql`g desc`)} as items from generate_series(1, ${upTo}::int) g`,
      );
    expect(JSON.parse((await list(3)).rows[0]!.items)).toEqual([
      { n: 3, label: "item 3" },
      { n: 2, label: "item 2" },
      { n: 1, label: "item 1" },
    ]);
    expect((await list(0)).rows[0]!.items).toBe("[]");
  });

  it("refuses a key that is not a plain word (keys are written into the SQL)", () => {
    expect(() => jsonArray({ "a'); drop table users; --": sql`1` }, sql`1`)).toThrow(/not a plain JSON key/);
  });

  it("takes exactly the DTO's keys, and only jsonArray makes JSON text (checked by npm run check)", () => {
    type Dto = { id: number; title: string };
    const both = jsonArray<Dto>({ id: sql`1`, title: sql`'t'` }, sql`1`);
    // @ts-expect-error a key of the DTO is missing
    jsonArray<Dto>({ id: sql`1` }, sql`1`);
    // @ts-expect-error a key the DTO does not have would leave the server
    jsonArray<Dto>({ id: sql`1`, title: sql`'t'`, userId: sql`'u'` }, sql`1`);
    // @ts-expect-error a plain string is not JSON text of any shape
    const forged: JsonText<Dto[]> = "[]";
    expect([both, forged]).toHaveLength(2);
  });
});

describe("jsonTextArray and jsonArrayAfterHead (JSON written as text)", () => {
  // Values JSON must escape, nulls, and a word outside the list given to jsonWord.
  const rows = sql`(values
    (1, timestamptz '2026-11-21 10:00:00.123+00', 'c0ffee00-0000-4000-8000-000000000001'::uuid, 'open', 'A "quoted" \\ name' || chr(10) || chr(1) || ' ñ 💬', true, date '2026-12-01'),
    (2, null, null, 'not.listed "x"', null, false, date '0099-01-09'),
    (null, timestamptz '2026-01-01 00:00:00+00', null, null, '', null, null)
  ) as t(n, at, id, word, text, yes, day)`;
  const fields = {
    n: jsonInteger(sql`t.n`),
    at: jsonIso(sql`t.at`),
    id: jsonUuid(sql`t.id`),
    word: jsonWord(sql`t.word`, ["open", "closed"]),
    text: jsonString(sql`t.text`),
    yes: jsonBoolean(sql`t.yes`),
    day: jsonDate(sql`t.day`),
  };
  const expected = [
    {
      n: 1,
      at: "2026-11-21T10:00:00.123Z",
      id: "c0ffee00-0000-4000-8000-000000000001",
      word: "open",
      text: 'A "quoted" \\ name\n\u0001 ñ 💬',
      yes: true,
      day: "2026-12-01",
    },
    { n: 2, at: null, id: null, word: 'not.listed "x"', text: null, yes: false, day: "0099-01-09" },
    { n: null, at: "2026-01-01T00:00:00.000Z", id: null, word: null, text: "", yes: null, day: null },
  ];

  it("writes each value as JSON, nulls as null, in the order asked, and [] for no rows", async () => {
    const list = async (where: string) =>
      (
        await h.ctx.database.db.execute<{ items: string }>(
          sql`select ${jsonTextArray(fields, sql`t.at nulls first`)} as items from ${rows} where ${sql.raw(where)}`,
        )
      ).rows[0]!.items;
    const all = JSON.parse(await list("true")) as Record<string, unknown>[];
    expect(all).toEqual([expected[1], expected[2], expected[0]]);
    expect(Object.keys(all[0]!)).toEqual(Object.keys(fields));
    expect(await list("false")).toBe("[]");
  });

  it("opens each item with the stored head and follows it with the other keys", async () => {
    const head = sql`left(json_build_object('key', 'head of ' || coalesce(t.n, 0))::text, -1)`;
    const { rows: out } = await h.ctx.database.db.execute<{ items: string }>(
      sql`select ${jsonArrayAfterHead<{ key: string; n: number | null }, "key">(head, { n: fields.n }, sql`t.n desc nulls last`)} as items from ${rows}`,
    );
    expect(JSON.parse(out[0]!.items)).toEqual([
      { key: "head of 2", n: 2 },
      { key: "head of 1", n: 1 },
      { key: "head of 0", n: null },
    ]);
  });

  it("refuses a word or a key that could break out of its quotes", () => {
    expect(() => jsonWord(sql`t.word`, ["it's"])).toThrow(/not a plain word/);
    expect(() => jsonTextArray({ 'a", "b': jsonInteger(sql`1`) }, sql`1`)).toThrow(/not a plain JSON key/);
  });

  it("takes only values made JSON by a helper, and exactly the DTO's keys but the head's", () => {
    type Dto = { id: number; title: string; n: number };
    // @ts-expect-error a bare expression is not yet JSON text
    jsonTextArray<{ n: number }>({ n: sql`1` }, sql`1`);
    // @ts-expect-error a key of the head given again
    jsonArrayAfterHead<Dto, "id" | "title">(sql`'{'`, { n: fields.n, title: fields.text }, sql`1`);
    // @ts-expect-error a key that is neither in the head nor given
    jsonArrayAfterHead<Dto, "id">(sql`'{'`, { n: fields.n }, sql`1`);
    expect(jsonArrayAfterHead<Dto, "id" | "title">(sql`'{'`, { n: fields.n }, sql`1`)).toBeDefined();
  });
});

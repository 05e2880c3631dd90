import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/setup/test-app";
import { isoTimestamp, jsonArray, type JsonText } from "./json";

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

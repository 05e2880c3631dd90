import type { Table } from "drizzle-orm";
import { createInsertSchema } from "drizzle-zod";
import type { z } from "zod";
import type { ColumnsOf } from "@shared/schema/columns";

/**
 * A request body derived from its table with drizzle-zod: the table's insert schema, each named column refined
 * with the shared field (the spec's messages), and only those columns kept. The account, review and timestamp
 * columns can therefore never be set from a body, and a field that is not a column breaks the build.
 *
 * drizzle-zod's types do not pass through a generic helper, so the result is typed as the shared fields' object
 * (which it is at run time: every kept column is refined); table-body.test.ts checks that claim.
 */
export function tableBody<T extends Table, F extends ColumnsOf<T> & z.ZodRawShape>(
  table: T,
  fields: F & Record<Exclude<keyof F, keyof T["$inferInsert"]>, never>,
) {
  const keep: Record<string, true> = Object.fromEntries(Object.keys(fields).map((key) => [key, true] as const));
  const derived = createInsertSchema(table as Table, fields as never) as unknown as z.ZodObject;
  return derived.pick(keep as Record<string, true> & Record<number, never>) as unknown as z.ZodObject<F>;
}

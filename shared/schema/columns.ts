import type { Table } from "drizzle-orm";
import type { ZodType } from "zod";

/**
 * A request body's fields, keyed by a table's insert columns: a field the table does not have is a type error.
 * Type-only, so the client's form schemas stay free of drizzle at run time.
 */
export type ColumnsOf<T extends Table> = { [K in keyof T["$inferInsert"]]?: ZodType };

import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { QuestionStatus } from "@shared/question-life";

/**
 * `status = 'x'` or `status in ('x', 'y')` for statuses of shared/question-life.ts, as literals: a literal lets the
 * planner match the partial indexes that name a status (questions_queue_idx and its kin), which a parameter does
 * not. The statuses are the schema's own enum, never input.
 */
export function statusIn(column: AnyColumn | SQL, statuses: readonly QuestionStatus[]): SQL {
  if (statuses.length === 0) throw new Error("statusIn needs at least one status");
  const list = statuses.map((s) => `'${s}'`);
  return statuses.length === 1
    ? sql`${column} = ${sql.raw(list[0]!)}`
    : sql`${column} in (${sql.raw(list.join(", "))})`;
}

/** The same, as plain SQL text for a hand-written statement (`column` is the column's name there). */
export const statusInText = (column: string, statuses: readonly QuestionStatus[]): string =>
  statuses.length === 1 ? `${column} = '${statuses[0]}'` : `${column} in (${statuses.map((s) => `'${s}'`).join(", ")})`;

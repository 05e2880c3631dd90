import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The last slot a once-a-day job ran for (the retention purge, docs/decisions/022): `slot` is the day number
 * since 1970 by the injectable clock, so every process agrees whether today's run is done.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  slot: bigint("slot", { mode: "number" }).notNull(),
});

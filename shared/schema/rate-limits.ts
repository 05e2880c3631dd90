import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// express-rate-limit counters (fixed windows), shared by every process and kept across restarts.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

import { sql } from "drizzle-orm";
import { index, json, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// connect-pg-simple's table, declared here so migrations own it (and drizzle-kit never proposes dropping it).
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [
    index("IDX_session_expire").on(t.expire),
    // Ending every session of a user (password reset) looks sessions up by the signed-in user id.
    index("session_user_idx").on(sql`(${t.sess}->'passport'->>'user')`),
    // ...and by the user of a sign-in part-way through, whose password step is done and second step is not.
    index("session_pending_user_idx").on(sql`(${t.sess}->'pendingSignIn'->>'userId')`),
  ],
);

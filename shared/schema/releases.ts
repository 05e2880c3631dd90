import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { questions } from "./questions";
import { users } from "./users";

/**
 * A claim given back (docs/decisions/020): by the claiming attorney, with an optional reason, or by an admin.
 * The question is pending again at its old place; the attorney whose claim it was no longer sees it in their
 * queue. The reason is for the service's own records: nobody else is shown it.
 */
export const questionReleases = pgTable(
  "question_releases",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    // The attorney whose claim ended.
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    byAdmin: boolean("by_admin").notNull().default(false),
    // The hold ran out (CLAIM_HOLD_HOURS): nobody gave it back, so the attorney may claim it again if it is
    // still open; it is not hidden from their queue.
    holdRanOut: boolean("hold_ran_out").notNull().default(false),
    reason: text("reason"),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The queue asks "did this attorney give this question back?" for each card.
  (t) => [index("question_releases_question_user_idx").on(t.questionId, t.userId)],
);

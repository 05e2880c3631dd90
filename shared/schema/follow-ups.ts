import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { questions } from "./questions";
import { users } from "./users";

export const followUps = pgTable(
  "follow_ups",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    // Null once the author's account is deleted. An asker's deletion takes their questions (and so these rows)
    // with it, so a follow-up without an author is the attorney's.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("follow_ups_question_idx").on(t.questionId, t.id)],
);

export type FollowUp = typeof followUps.$inferSelect;

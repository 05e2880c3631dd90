import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { questions } from "./questions";
import { users } from "./users";

export const answers = pgTable(
  "answers",
  {
    id: serial("id").primaryKey(),
    // One answer per question.
    questionId: integer("question_id")
      .notNull()
      .unique()
      .references(() => questions.id, { onDelete: "cascade" }),
    // The answering attorney's user id (the same id as questions.claimed_by). Null once their account is deleted:
    // the answer stays, shown as by "a volunteer attorney" (docs/decisions/022).
    attorneyId: uuid("attorney_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    includeDisclaimer: boolean("include_disclaimer").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set from the app's clock by every change that writes the row (docs/architecture.md: one injectable clock), not
    // by the database's or the machine's; the default only fills rows written outside the app.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("answers_attorney_idx").on(t.attorneyId)],
);

export type Answer = typeof answers.$inferSelect;

import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { questions } from "./questions";

// docs/decisions/029: how a question ended, as the outcome figures count it.
export const OUTCOMES = ["open", "answered", "expired", "withdrawn", "closed"] as const;
export type Outcome = (typeof OUTCOMES)[number];

// The asker's "Did this answer help?" when closing (docs/decisions/029).
export const HELPFUL_ANSWERS = ["yes", "partly", "no"] as const;
export type HelpfulAnswer = (typeof HELPFUL_ANSWERS)[number];

/**
 * One anonymous row per question, kept when the question is deleted (docs/decisions/029): no user, no text, no
 * attorney. A trigger on questions (migration 0013) writes it in the statement of each move, so no move can forget
 * it. `question_id` links it to its question while there is one and is set null when the question goes: once the
 * question is deleted the row points at nothing (the audit log keeps question ids with their actors).
 */
export const questionOutcomes = pgTable(
  "question_outcomes",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .unique()
      .references(() => questions.id, { onDelete: "set null" }),
    // The day it was asked, in UTC.
    askedOn: date("asked_on", { mode: "string" }).notNull(),
    state: varchar("state", { length: 2 }),
    // No foreign key: a category removed later leaves the figure as it was.
    categoryId: integer("category_id"),
    language: text("language").notNull().default("en"),
    // From asking to the first claim, and to the answer; null until they happen.
    firstClaimSeconds: integer("first_claim_seconds"),
    answerSeconds: integer("answer_seconds"),
    outcome: text("outcome", { enum: OUTCOMES }).notNull().default("open"),
    helpful: text("helpful", { enum: HELPFUL_ANSWERS }),
  },
  (t) => [
    check("question_outcomes_outcome_check", sql.raw(`outcome in (${OUTCOMES.map((o) => `'${o}'`).join(", ")})`)),
    check("question_outcomes_helpful_check", sql`${t.helpful} is null or ${t.helpful} in ('yes', 'partly', 'no')`),
    // Only the asker's close asks whether the answer helped, and nothing moves a closed question again.
    check("question_outcomes_helpful_closed_check", sql`${t.helpful} is null or ${t.outcome} = 'closed'`),
    check("question_outcomes_state_check", sql`${t.state} ~ '^[A-Z]{2}$'`),
    check(
      "question_outcomes_seconds_check",
      sql`coalesce(${t.firstClaimSeconds}, 0) >= 0 and coalesce(${t.answerSeconds}, 0) >= 0`,
    ),
    // The admin's figures by period, and the asker's expectation for one state.
    index("question_outcomes_asked_idx").on(t.askedOn),
    index("question_outcomes_state_asked_idx").on(t.state, t.askedOn),
  ],
);

export type QuestionOutcome = typeof questionOutcomes.$inferSelect;
export type NewQuestionOutcome = typeof questionOutcomes.$inferInsert;

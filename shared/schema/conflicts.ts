import { index, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { questions } from "./questions";
import { users } from "./users";

/**
 * An attorney's private conflict list (docs/decisions/018): current and former clients, adverse parties.
 * `key` is conflict_key(name), the form that matching compares; nobody but the attorney ever reads `name`.
 */
export const attorneyConflicts = pgTable(
  "attorney_conflicts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    key: text("key").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.position] }),
    index("attorney_conflicts_key_idx").using("gin", t.key.op("gin_trgm_ops")),
  ],
);

/**
 * "Possible conflict" for one attorney and one question, worked out when either side changes (a question is
 * asked; an attorney saves their list), so reading the queue costs one index probe per card instead of
 * comparing every party with every name on the list.
 */
export const conflictFlags = pgTable(
  "conflict_flags",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("conflict_flags_question_idx").on(t.questionId)],
);

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories } from "./categories";
import { users } from "./users";

export const QUESTION_STATUSES = ["pending", "claimed", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .default(1)
      .references(() => categories.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    status: text("status", { enum: QUESTION_STATUSES }).notNull().default("pending"),
    // The claiming attorney's user id.
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("questions_status_check", sql`${t.status} in ('pending', 'claimed', 'answered')`),
    // A question leaves pending only by being claimed, so claimed_at is set exactly when it is not pending.
    check("questions_claimed_at_check", sql`(${t.status} = 'pending') = (${t.claimedAt} is null)`),
    // The queue: pending only, oldest first (ids grow with time), with and without a category filter.
    index("questions_queue_idx")
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index("questions_queue_category_idx")
      .on(t.categoryId, t.id)
      .where(sql`${t.status} = 'pending'`),
    // A user's own questions, newest first.
    index("questions_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // An attorney's claims, newest claim first, keyset-paged on (claimed_at, id). NULLS FIRST is what a plain
    // `order by ... desc` means; with drizzle's default NULLS LAST the planner cannot use the index's order and
    // sorts every claim for each page.
    index("questions_claimed_by_idx")
      .on(t.claimedBy, t.claimedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.claimedBy} is not null`),
  ],
);

export type Question = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
  primaryKey,
} from "drizzle-orm/pg-core";
import { categories } from "./categories";
import { LANGUAGES, users } from "./users";

// docs/decisions/020: closed (the asker is done), withdrawn (the asker took it back), expired (nobody
// answered in time).
export const QUESTION_STATUSES = ["pending", "claimed", "answered", "closed", "withdrawn", "expired"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

// docs/decisions/018: what kind of date the asker is up against.
export const DEADLINE_TYPES = ["court_date", "filing_deadline", "other"] as const;
/**
 * The most characters of a question's text its queue card carries (docs/decisions/052); question_preview (migration
 * 0023) writes the preview, and queue-card.test.ts holds the two to the same number.
 */
export const QUEUE_PREVIEW_LENGTH = 300;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

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
    // Where the legal problem is (docs/decisions/018); null: open to every approved attorney.
    state: varchar("state", { length: 2 }),
    // A court date or other deadline (section 9.2), a calendar date with no time of day.
    deadline: date("deadline", { mode: "string" }),
    deadlineType: text("deadline_type", { enum: DEADLINE_TYPES }),
    // The other side, as the asker wrote them (section 9.3); question_parties holds their matching keys.
    opposingParties: text("opposing_parties")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The asker answered "no" to "Are you safe right now?" (docs/decisions/025): attorneys see "Safety concern".
    safetyConcern: boolean("safety_concern").notNull().default(false),
    // The language it is written in (docs/decisions/036): only attorneys who read it see it in their queue.
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    status: text("status", { enum: QUESTION_STATUSES }).notNull().default("pending"),
    // The opening of the question's cards as JSON text: `{"id" : …, "title" : …, "content" : …` with no closing brace,
    // the title and text escaped once, here (docs/decisions/047, 050). The claimed list's and the asker's own list's items
    // open with it. Postgres keeps it in step with the row on every insert and update; nothing writes it. Built by
    // question_card_head (migration 0022).
    cardHead: text("card_head")
      .notNull()
      .generatedAlwaysAs(sql`question_card_head(id, title, content)`),
    // The question's queue card (docs/decisions/047, 052): the queue item's JSON text but the attorney's own
    // `possibleConflict`, with no closing brace. Its `content` is a preview (question_preview: about the first 300
    // characters, cut between words) and `contentLength` the whole text's length; the whole text stays on the
    // detail and Compose Answer. Built by question_queue_card (migration 0023).
    queueCard: text("queue_card")
      .notNull()
      .generatedAlwaysAs(
        sql`question_queue_card(id, title, content, category_id, is_anonymous, created_at, state, deadline, deadline_type, opposing_parties, safety_concern, language)`,
      ),
    // The claiming attorney's user id.
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    // When the claim's hold runs out (docs/decisions/020): set at the claim from CLAIM_HOLD_HOURS, so a later
    // change of the setting does not move a promise already made; null whenever the question is not claimed.
    claimExpiresAt: timestamp("claim_expires_at", { withTimezone: true }),
    // When the attorney was reminded that the hold is running out (once per claim).
    claimRemindedAt: timestamp("claim_reminded_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    // The conversation's last move (the answer or a follow-up): an answered question quiet for AUTO_CLOSE_DAYS
    // since then closes by itself.
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    // When it was closed, withdrawn or expired.
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set from the app's clock by every change that writes the row (docs/architecture.md: one injectable clock), not
    // by the database's or the machine's; the default only fills rows written outside the app.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "questions_status_check",
      sql`${t.status} in ('pending', 'claimed', 'answered', 'closed', 'withdrawn', 'expired')`,
    ),
    // A claimed or answered question has its claim time; a pending one has none. A withdrawn or expired one has
    // none either (the claim ended); a closed one keeps it.
    check(
      "questions_claimed_at_check",
      sql`(${t.status} not in ('claimed', 'answered', 'closed') or ${t.claimedAt} is not null)
        and (${t.status} not in ('pending', 'withdrawn', 'expired') or ${t.claimedAt} is null)`,
    ),
    // Only a claimed question has a hold.
    check("questions_claim_expires_at_check", sql`(${t.status} = 'claimed') = (${t.claimExpiresAt} is not null)`),
    check("questions_state_check", sql`${t.state} ~ '^[A-Z]{2}$'`),
    check("questions_language_check", sql`${t.language} in ('en', 'es')`),
    check("questions_deadline_type_check", sql`${t.deadlineType} is null or ${t.deadline} is not null`),
    check("questions_opposing_parties_check", sql`cardinality(${t.opposingParties}) <= 5`),
    // The queue's first part (section 9.2): pending questions with a deadline, soonest first.
    index("questions_queue_deadline_idx")
      .on(t.deadline, t.id)
      .where(sql`${t.status} = 'pending' and ${t.deadline} is not null`),
    // The same first part within one category or one state (the queue's filters).
    index("questions_queue_category_deadline_idx")
      .on(t.categoryId, t.deadline, t.id)
      .where(sql`${t.status} = 'pending' and ${t.deadline} is not null`),
    index("questions_queue_state_deadline_idx")
      .on(t.state, t.deadline, t.id)
      .where(sql`${t.status} = 'pending' and ${t.deadline} is not null`),
    // The rest of the queue within one state, oldest first.
    index("questions_queue_state_idx")
      .on(t.state, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The queue: pending only, oldest first (ids grow with time), with and without a category filter.
    index("questions_queue_idx")
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index("questions_queue_category_idx")
      .on(t.categoryId, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The timed sweeps (section 9.4), each a walk over what is due: holds by their end, pending questions by
    // age, answered ones by their last activity.
    index("questions_claim_hold_idx")
      .on(t.claimExpiresAt)
      .where(sql`${t.status} = 'claimed'`),
    index("questions_pending_age_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index("questions_answered_activity_idx")
      .on(t.lastActivityAt)
      .where(sql`${t.status} = 'answered'`),
    // The retention purge (section 9.5): finished questions by when they ended.
    index("questions_finished_idx")
      .on(t.closedAt)
      .where(sql`${t.status} in ('closed', 'withdrawn', 'expired')`),
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

// A question as the server reads it: every column but the stored cards, which only the lists read (decisions 047, 050).
export type Question = Omit<typeof questions.$inferSelect, "cardHead" | "queueCard">;
export type NewQuestion = typeof questions.$inferInsert;

/**
 * Each opposing party's matching key (conflict_key(): unaccented, lower case, words sorted), with a trigram
 * index so an attorney's new conflict list is checked against open questions without comparing every pair.
 */
export const questionParties = pgTable(
  "question_parties",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    key: text("key").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.position] }),
    index("question_parties_key_idx").using("gin", t.key.op("gin_trgm_ops")),
  ],
);

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { LANGUAGES, users } from "./users";

// How often an approved attorney hears of new questions (docs/decisions/030): `instant` at most once per
// NOTIFY_MIN_GAP_MINUTES, `daily`, `weekly`, or never.
export const NOTIFY_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type NotifyFrequency = (typeof NOTIFY_FREQUENCIES)[number];

export const attorneys = pgTable(
  "attorneys",
  {
    id: serial("id").primaryKey(),
    // The account this application belongs to (docs/architecture.md): set when applying signed in, or later
    // when an account with the same e-mail is verified. Attorney powers always require it.
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull().unique(),
    licenseNumber: text("license_number").notNull(),
    bprNumber: text("bpr_number"),
    practiceState: varchar("practice_state", { length: 2 }).notNull(),
    yearsExperience: integer("years_experience").notNull(),
    lawSchool: text("law_school").notNull(),
    graduationYear: integer("graduation_year").notNull(),
    practiceAreas: text("practice_areas").notNull(),
    specializations: text("specializations"),
    // A signed-out application is held until its address is proven by the e-mailed link (docs/decisions/014):
    // until then confirmed_at is null, admins do not see it, and a new application for the address replaces it.
    // Applications made signed in are confirmed when stored (they carry the account's address).
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // SHA-256 (hex) of the confirmation token, and when it was sent (the link lasts 7 days).
    confirmationToken: text("confirmation_token"),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    isApproved: boolean("is_approved").notNull().default(false),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // When an admin ended the approval (docs/decisions/033): a revoked profile is neither pending nor approved, it
    // is listed as revoked, may be reinstated, and its attorney is told their access ended. Null otherwise.
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Notices of new questions (docs/decisions/030): columns of the profile, not a table of their own, since every
    // approved attorney has exactly one set and the notice job reads them beside is_approved in one scan.
    notifyFrequency: text("notify_frequency", { enum: NOTIFY_FREQUENCIES }).notNull().default("daily"),
    // Categories the notices are narrowed to; empty: all. No foreign key (an array): a removed category matches
    // nothing.
    notifyCategoryIds: integer("notify_category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    notifyLastSentAt: timestamp("notify_last_sent_at", { withTimezone: true }),
    // Set at approval: the first period counts from it, and questions from before it are not "new".
    notifyPeriodStart: timestamp("notify_period_start", { withTimezone: true }),
    // The languages they answer in (docs/decisions/036): their queue holds only questions in one of them.
    languages: text("languages", { enum: LANGUAGES })
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    // The language the application was made in (the applying request's, docs/decisions/039): an admin's decision is
    // mailed in it when no account has the applicant's address.
    locale: text("locale", { enum: LANGUAGES }).notNull().default("en"),
  },
  (t) => [
    check("attorneys_locale_check", sql`${t.locale} in ('en', 'es')`),
    check("attorneys_notify_frequency_check", sql`${t.notifyFrequency} in ('instant', 'daily', 'weekly', 'off')`),
    check("attorneys_years_experience_check", sql`${t.yearsExperience} >= 0`),
    check("attorneys_graduation_year_check", sql`${t.graduationYear} >= 1950`),
    check("attorneys_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check(
      "attorneys_languages_check",
      sql`cardinality(${t.languages}) >= 1 and ${t.languages} <@ array['en', 'es']::text[]`,
    ),
    // The admin's pending list: oldest application first.
    index("attorneys_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.isApproved} = false and ${t.confirmedAt} is not null and ${t.revokedAt} is null`),
    index("attorneys_approved_idx")
      .on(t.approvedAt)
      .where(sql`${t.isApproved} = true`),
    index("attorneys_revoked_idx")
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
    check("attorneys_revoked_not_approved", sql`${t.revokedAt} is null or not ${t.isApproved}`),
    index("attorneys_confirmation_token_idx").on(t.confirmationToken),
  ],
);

export type Attorney = typeof attorneys.$inferSelect;
export type NewAttorney = typeof attorneys.$inferInsert;

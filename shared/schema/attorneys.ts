import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("attorneys_years_experience_check", sql`${t.yearsExperience} >= 0`),
    check("attorneys_graduation_year_check", sql`${t.graduationYear} >= 1950`),
    check("attorneys_email_lowercase", sql`${t.email} = lower(${t.email})`),
    // The admin's pending list: oldest application first.
    index("attorneys_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.isApproved} = false and ${t.confirmedAt} is not null`),
    index("attorneys_approved_idx")
      .on(t.approvedAt)
      .where(sql`${t.isApproved} = true`),
    index("attorneys_confirmation_token_idx").on(t.confirmationToken),
  ],
);

export type Attorney = typeof attorneys.$inferSelect;
export type NewAttorney = typeof attorneys.$inferInsert;

import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const USER_ROLES = ["user", "admin"] as const;

// The languages (docs/decisions/036) live in a module without drizzle, which the client imports too.
import { LANGUAGES } from "../languages";
export { LANGUAGES, type Language } from "../languages";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index is on the stored value.
    email: text("email").notNull().unique(),
    password: text("password").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    emailVerified: boolean("email_verified").notNull().default(false),
    // Token columns hold SHA-256 hashes (hex), never the token sent by e-mail.
    emailVerificationToken: text("email_verification_token"),
    // When the current verification link was sent: it works for 7 days (docs/decisions/014).
    emailVerificationSentAt: timestamp("email_verification_sent_at", { withTimezone: true }),
    passwordResetToken: text("password_reset_token"),
    passwordResetExpires: timestamp("password_reset_expires", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    // The onboarding tour was finished or skipped on some device (docs/decisions/025): it does not open by itself again.
    tourCompletedAt: timestamp("tour_completed_at", { withTimezone: true }),
    // The account's language (docs/decisions/036): its screens, its e-mails, and its questions unless it says.
    locale: text("locale", { enum: LANGUAGES }).notNull().default("en"),
    // Discreet e-mail (docs/decisions/034): every message to this account has a neutral sender name and subject.
    discreetMail: boolean("discreet_mail").notNull().default(false),
    // When the account's last second factor was turned off (docs/decisions/031): no session's proof from before it
    // counts, even one a request still under way saves back.
    secondFactorsOffAt: timestamp("second_factors_off_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set from the app's clock by every change that writes the row (docs/architecture.md: one injectable clock), not
    // by the database's or the machine's; the default only fills rows written outside the app.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_locale_check", sql`${t.locale} in ('en', 'es')`),
    index("users_email_verification_token_idx").on(t.emailVerificationToken),
    index("users_password_reset_token_idx").on(t.passwordResetToken),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";

// pg reads bytea as a Buffer (a Uint8Array) and writes any Uint8Array as bytea.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * An account's authenticator app (docs/decisions/031). The secret is encrypted at rest (server/lib/secret-box.ts).
 * `enabledAt` null: set up but not yet proven with a code, so it does not guard sign-in. `lastUsedStep` is the
 * 30-second step of the last code accepted: a code of that step or an earlier one is refused, so no code works twice.
 */
export const totpFactors = pgTable("totp_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Ten single-use recovery codes per set, stored as SHA-256 hashes; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** A WebAuthn credential (passkey). `id` is the credential id, base64url, as the browser names it. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A name the person can tell apart in the list ("Passkey added 26 Nov 2026" unless they give one).
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * A WebAuthn challenge, single-use: verifying deletes it (DELETE ... RETURNING), and it is refused after `expiresAt`
 * by the injected clock. A registration challenge belongs to the signed-in account; a sign-in challenge to nobody yet.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("webauthn_challenges_purpose_check", sql`${t.purpose} in ('register', 'login')`),
    index("webauthn_challenges_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A code tried for an account and not (yet) found right, at the app's clock (docs/decisions/031): the wrong-code limit
 * counts the account's tries of the last 15 minutes. A try is written before its code is checked and removed when the
 * code was right; tries older than the window are removed as new ones come.
 */
export const twoFactorTries = pgTable(
  "two_factor_tries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("two_factor_tries_user_at_idx").on(t.userId, t.at), index("two_factor_tries_at_idx").on(t.at)],
);

export type TotpFactor = typeof totpFactors.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;

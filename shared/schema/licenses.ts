import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { attorneys } from "./attorneys";

export const LICENSE_STATUSES = ["pending", "verified"] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/**
 * Where an attorney may practice (docs/decisions/018). The application's state is the first license,
 * verified when the application is approved; more are added from the dashboard and verified by an admin. A
 * rejected license is deleted. Questions reach an attorney only in their verified states.
 */
export const attorneyLicenses = pgTable(
  "attorney_licenses",
  {
    id: serial("id").primaryKey(),
    attorneyId: integer("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 2 }).notNull(),
    licenseNumber: text("license_number").notNull(),
    status: text("status", { enum: LICENSE_STATUSES }).notNull().default("pending"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("attorney_licenses_attorney_state_key").on(t.attorneyId, t.state),
    check("attorney_licenses_status_check", sql`${t.status} in ('pending', 'verified')`),
    check("attorney_licenses_verified_check", sql`(${t.status} = 'verified') = (${t.verifiedAt} is not null)`),
    check("attorney_licenses_state_check", sql`${t.state} ~ '^[A-Z]{2}$'`),
    // The admin's list of licenses to verify, oldest first.
    index("attorney_licenses_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type AttorneyLicense = typeof attorneyLicenses.$inferSelect;

import { index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";

/**
 * Where to turn when no volunteer could answer (docs/decisions/020): per state, and national ones (state null)
 * that every expired question's page lists. Seeded once (server/db/legal-aid-seed.ts); kept as data so that an
 * admin can edit it later without a release.
 */
export const legalAidResources = pgTable(
  "legal_aid_resources",
  {
    id: serial("id").primaryKey(),
    state: varchar("state", { length: 2 }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("legal_aid_resources_state_idx").on(t.state, t.position)],
);

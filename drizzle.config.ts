import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate`, which diffs shared/schema against migrations/ and needs no database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://localhost/unused" },
});

import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// One catalog per language for the whole interface (docs/decisions/038). English is the source: its messages are the
// spec's texts as written in the code. `npm run lint` fails when a Spanish message is missing or the catalogs are
// stale against the code (scripts/check-messages.ts).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/client/src/locales/{locale}/messages",
      include: ["<rootDir>/client/src"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**"],
    },
  ],
  // No line numbers: a catalog changes only when a message does.
  format: formatter({ lineNumbers: false }),
});

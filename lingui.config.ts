import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The files of the landing page's first download (docs/performance.md): their messages are the `landing` catalog,
// loaded before the first draw; every other screen's are the `screens` catalog, loaded with the screens
// (docs/decisions/038). A file added to the first download belongs here too: a message the page needs and does not
// have is reported as a console error (client/src/lib/i18n.ts), which fails the browser journeys.
const FIRST_DOWNLOAD = [
  "<rootDir>/client/src/main.tsx",
  "<rootDir>/client/src/app",
  "<rootDir>/client/src/components",
  "<rootDir>/client/src/config",
  "<rootDir>/client/src/hooks",
  "<rootDir>/client/src/lib",
  "<rootDir>/client/src/features/landing",
  "<rootDir>/client/src/features/auth/components/email-verification-notice.tsx",
  "<rootDir>/client/src/pages/landing.tsx",
];
const NOT_MESSAGES = ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**", "<rootDir>/client/src/test/**"];

// Per language, the two catalogs hold every message of the interface once; English is the source: its messages are
// the spec's texts as written in the code. `npm run lint` fails when a Spanish message is missing or a catalog is
// stale against the code (scripts/check-messages.ts).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    { path: "<rootDir>/client/src/locales/{locale}/landing", include: FIRST_DOWNLOAD, exclude: NOT_MESSAGES },
    {
      path: "<rootDir>/client/src/locales/{locale}/screens",
      include: ["<rootDir>/client/src"],
      // (Exclusions are globs: a folder is excluded with everything under it.)
      exclude: [...FIRST_DOWNLOAD.flatMap((path) => [path, `${path}/**`]), ...NOT_MESSAGES],
    },
  ],
  // No line numbers: a catalog changes only when a message does.
  format: formatter({ lineNumbers: false }),
});

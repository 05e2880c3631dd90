import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "../../server/db/embedded";
import { startAppProcess } from "../setup/app-process";
import { cloneTemplateDatabase } from "../setup/databases";

export interface JourneyApp {
  baseURL: string;
  outboxDir: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built app for one journey file: its own database (a clone of the run's template), port, outbox and data
 * directory, so files may run at the same time. `label` names the app's log, kept in test-results for when a journey
 * fails: which request answered 500, and why. `env` overrides the configuration for this file.
 */
export async function startJourneyApp(label: string, env: Record<string, string> = {}): Promise<JourneyApp> {
  const { appDir } = inject("e2e");
  const database = await cloneTemplateDatabase();
  const own = fs.mkdtempSync(path.join(path.dirname(appDir), `${label}-`));
  const outboxDir = path.join(own, "outbox");
  // A free port can be handed to two files starting at once; the one that loses it exits, and tries another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      if (attempt === 3 || !/could not listen on port/.test(String(error))) throw error;
    }
  }

  async function startOn(port: number): Promise<JourneyApp> {
    const baseURL = `http://localhost:${port}`;
    const app = await startAppProcess(
      {
        DATABASE_URL: database.url,
        PORT: String(port),
        APP_ORIGIN: baseURL,
        DATA_DIR: path.join(own, "data"),
        MAIL_OUTBOX_DIR: outboxDir,
        SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
        // Journeys register many accounts from one address; the limits themselves are proven by API tests.
        RATE_LIMIT_AUTH_MAX: "100000",
        RATE_LIMIT_LOGIN_MAX: "100000",
        RATE_LIMIT_LOGIN_IP_MAX: "100000",
        RATE_LIMIT_LOGIN_EMAIL_MAX: "100000",
        RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: "100000",
        RATE_LIMIT_QUESTIONS_PER_DAY: "100000",
        RATE_LIMIT_API_MAX: "100000",
        // The timed changes' job looks every second, so a journey that moves a due date into the past sees the real
        // scheduler act at once (docs/decisions/020).
        JOBS_INTERVAL_SECONDS: "1",
        // Quick exit's neutral site; journeys answer it themselves (no network here).
        QUICK_EXIT_URL: "https://neutral.example/",
        // Admins and attorneys sign in with a password alone, except in the journey that proves the second-factor
        // requirement itself (two-step.test.ts, docs/decisions/031).
        REQUIRE_2FA_ROLES: "",
        // Passwords at bcrypt's lowest cost (docs/decisions/043): each account a journey registers cost a
        // fifth of a second of CPU at the real cost, which the API tests prove is the one stored.
        PASSWORD_HASH_COST: "4",
        ...env,
      },
      [process.execPath, "dist/server/server/index.js"],
      appDir,
    );
    return {
      baseURL,
      outboxDir,
      databaseUrl: database.url,
      async stop() {
        await app.stop();
        fs.mkdirSync("test-results", { recursive: true });
        fs.writeFileSync(path.join("test-results", `e2e-app-${label}.log`), app.output.join("\n") + "\n");
        await database.drop();
        fs.rmSync(own, { recursive: true, force: true });
      },
    };
  }
}

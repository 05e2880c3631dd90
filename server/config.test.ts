import { describe, expect, it } from "vitest";
import { BCRYPT_COST, ConfigError, loadConfig } from "./config";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe("loadConfig", () => {
  it("fills the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.appOrigin).toBe("http://localhost:5000");
    expect(c.secureCookies).toBe(false);
    expect(c.mailOutboxDir).toBe(".data/outbox");
    expect(c.rateLimits).toEqual({
      loginMax: 10,
      loginIpMax: 100,
      loginEmailMax: 50,
      authMax: 20,
      apiMax: 600,
      loginAttemptsPerMinute: 30,
      questionsPerDay: 10,
    });
    expect(c.sessionAbsoluteDays).toBe(30);
    expect(c.adminEmails).toEqual([]);
    expect(c.life).toEqual({
      claimHoldMs: 72 * HOUR_MS,
      unansweredMs: 30 * DAY_MS,
      autoCloseMs: 30 * DAY_MS,
      retentionMs: 365 * DAY_MS,
    });
    expect(c.jobsIntervalSeconds).toBe(60);
    expect(c.notifyMinGapMs).toBe(60 * 60 * 1000);
    expect(c.quickExitUrl).toBe("https://www.google.com/");
  });

  it("delivers mail in-process unless MAIL_WORKER=off (decision 023)", () => {
    expect(loadConfig({}).mailWorker).toBe(true);
    expect(loadConfig({ MAIL_WORKER: "on" }).mailWorker).toBe(true);
    expect(loadConfig({ MAIL_WORKER: "off" }).mailWorker).toBe(false);
    expect(() => loadConfig({ MAIL_WORKER: "no" })).toThrow(/MAIL_WORKER/);
  });

  it("takes a question's periods as fractions, so a demo can shorten them (docs/decisions/020)", () => {
    const c = loadConfig({ CLAIM_HOLD_HOURS: "0.002", UNANSWERED_DAYS: "0.0001", AUTO_CLOSE_DAYS: "1.5" });
    expect(c.life.claimHoldMs).toBeCloseTo(7200);
    expect(c.life.unansweredMs).toBeCloseTo(8640);
    expect(c.life.autoCloseMs).toBe(36 * HOUR_MS);
    expect(() => loadConfig({ CLAIM_HOLD_HOURS: "0" })).toThrow(/CLAIM_HOLD_HOURS/);
    expect(() => loadConfig({ UNANSWERED_DAYS: "soon" })).toThrow(/UNANSWERED_DAYS/);
    expect(loadConfig({ NOTIFY_MIN_GAP_MINUTES: "0.5" }).notifyMinGapMs).toBe(30_000);
    expect(() => loadConfig({ NOTIFY_MIN_GAP_MINUTES: "0" })).toThrow(/NOTIFY_MIN_GAP_MINUTES/);
    expect(() => loadConfig({ JOBS_INTERVAL_SECONDS: "0.5" })).toThrow(/JOBS_INTERVAL_SECONDS/);
    expect(() => loadConfig({ JOBS_INTERVAL_SECONDS: "43201" })).toThrow(/JOBS_INTERVAL_SECONDS/);
  });

  it.each([
    ["RETENTION_DAYS", "36500"],
    ["UNANSWERED_DAYS", "36500"],
    ["AUTO_CLOSE_DAYS", "36500"],
    ["SESSION_ABSOLUTE_DAYS", "36500"],
    ["CLAIM_HOLD_HOURS", "876000"],
    ["NOTIFY_MIN_GAP_MINUTES", "52560000"],
  ])("takes %s up to a hundred years (%s) and refuses a longer one, naming it", (key, most) => {
    expect(() => loadConfig({ [key]: most })).not.toThrow();
    expect(() => loadConfig({ [key]: String(Number(most) + 1) })).toThrow(
      new RegExp(`${key}: must be at most ${most} \\(a hundred years\\)`),
    );
    expect(() => loadConfig({ [key]: "99999999" })).toThrow(new RegExp(key));
  });

  // docs/decisions/034: the policies and the footer name who runs the service and how to reach them.
  it("takes OPERATOR_NAME and CONTACT_EMAIL, with defaults, and refuses a contact that is no address", () => {
    expect(loadConfig({}).operator).toEqual({ name: "ClearCounsel", contactEmail: "help@clearcounsel.local" });
    expect(loadConfig({ OPERATOR_NAME: " Legal Aid North ", CONTACT_EMAIL: "help@example.org" }).operator).toEqual({
      name: "Legal Aid North",
      contactEmail: "help@example.org",
    });
    expect(() => loadConfig({ CONTACT_EMAIL: "not an address" })).toThrow(/CONTACT_EMAIL/);
  });

  it("takes QUICK_EXIT_URL as an http(s) address only", () => {
    expect(loadConfig({ QUICK_EXIT_URL: "https://weather.example/" }).quickExitUrl).toBe("https://weather.example/");
    expect(() => loadConfig({ QUICK_EXIT_URL: "javascript:alert(1)" })).toThrow(/QUICK_EXIT_URL/);
  });

  it("derives APP_ORIGIN from PORT and marks cookies secure for an https origin", () => {
    expect(loadConfig({ PORT: "8080" }).appOrigin).toBe("http://localhost:8080");
    expect(loadConfig({ APP_ORIGIN: "https://law.example/" }).secureCookies).toBe(true);
  });

  it("lower-cases and splits ADMIN_EMAILS", () => {
    expect(loadConfig({ ADMIN_EMAILS: " A@Example.com,b@example.com ," }).adminEmails).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });

  it("names every bad key", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", RATE_LIMIT_API_MAX: "-1" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
      expect((e as Error).message).toMatch(/RATE_LIMIT_API_MAX/);
    }
  });

  it("refuses to run in production without DATABASE_URL, SESSION_SECRET, APP_ORIGIN and TWO_FACTOR_KEY", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /DATABASE_URL[\s\S]*SESSION_SECRET[\s\S]*APP_ORIGIN[\s\S]*TWO_FACTOR_KEY/,
    );
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/app",
      SESSION_SECRET: "x".repeat(40),
      APP_ORIGIN: "https://law.example",
      TWO_FACTOR_KEY: "ab".repeat(32),
    };
    expect(loadConfig(production).isProduction).toBe(true);
    expect(loadConfig(production).twoFactorKey).toEqual(Buffer.from("ab".repeat(32), "hex"));
  });

  it("stores passwords at bcrypt cost 12, which only a test's app may lower (docs/decisions/043)", () => {
    expect(BCRYPT_COST).toBe(12);
    expect(loadConfig({}).passwordHashCost).toBe(12);
    expect(loadConfig({ NODE_ENV: "test" }).passwordHashCost).toBe(12);
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "4" }).passwordHashCost).toBe(4);
    for (const NODE_ENV of ["development", "production"]) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: "4" })).toThrow(
        /PASSWORD_HASH_COST: may be set only when NODE_ENV=test/,
      );
    }
    // Never below bcrypt's own floor, nor above the production cost.
    expect(() => loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "3" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "13" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("takes the second-factor key as 64 hex characters or base64 of 32 bytes, and nothing shorter", () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TWO_FACTOR_KEY: key.toString("base64") }).twoFactorKey).toEqual(key);
    expect(loadConfig({ TWO_FACTOR_KEY: key.toString("base64url") }).twoFactorKey).toEqual(key);
    expect(() => loadConfig({ TWO_FACTOR_KEY: "ab".repeat(16) })).toThrow(/TWO_FACTOR_KEY/);
  });

  it("asks admins for a second factor unless told otherwise, and knows no other role", () => {
    expect(loadConfig({}).require2faRoles).toEqual(["admin"]);
    expect(loadConfig({ REQUIRE_2FA_ROLES: "admin, attorney" }).require2faRoles).toEqual(["admin", "attorney"]);
    expect(loadConfig({ REQUIRE_2FA_ROLES: "" }).require2faRoles).toEqual([]);
    expect(() => loadConfig({ REQUIRE_2FA_ROLES: "asker" })).toThrow(/REQUIRE_2FA_ROLES/);
  });
});

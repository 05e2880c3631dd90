import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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

  it("refuses to run in production without DATABASE_URL, SESSION_SECRET and APP_ORIGIN", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATABASE_URL[\s\S]*SESSION_SECRET[\s\S]*APP_ORIGIN/);
    expect(
      loadConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/app",
        SESSION_SECRET: "x".repeat(40),
        APP_ORIGIN: "https://law.example",
      }).isProduction,
    ).toBe(true);
  });
});

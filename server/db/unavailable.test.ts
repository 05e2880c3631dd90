import pg from "pg";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { isDatabaseUnavailable } from "./index";

// A database that cannot take a request now answers 503, to be tried again, never 500 (docs/architecture.md).
const h = useTestApp();

const withCode = (code: string, message = "refused") => Object.assign(new Error(message), { code });

describe("a database that cannot take the request now", () => {
  it.each([
    ["53300", "too many clients already"],
    ["53400", "configuration limit exceeded"],
    ["57014", "canceling statement due to statement timeout"],
    ["55P03", "canceling statement due to lock timeout"],
    ["55000", 'database "x" is not currently accepting connections'],
  ])("counts %s (%s) as unavailable, also inside a wrapper's cause", (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode(code, message) }))).toBe(true);
  });

  it.each([
    ["23505", "duplicate key value violates unique constraint"],
    ["42P01", "relation does not exist"],
    ["55000", "cannot execute in a read-only transaction"],
  ])("does not count %s (%s): a fault of the query", (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(false);
  });

  it("answers 503 while the database allows no connections, and serves again once it does", async () => {
    const asker = await signedIn(h);
    // From the server's own maintenance database: a database cannot refuse the connection that changes it.
    const url = new URL(h.databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    url.pathname = "/postgres";
    const admin = new pg.Client(url.toString());
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      for (const call of [() => h.agent().get("/api/categories"), () => asker.agent.get("/api/questions/user")]) {
        const res = await call();
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: "Service temporarily unavailable. Please try again shortly." });
      }
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    expect((await asker.agent.get("/api/questions/user")).status).toBe(200);
  });
});

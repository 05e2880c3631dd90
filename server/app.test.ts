import { describe, expect, it } from "vitest";
import { insertUser, TEST_PASSWORD } from "../tests/setup/factories";
import { TEST_ORIGIN, useTestApp } from "../tests/setup/test-app";

const h = useTestApp();

describe("API conventions", () => {
  it("answers unknown /api paths with 404 JSON, never the SPA", async () => {
    const res = await h.agent().get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: "Not found" });
    expect((await h.agent().post("/api/auth/nope").send({})).status).toBe(404);
  });

  it("refuses bodies over 100 kB with 413", async () => {
    const res = await h
      .agent()
      .post("/api/auth/login")
      .send({ email: "a@example.com", password: "x".repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const res = await h.agent().post("/api/auth/login").set("Content-Type", "application/json").send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Request body is not valid JSON" });
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it.each(['"x"', "null", "1", "true"])(
    "says a body of JSON %s is not an object, not that it is not JSON",
    async (body) => {
      const res = await h.agent().post("/api/auth/login").set("Content-Type", "application/json").send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Request body must be a JSON object" });
    },
  );

  it("ignores fields the client may not set", async () => {
    const res = await h.agent().post("/api/auth/register").send({
      email: "new@example.com",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "New",
      lastName: "Person",
      role: "admin",
      emailVerified: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.emailVerified).toBe(false);
    const { rows } = await h.ctx.database.pool.query("select role from users where email = 'new@example.com'");
    expect(rows[0].role).toBe("user");
  });

  it("sends no X-Powered-By header and sets security headers", async () => {
    const res = await h.agent().get("/api/health");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(res.headers["content-security-policy"]).not.toMatch(/unsafe-inline[^;]*;.*script|script-src[^;]*unsafe/);
  });
  it("marks API answers no-store, without an ETag", async () => {
    const user = await insertUser(h);
    const agent = h.agent();
    await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    for (const res of [
      await agent.get("/api/auth/user"),
      await h.agent().get("/api/categories"),
      await h.agent().get("/api/nope"),
    ]) {
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe("GET /api/health", () => {
  it("answers 200 {status:'ok'} when the database answers", async () => {
    const res = await h.agent().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("/live answers without the database; /ready checks the database, the migrations and the mail queue", async () => {
    expect((await h.agent().get("/api/health/live")).body).toEqual({ status: "ok" });
    const ready = await h.agent().get("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", mail: "ok" } });
  });

  it("/ready answers 503 naming the failing check when a migration of this build is not applied", async () => {
    const pool = h.ctx.database.pool;
    const { rows } = await pool.query(
      "delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *",
    );
    try {
      const ready = await h.agent().get("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: "fail", checks: { database: "ok", migrations: "fail", mail: "ok" } });
      expect((await h.agent().get("/api/health/live")).status).toBe(200);
    } finally {
      await pool.query("insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)", [
        rows[0].id,
        rows[0].hash,
        rows[0].created_at,
      ]);
    }
    expect((await h.agent().get("/api/health/ready")).status).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another origin and changes nothing", async () => {
    const user = await insertUser(h);
    const res = await h.agent().post("/api/auth/register").set("Origin", "https://evil.example").send({
      email: "x@example.com",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "X",
      lastName: "Y",
    });
    expect(res.status).toBe(403);
    const { rows } = await h.ctx.database.pool.query("select email from users");
    expect(rows.map((r) => r.email)).toEqual([user.email]);
  });

  it("refuses Origin: null and Sec-Fetch-Site: cross-site, and allows the app's own origin", async () => {
    const body = { email: "nobody@example.com" };
    expect((await h.agent().post("/api/auth/forgot-password").set("Origin", "null").send(body)).status).toBe(403);
    expect(
      (await h.agent().post("/api/auth/forgot-password").set("Sec-Fetch-Site", "cross-site").send(body)).status,
    ).toBe(403);
    expect((await h.agent().post("/api/auth/forgot-password").set("Origin", TEST_ORIGIN).send(body)).status).toBe(200);
  });
});

describe("GET /api/ping", () => {
  it("answers 401 signed out and 200 {ok:true} signed in", async () => {
    expect((await h.agent().get("/api/ping")).status).toBe(401);
    const user = await insertUser(h);
    const agent = h.agent();
    await agent.post("/api/auth/login").send({ email: user.email, password: "correct-horse-battery" });
    const res = await agent.get("/api/ping");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { insertAttorney, insertUser, signedIn, TEST_PASSWORD } from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { hashToken } from "../../lib/tokens";

// At the production cost of a password (BCRYPT_COST), which this file proves the app stores.
const h = useTestApp({ ADMIN_EMAILS: "boss@example.com, Chief@Example.com", PASSWORD_HASH_COST: "" });

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: "Jane.Doe@Example.com",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  firstName: "Jane",
  lastName: "Doe",
  ...overrides,
});

const PUBLIC_USER_KEYS = [
  "createdAt",
  "discreetMail",
  "email",
  "emailVerified",
  "firstName",
  "id",
  "lastName",
  "locale",
  "profileImageUrl",
  "termsAcceptedAt",
  "tourCompletedAt",
];
const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ((res.headers["set-cookie"] as string[] | undefined) ?? []).find((c) => c.startsWith("cc.sid="))?.split(";")[0];

describe("POST /api/auth/register", () => {
  it("creates the account lower-cased, signs it in, and returns only public fields", async () => {
    const agent = h.agent();
    const res = await agent.post("/api/auth/register").send({ ...registration(), userId: "ignored", role: "admin" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(res.body).toMatchObject({
      email: "jane.doe@example.com",
      firstName: "Jane",
      lastName: "Doe",
      emailVerified: false,
    });
    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
    const roles = await agent.get("/api/auth/user/roles");
    expect(roles.body).toEqual({ roles: ["user"] });
  });

  it("dates the account by the app's clock, not the database's", async () => {
    h.clock.advance(3 * 24 * 60 * 60 * 1000);
    const res = await h.agent().post("/api/auth/register").send(registration());
    expect(res.status).toBe(201);
    expect(Math.abs(Date.parse(res.body.createdAt) - h.clock.now().getTime())).toBeLessThan(60_000);
  });

  it("stores a bcrypt hash of cost 12, never the password", async () => {
    await h.agent().post("/api/auth/register").send(registration());
    const [row] = await h.ctx.database.db.select().from(users).where(eq(users.email, "jane.doe@example.com"));
    assert(row);
    expect(row.password).not.toContain("a-long-password");
    expect(row.password).toMatch(/^\$2b\$12\$/);
    expect(row.role).toBe("user");
  });

  it("e-mails a verification link to APP_ORIGIN whose token is stored only as a hash", async () => {
    await h.agent().post("/api/auth/register").send(registration());
    const [mail] = await h.mails();
    assert(mail);
    expect(mail.to).toBe("jane.doe@example.com");
    const link = linkIn(mail);
    expect(link.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await h.ctx.database.db.select().from(users);
    assert(row);
    expect(row.emailVerificationToken).toBe(hashToken(token));
  });

  it("answers 409 when the e-mail is taken, whatever its case", async () => {
    await h.agent().post("/api/auth/register").send(registration());
    const res = await h
      .agent()
      .post("/api/auth/register")
      .send(registration({ email: "JANE.DOE@example.com" }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Invalid email address"],
    [{ password: "short", confirmPassword: "short" }, "password", "Password must be at least 8 characters"],
    [{ confirmPassword: "something-else" }, "confirmPassword", "Passwords don't match"],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
  ])("answers 400 with the spec's message for %o", async (overrides, path, message) => {
    const res = await h.agent().post("/api/auth/register").send(registration(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await h.ctx.database.db.select().from(users)).toHaveLength(0);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, in any e-mail case", async () => {
    const user = await insertUser(h);
    const agent = h.agent();
    const res = await agent.post("/api/auth/login").send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_USER_KEYS);
    expect((await agent.get("/api/auth/user")).body.email).toBe(user.email);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const user = await insertUser(h);
    const wrong = await h.agent().post("/api/auth/login").send({ email: user.email, password: "not-the-password" });
    const unknown = await h
      .agent()
      .post("/api/auth/login")
      .send({ email: "nobody@example.com", password: "whatever1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it.each([
    [{ email: "nope", password: "x" }, "email", "Invalid email address"],
    [{ email: "a@example.com", password: "" }, "password", "Password is required"],
  ])("answers 400 with the spec's message for %o", async (body, path, message) => {
    const res = await h.agent().post("/api/auth/login").send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it("regenerates the session: a new id on login, and the old one no longer works", async () => {
    const first = await signedIn(h);
    const other = await insertUser(h);
    const before = await first.agent.get("/api/auth/user");
    expect(before.status).toBe(200);
    const res = await first.agent.post("/api/auth/login").send({ email: other.email, password: TEST_PASSWORD });
    const newCookie = sessionCookie(res);
    expect(newCookie).toBeDefined();
    const { rows } = await h.ctx.database.pool.query(`select sess->'passport'->>'user' as uid from "session"`);
    expect(rows.map((r) => r.uid)).toEqual([other.id]);
  });
});

describe("POST /api/auth/logout", () => {
  it("destroys the session server-side, so a replayed cookie is signed out", async () => {
    const user = await insertUser(h);
    const agent = h.agent();
    const login = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const cookie = sessionCookie(login)!;
    const out = await agent.post("/api/auth/logout");
    expect(out.status).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/cc\.sid=;/);
    const replay = await h.agent().get("/api/auth/user").set("Cookie", cookie);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: "Unauthorized" });
  });

  it("answers 200 even when nobody is signed in", async () => {
    expect((await h.agent().post("/api/auth/logout")).status).toBe(200);
  });
});

describe("GET /api/auth/user and /api/auth/user/roles", () => {
  it("answer 401 Unauthorized when signed out", async () => {
    for (const path of ["/api/auth/user", "/api/auth/user/roles"]) {
      const res = await h.agent().get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized" });
    }
  });

  it("include attorney when a linked profile exists, approved or not", async () => {
    const { user, agent } = await signedIn(h);
    await insertAttorney(h, { userId: user.id, email: user.email, isApproved: false });
    expect((await agent.get("/api/auth/user/roles")).body).toEqual({ roles: ["user", "attorney"] });
  });

  it("include admin for the admin role", async () => {
    const { agent } = await signedIn(h, { role: "admin" });
    expect((await agent.get("/api/auth/user/roles")).body).toEqual({ roles: ["user", "admin"] });
  });

  it("include admin for a verified address listed in ADMIN_EMAILS, but not an unverified one", async () => {
    const verified = await signedIn(h, { email: "chief@example.com", emailVerified: true });
    expect((await verified.agent.get("/api/auth/user/roles")).body.roles).toContain("admin");
    const unverified = await signedIn(h, { email: "boss@example.com", emailVerified: false });
    expect((await unverified.agent.get("/api/auth/user/roles")).body.roles).not.toContain("admin");
  });
});

describe("GET /api/login", () => {
  it("redirects the browser to the sign-in screen", async () => {
    const res = await h.agent().get("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/login");
  });

  it("keeps the screen to come back to, a path of this site only (docs/decisions/054)", async () => {
    const at = async (next: string) =>
      (await h.agent().get(`/api/login?next=${encodeURIComponent(next)}`)).headers.location;
    expect(await at("/question/12")).toBe("/login?next=%2Fquestion%2F12");
    for (const elsewhere of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/api/auth/user",
      "/Login/",
      "/",
    ]) {
      expect(await at(elsewhere), elsewhere).toBe("/login");
    }
    expect((await h.agent().get("/api/login?next=a&next=b")).headers.location).toBe("/login");
  });
});

import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, users } from "@shared/schema";
import { insertAttorney, insertUser, signedIn, TEST_PASSWORD } from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { hashToken } from "../../lib/tokens";

const h = useTestApp();

async function requestReset(email: string) {
  const res = await h.agent().post("/api/auth/forgot-password").send({ email });
  const mails = (await h.mails()).filter((m) => m.to === email.toLowerCase());
  return { res, token: mails.length ? new URL(linkIn(mails.at(-1)!)).searchParams.get("token")! : undefined, mails };
}

const reset = (token: string, password = "brand-new-password") =>
  h.agent().post("/api/auth/reset-password").send({ token, password, confirmPassword: password });

describe("POST /api/auth/forgot-password", () => {
  it("answers the same whether or not the account exists, and mails only a real account", async () => {
    const user = await insertUser(h);
    const known = await requestReset(user.email);
    const unknown = await requestReset("ghost@example.com");
    expect(known.res.status).toBe(200);
    expect(unknown.res.status).toBe(200);
    expect(unknown.res.body).toEqual(known.res.body);
    expect(known.mails).toHaveLength(1);
    expect(unknown.mails).toHaveLength(0);
  });

  it("mails a /reset-password link on APP_ORIGIN and stores only the token's hash with a 1-hour expiry", async () => {
    const user = await insertUser(h);
    const before = Date.now();
    const { mails, token } = await requestReset(user.email);
    expect(linkIn(mails[0]!).startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
    const [row] = await h.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    assert(row);
    expect(row.passwordResetToken).toBe(hashToken(token!));
    const ttl = row.passwordResetExpires!.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it("answers 400 'Invalid email address' for a malformed e-mail", async () => {
    const res = await h.agent().post("/api/auth/forgot-password").send({ email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: "email", message: "Invalid email address" });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password: the old one stops working and the new one signs in", async () => {
    const user = await insertUser(h);
    const { token } = await requestReset(user.email);
    expect((await reset(token!)).status).toBe(200);
    const old = await h.agent().post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await h.agent().post("/api/auth/login").send({ email: user.email, password: "brand-new-password" });
    expect(fresh.status).toBe(200);
  });

  it("accepts a token once only", async () => {
    const user = await insertUser(h);
    const { token } = await requestReset(user.email);
    expect((await reset(token!)).status).toBe(200);
    const again = await reset(token!, "another-password");
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it("refuses a token an hour old by the app's clock, the clock that issued it", async () => {
    const user = await insertUser(h);
    const { token } = await requestReset(user.email);
    h.clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(token!)).status).toBe(400);
  });

  it("takes a token 59 minutes old", async () => {
    const user = await insertUser(h);
    const { token } = await requestReset(user.email);
    h.clock.advance(59 * 60 * 1000);
    expect((await reset(token!)).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    expect((await reset("made-up-token")).status).toBe(400);
  });

  it("ends every session of that user", async () => {
    const first = await signedIn(h);
    const second = h.agent();
    await second.post("/api/auth/login").send({ email: first.user.email, password: TEST_PASSWORD });
    const bystander = await signedIn(h);
    const { token } = await requestReset(first.user.email);
    await reset(token!);
    expect((await first.agent.get("/api/auth/user")).status).toBe(401);
    expect((await second.get("/api/auth/user")).status).toBe(401);
    expect((await bystander.agent.get("/api/auth/user")).status).toBe(200);
  });

  it.each([
    [{ token: "", password: "long-enough", confirmPassword: "long-enough" }, "token", "Reset token is required"],
    [
      { token: "t".repeat(300), password: "long-enough", confirmPassword: "long-enough" },
      "token",
      "This reset link is invalid or has expired. Please request a new one.",
    ],
    [{ token: "t", password: "short", confirmPassword: "short" }, "password", "Password must be at least 8 characters"],
    [
      { token: "t", password: "long-enough", confirmPassword: "different!" },
      "confirmPassword",
      "Passwords don't match",
    ],
  ])("answers 400 with the spec's message for %o", async (body, path, message) => {
    const res = await h.agent().post("/api/auth/reset-password").send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe("GET /api/auth/verify-email", () => {
  async function registerAndGetLink(email: string) {
    await h.agent().post("/api/auth/register").send({
      email,
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "Sam",
      lastName: "Rivera",
    });
    const mail = (await h.mails()).find((m) => m.to === email)!;
    return new URL(linkIn(mail));
  }

  it("verifies, then redirects to /?verified=1; used again it says the same and changes nothing; a bad token gives /?verified=0", async () => {
    const link = await registerAndGetLink("sam@example.com");
    const first = await h.agent().get(link.pathname + link.search);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe("/?verified=1");
    const [row] = await h.ctx.database.db.select().from(users).where(eq(users.email, "sam@example.com"));
    assert(row);
    expect(row.emailVerified).toBe(true);
    // Opened again (a second click, or a mail scanner opened it first): the address is confirmed, and says so, even
    // past the link's 7 days.
    h.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await h.agent().get(link.pathname + link.search)).headers.location).toBe("/?verified=1");
    const [again] = await h.ctx.database.db.select().from(users).where(eq(users.email, "sam@example.com"));
    expect(again!.updatedAt.getTime()).toBe(row.updatedAt.getTime());
    expect((await h.agent().get("/api/auth/verify-email?token=bogus")).headers.location).toBe("/?verified=0");
    expect((await h.agent().get("/api/auth/verify-email")).headers.location).toBe("/?verified=0");
  });

  it("links an attorney application made signed out with the same e-mail once verified", async () => {
    const application = await insertAttorney(h, { email: "counsel@example.com", userId: null });
    const link = await registerAndGetLink("counsel@example.com");
    let [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, application.id));
    expect(row?.userId).toBeNull();
    await h.agent().get(link.pathname + link.search);
    [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, application.id));
    const [user] = await h.ctx.database.db.select().from(users).where(eq(users.email, "counsel@example.com"));
    assert(user);
    expect(row?.userId).toBe(user.id);
  });
});

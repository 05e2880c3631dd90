// docs/decisions/014, and the attorney re-verification of the migration (docs/decisions/014).
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { users } from "@shared/schema";
import { insertUser, signedIn, signedInAttorney, TEST_PASSWORD } from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";

const h = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD_TOO_LONG = "Password must be at most 72 bytes (accented letters and symbols count as two or more)";

const registration = (email: string, password: string) => ({
  email,
  password,
  confirmPassword: password,
  firstName: "Ana",
  lastName: "Lima",
});
const rowOf = async (email: string) => (await h.ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const open = async (link: string) => {
  const url = new URL(link);
  return (await h.agent().get(`${url.pathname}${url.search}`)).headers.location;
};

describe("passwords are counted in bytes (finding 8)", () => {
  it("refuses 36 accented letters and 36 more, which bcrypt would cut to the first 72 bytes", async () => {
    const res = await h
      .agent()
      .post("/api/auth/register")
      .send(registration("e@example.com", "é".repeat(36) + "A".repeat(36)));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: "password", message: PASSWORD_TOO_LONG });
    expect(await h.ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it("takes exactly 72 bytes, and refuses a longer password at sign-in instead of matching its prefix", async () => {
    const password = "é".repeat(36);
    expect((await h.agent().post("/api/auth/register").send(registration("f@example.com", password))).status).toBe(201);
    expect((await h.agent().post("/api/auth/login").send({ email: "f@example.com", password })).status).toBe(200);
    const longer = await h
      .agent()
      .post("/api/auth/login")
      .send({ email: "f@example.com", password: `${password}A` });
    expect(longer.status).toBe(400);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (currentPassword: string, password: string) => ({
    currentPassword,
    password,
    confirmPassword: password,
  });

  it("answers 400 to a wrong current password and changes nothing", async () => {
    const { user, agent } = await signedIn(h);
    const res = await agent.post("/api/auth/change-password").send(change("not-my-password", "a-new-password"));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: "currentPassword",
      message: "Your current password is not correct",
    });
    expect((await h.agent().post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it("sets the new password, keeps this session and ends every other one", async () => {
    const { user, agent } = await signedIn(h);
    const elsewhere = h.agent();
    expect((await elsewhere.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const res = await agent.post("/api/auth/change-password").send(change(TEST_PASSWORD, "a-brand-new-password"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your password has been changed." });
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);
    expect((await h.agent().post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await h.agent().post("/api/auth/login").send({ email: user.email, password: "a-brand-new-password" })).status,
    ).toBe(200);
  });
});

describe("time limits (finding 10)", () => {
  it("ends a session 30 days after sign-in however active it is", async () => {
    const { agent } = await signedIn(h);
    // Active every week for four weeks: still signed in on day 28.
    for (let week = 1; week <= 4; week++) {
      h.clock.advance(7 * DAY - 60_000);
      expect((await agent.get("/api/auth/user")).status, `week ${week}`).toBe(200);
    }
    h.clock.advance(2 * DAY + 5 * 60_000);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("ends a session 7 days after its last use, by the app's clock, and rolls on with use", async () => {
    const { agent } = await signedIn(h);
    h.clock.advance(7 * DAY - 60_000);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    h.clock.advance(7 * DAY - 60_000);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    h.clock.advance(7 * DAY + 60_000);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("after a session's time ran out, the same cookie signs out, signs in and registers as a signed-out request does", async () => {
    const { user, agent } = await signedIn(h);
    h.clock.advance(7 * DAY + 60_000);
    expect((await agent.post("/api/auth/logout")).status).toBeLessThan(300);
    const { agent: again } = await signedIn(h);
    h.clock.advance(7 * DAY + 60_000);
    const login = await again.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect((await again.get("/api/auth/user")).body.email).toBe(user.email);
    h.clock.advance(31 * DAY);
    const register = await again.post("/api/auth/register").send(registration("late@example.com", "a-long-password"));
    expect(register.status).toBe(201);
    expect((await again.get("/api/auth/user")).body.email).toBe("late@example.com");
    h.clock.advance(7 * DAY + 60_000);
    // The code step with no password step before it: refused as such, not a 500.
    const verify = await again.post("/api/auth/2fa/verify").send({ code: "123456" });
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expect(verify.status).toBeLessThan(500);
  });

  it("refuses a verification link older than 7 days; a fresh one works", async () => {
    expect((await h.agent().post("/api/auth/register").send(registration("g@example.com", TEST_PASSWORD))).status).toBe(
      201,
    );
    const [mail] = await h.mails();
    h.clock.advance(7 * DAY + 60_000);
    expect(await open(linkIn(mail!))).toBe("/?verified=0");
    expect((await rowOf("g@example.com")).emailVerified).toBe(false);
  });
});

describe("an approved attorney with an unproven address gets a fresh link at sign-in", () => {
  it("sends one at sign-in, not again within 10 minutes, again after; the link restores the queue", async () => {
    const { user } = await signedInAttorney(h);
    await h.ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await h.mails(); // the factory's own sign-in happened while verified: nothing sent
    const signIn = async () => {
      const agent = h.agent();
      expect((await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
      return agent;
    };
    const agent = await signIn();
    expect((await agent.get("/api/questions/queue")).status).toBe(403);
    const confirmations = async () =>
      (await h.mails()).filter((m) => m.to === user.email && m.subject === "Confirm your e-mail address");
    expect(await confirmations()).toHaveLength(1);
    await signIn();
    expect(await confirmations()).toHaveLength(1);
    h.clock.advance(11 * 60_000);
    await signIn();
    const sent = await confirmations();
    expect(sent).toHaveLength(2);
    expect(await open(linkIn(sent[1]!))).toBe("/?verified=1");
    expect((await agent.get("/api/questions/queue")).status).toBe(200);
  });

  it("sends one link for sign-ins at the same moment, and that link works", async () => {
    const { user } = await signedInAttorney(h);
    await h.ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await h.mails();
    const agents = Array.from({ length: 5 }, () => h.agent());
    const answers = await Promise.all(
      agents.map((a) => a.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sent = (await h.mails()).filter((m) => m.to === user.email && m.subject === "Confirm your e-mail address");
    expect(sent).toHaveLength(1);
    expect(await open(linkIn(sent[0]!))).toBe("/?verified=1");
  });

  it("sends nothing to a plain account that is unverified", async () => {
    const user = await insertUser(h, { emailVerified: false });
    expect((await h.agent().post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(await h.mails()).toEqual([]);
  });
});

describe("forgot-password does the same work either way (finding 7)", () => {
  it("runs the same statements on users for a known and an unknown address; only the known one gets mail", async () => {
    const known = await insertUser(h);
    const statements = async (email: string) => {
      const spy = vi.spyOn(pg.Client.prototype, "query");
      try {
        expect((await h.agent().post("/api/auth/forgot-password").send({ email })).status).toBe(200);
        return spy.mock.calls
          .map((c) => (typeof c[0] === "string" ? c[0] : ((c[0] as { text?: string }).text ?? "")))
          .filter((text) => /"users"/.test(text));
      } finally {
        spy.mockRestore();
      }
    };
    const forKnown = await statements(known.email);
    const forUnknown = await statements("nobody@example.com");
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.some((t) => /^select/i.test(t.trim()))).toBe(false);
    expect((await h.mails()).map((m) => m.to)).toEqual([known.email]);
  });
});

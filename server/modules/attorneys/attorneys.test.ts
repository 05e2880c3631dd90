import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys } from "@shared/schema";
import {
  insertAttorney,
  insertUser,
  signedIn,
  signedInAdmin,
  signedInAttorney,
  TEST_PASSWORD,
} from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";

const h = useTestApp();

const application = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Atticus",
  lastName: "Finch",
  email: "Atticus.Finch@Example.com",
  licenseNumber: "TN-12345",
  bprNumber: "",
  practiceState: "TN",
  yearsExperience: 12,
  lawSchool: "Vanderbilt Law School",
  graduationYear: 2010,
  practiceAreas: "Family Law, Housing",
  specializations: "",
  ...overrides,
});

const PROFILE_KEYS = [
  "approvedAt",
  "bprNumber",
  "createdAt",
  "email",
  "emailVerified",
  "firstName",
  "graduationYear",
  "id",
  "isApproved",
  "lastName",
  "lawSchool",
  "licenseNumber",
  "practiceAreas",
  "practiceState",
  "specializations",
  "yearsExperience",
];

const rows = () => h.ctx.database.db.select().from(attorneys);

const confirmationMails = async (to: string) =>
  (await h.mails()).filter((m) => m.to === to && m.subject === "Confirm your attorney application");

/** Opens the newest confirmation link sent to `to`, as the mailbox's owner would; returns the redirect. */
async function confirmByMail(to: string): Promise<string | undefined> {
  const mail = (await confirmationMails(to)).at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${to}`);
  const link = new URL(linkIn(mail));
  return (await h.agent().get(`${link.pathname}${link.search}`)).headers.location;
}

describe("POST /api/attorney-application", () => {
  it("stores a signed-out application unapproved, lower-cased and unlinked, and answers 201 {id}", async () => {
    const res = await h.agent().post("/api/attorney-application").send(application());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const [row] = await rows();
    expect(row).toMatchObject({
      id: res.body.id,
      email: "atticus.finch@example.com",
      userId: null,
      isApproved: false,
      approvedAt: null,
      practiceState: "TN",
      bprNumber: null,
      specializations: null,
    });
  });

  it("ignores isApproved, approvedAt and userId sent by the client", async () => {
    const someone = await insertUser(h);
    const res = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ isApproved: true, approvedAt: new Date().toISOString(), userId: someone.id, id: 999 }));
    expect(res.status).toBe(201);
    const [row] = await rows();
    assert(row);
    expect(row).toMatchObject({ isApproved: false, approvedAt: null, userId: null });
    expect(row.id).not.toBe(999);
  });

  it.each([
    [{ firstName: " " }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
    [{ email: "not-an-email" }, "email", "Valid email is required"],
    [{ licenseNumber: "" }, "licenseNumber", "License number is required"],
    [{ practiceState: "ZZ" }, "practiceState", "Practice state is required"],
    [{ practiceState: "Tennessee" }, "practiceState", "Practice state is required"],
    [{ yearsExperience: -1 }, "yearsExperience", "Years of experience must be 0 or more"],
    [{ lawSchool: "" }, "lawSchool", "Law school is required"],
    [{ graduationYear: 1949 }, "graduationYear", "Valid graduation year is required"],
    [{ graduationYear: new Date().getFullYear() + 1 }, "graduationYear", "Valid graduation year is required"],
    [{ practiceAreas: "" }, "practiceAreas", "Practice areas are required"],
  ])("answers 400 with the spec's message for %o and stores nothing", async (overrides, path, message) => {
    const res = await h.agent().post("/api/attorney-application").send(application(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await rows()).toHaveLength(0);
  });

  it("accepts each of the six states as its two-letter code", async () => {
    for (const [i, code] of ["AL", "CA", "FL", "NY", "TX", "TN"].entries()) {
      const res = await h
        .agent()
        .post("/api/attorney-application")
        .send(application({ email: `a${i}@example.com`, practiceState: code }));
      expect(res.status).toBe(201);
    }
    expect((await rows()).map((r) => r.practiceState).sort()).toEqual(["AL", "CA", "FL", "NY", "TN", "TX"]);
  });

  it("answers 409 when a confirmed application for that e-mail exists, whatever its case", async () => {
    await insertAttorney(h, { email: "atticus.finch@example.com" });
    const again = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ email: "ATTICUS.finch@example.com" }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("An application with this email already exists.");
    expect(await rows()).toHaveLength(1);
  });

  it("answers 409 to a signed-in user who already holds an attorney profile, approved or not", async () => {
    for (const approved of [false, true]) {
      const { agent } = await signedInAttorney(h, { approved });
      const res = await agent
        .post("/api/attorney-application")
        .send(application({ email: `other${approved}@example.com` }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("You have already applied as an attorney.");
    }
    expect(await rows()).toHaveLength(2);
  });

  it("answers one 201 and one 409 to a double submit from the same account", async () => {
    const { agent } = await signedIn(h);
    const results = await Promise.all([1, 2].map(() => agent.post("/api/attorney-application").send(application())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rows()).toHaveLength(1);
  });
});

describe("the linking rule (DESIGN.md section 3)", () => {
  it("ties a signed-in application to that account and its e-mail, whatever e-mail was typed", async () => {
    const { user, agent } = await signedIn(h, { emailVerified: false });
    const res = await agent.post("/api/attorney-application").send(application({ email: "someone.else@example.com" }));
    expect(res.status).toBe(201);
    const [row] = await rows();
    assert(row);
    expect(row.userId).toBe(user.id);
    expect(row.email).toBe(user.email);
    expect((await agent.get("/api/auth/user/roles")).body).toEqual({ roles: ["user", "attorney"] });
  });

  it("leaves a signed-out application unlinked while the matching account is unverified", async () => {
    const user = await insertUser(h, { email: "atticus.finch@example.com", emailVerified: false });
    await h.agent().post("/api/attorney-application").send(application());
    const [row] = await rows();
    assert(row);
    expect(row.userId).toBeNull();
    const agent = h.agent();
    await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect((await agent.get("/api/auth/user/roles")).body).toEqual({ roles: ["user"] });
    expect((await agent.get("/api/attorney/profile")).status).toBe(404);
  });

  it("links a confirmed signed-out application once the account verifies its e-mail through the mailed link", async () => {
    await h.agent().post("/api/attorney-application").send(application());
    await confirmByMail("atticus.finch@example.com");
    const agent = h.agent();
    const reg = await agent.post("/api/auth/register").send({
      email: "atticus.finch@example.com",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "Atticus",
      lastName: "Finch",
    });
    expect(reg.status).toBe(201);
    expect((await agent.get("/api/auth/user/roles")).body.roles).not.toContain("attorney");

    const verification = (await h.mails()).find(
      (m) => m.to === "atticus.finch@example.com" && m.subject === "Confirm your e-mail address",
    )!;
    const link = new URL(linkIn(verification));
    const verified = await h.agent().get(`${link.pathname}${link.search}`);
    expect(verified.headers.location).toBe("/?verified=1");

    const [row] = await rows();
    assert(row);
    expect(row.userId).toBe(reg.body.id);
    expect((await agent.get("/api/auth/user/roles")).body).toEqual({ roles: ["user", "attorney"] });
    expect((await agent.get("/api/attorney/profile")).body).toMatchObject({ id: row.id, isApproved: false });
  });

  it("links a signed-out application to a verified account with that e-mail only when its link is opened", async () => {
    const user = await insertUser(h, { email: "atticus.finch@example.com", emailVerified: true });
    await h.agent().post("/api/attorney-application").send(application());
    expect((await rows())[0]!.userId).toBeNull();
    await confirmByMail("atticus.finch@example.com");
    expect((await rows())[0]!.userId).toBe(user.id);
  });

  it("does not link a signed-out application to a verified account that already holds a profile", async () => {
    const user = await insertUser(h, { email: "atticus.finch@example.com", emailVerified: true });
    await insertAttorney(h, { userId: user.id, email: "old.address@example.com" });
    const res = await h.agent().post("/api/attorney-application").send(application());
    expect(res.status).toBe(201);
    await confirmByMail("atticus.finch@example.com");
    const [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, res.body.id));
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.userId).toBeNull();
  });
});

describe("GET /api/attorney/profile", () => {
  it("answers 404 to a user without a linked profile, even when an unlinked one carries their e-mail", async () => {
    const { user, agent } = await signedIn(h);
    await insertAttorney(h, { email: user.email, userId: null });
    expect((await agent.get("/api/attorney/profile")).status).toBe(404);
  });

  it("returns the linked profile with exactly the profile fields, never the account id", async () => {
    const { user, agent, attorney } = await signedInAttorney(h, { approved: false });
    const res = await agent.get("/api/attorney/profile");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PROFILE_KEYS);
    expect(res.body).toMatchObject({ id: attorney.id, isApproved: false, approvedAt: null, practiceState: "TN" });
    expect(JSON.stringify(res.body)).not.toContain(user.id);
  });

  it("shows isApproved true and approvedAt for an approved attorney", async () => {
    const { agent } = await signedInAttorney(h);
    const res = await agent.get("/api/attorney/profile");
    expect(res.body.isApproved).toBe(true);
    expect(new Date(res.body.approvedAt).toString()).not.toBe("Invalid Date");
  });
});

describe("a signed-out application is held until its address confirms it (DESIGN.md section 6)", () => {
  const pendingIds = async () => {
    const { agent } = await signedInAdmin(h);
    return ((await agent.get("/api/admin/attorneys/pending")).body as { id: number }[]).map((a) => a.id);
  };

  it("is held unconfirmed, unseen by admins, and e-mails a link that carries nothing the visitor typed", async () => {
    const typed = application({
      firstName: "Zebulonmarker",
      lastName: "Quixotemarker",
      licenseNumber: "LICMARKER-77",
      lawSchool: "Markertown Law School",
      practiceAreas: "Markerareas",
      specializations: "Markerspecial",
    });
    const res = await h.agent().post("/api/attorney-application").send(typed);
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ confirmedAt: null, userId: null });
    expect(await pendingIds()).not.toContain(res.body.id);

    const mails = await confirmationMails("atticus.finch@example.com");
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]!)).toMatch(/\/api\/attorney-application\/confirm\?token=[\w-]{43}$/);
    const whole = `${mails[0]!.subject}\n${mails[0]!.text}`.toLowerCase();
    for (const marker of [
      "zebulonmarker",
      "quixotemarker",
      "licmarker",
      "markertown",
      "markerareas",
      "markerspecial",
    ]) {
      expect(whole).not.toContain(marker);
    }
  });

  it("goes to review once the link is opened; the link works once", async () => {
    const res = await h.agent().post("/api/attorney-application").send(application());
    expect(await confirmByMail("atticus.finch@example.com")).toBe("/apply-attorney?confirmed=1");
    expect((await rows())[0]!.confirmedAt).not.toBeNull();
    expect(await pendingIds()).toContain(res.body.id);
    expect(await confirmByMail("atticus.finch@example.com")).toBe("/apply-attorney?confirmed=0");
  });

  it("refuses a link older than 7 days, and a made-up one", async () => {
    await h.agent().post("/api/attorney-application").send(application());
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    expect(await confirmByMail("atticus.finch@example.com")).toBe("/apply-attorney?confirmed=0");
    expect((await rows())[0]!.confirmedAt).toBeNull();
    for (const token of ["", "nope", "x".repeat(500)]) {
      const r = await h.agent().get(`/api/attorney-application/confirm?token=${token}`);
      expect(r.status).toBe(302);
      expect(r.headers.location).toBe("/apply-attorney?confirmed=0");
    }
  });

  it("is replaced by a new application for the same address, whose link alone works", async () => {
    await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ licenseNumber: "FIRST-1" }));
    const first = (await confirmationMails("atticus.finch@example.com"))[0]!;
    const second = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ licenseNumber: "SECOND-2" }));
    expect(second.status).toBe(201);
    expect((await rows()).map((r) => r.licenseNumber)).toEqual(["SECOND-2"]);
    const oldLink = new URL(linkIn(first));
    expect((await h.agent().get(`${oldLink.pathname}${oldLink.search}`)).headers.location).toBe(
      "/apply-attorney?confirmed=0",
    );
    expect(await confirmByMail("atticus.finch@example.com")).toBe("/apply-attorney?confirmed=1");
    const third = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ licenseNumber: "THIRD-3" }));
    expect(third.status).toBe(409);
  });

  it("does not attach a stranger's application to a verified account; the owner can still apply (finding 4)", async () => {
    const owner = await insertUser(h, { email: "atticus.finch@example.com", emailVerified: true });
    const attack = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ firstName: "Mallory", licenseNumber: "STOLEN-1" }));
    expect(attack.status).toBe(201);
    const ownerAgent = h.agent();
    await ownerAgent.post("/api/auth/login").send({ email: owner.email, password: TEST_PASSWORD });
    expect((await ownerAgent.get("/api/attorney/profile")).status).toBe(404);

    const own = await ownerAgent.post("/api/attorney-application").send(application({ licenseNumber: "TN-REAL-9" }));
    expect(own.status).toBe(201);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ userId: owner.id, firstName: "Atticus", licenseNumber: "TN-REAL-9" });
  });
});

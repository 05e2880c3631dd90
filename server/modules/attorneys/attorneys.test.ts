import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys } from "@shared/schema";
import { insertAttorney, insertUser, signedIn, signedInAttorney, TEST_PASSWORD } from "../../../tests/setup/factories";
import { application, confirmByMail as openConfirmation, PROFILE_KEYS } from "../../../tests/setup/attorneys";
import { linkIn } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";
import { APPLICATION_WAITS_FOR_CONFIRMATION } from "./attorneys.service";

const h = useTestApp();

const rows = () => h.ctx.database.db.select().from(attorneys);
const confirmByMail = (to: string) => openConfirmation(h, to);

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

  it("judges the graduation year by the app's clock: next year's is taken once the clock reaches that year", async () => {
    const nextYear = h.clock.now().getUTCFullYear() + 1;
    h.clock.advance(366 * 24 * 60 * 60 * 1000);
    const res = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ graduationYear: nextYear }));
    expect(res.status).toBe(201);
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

describe("the linking rule (docs/architecture.md)", () => {
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

  it("tells an unverified account applying for an address whose application waits that confirming it is the step", async () => {
    await insertAttorney(h, { email: "atticus.finch@example.com" });
    const { agent } = await signedIn(h, { email: "atticus.finch@example.com", emailVerified: false });
    const again = await agent.post("/api/attorney-application").send(application());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPLICATION_WAITS_FOR_CONFIRMATION);
    expect(await rows()).toHaveLength(1);
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

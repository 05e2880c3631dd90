import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { attorneyLicenses } from "@shared/schema";
import { insertAttorney, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { findAttorneyRow, REVIEWED_PROFILE_KEYS, type Call } from "../../../tests/setup/attorneys";

const h = useTestApp({ ADMIN_EMAILS: "listed.admin@example.com" });

const calls: [string, Call][] = [
  ["GET /api/admin/attorneys/pending", (a) => a.get("/api/admin/attorneys/pending")],
  ["POST /api/admin/attorneys/:id/approve", (a, id) => a.post(`/api/admin/attorneys/${id}/approve`).send({})],
  ["DELETE /api/admin/attorneys/:id/reject", (a, id) => a.delete(`/api/admin/attorneys/${id}/reject`)],
];

const findRow = (id: number) => findAttorneyRow(h, id);

describe.each(calls)("%s: who may call it", (_name, call) => {
  it("answers 401 Unauthorized when signed out, and changes nothing", async () => {
    const pending = await insertAttorney(h);
    const res = await call(h.agent(), pending.id);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
    expect(await findRow(pending.id)).toMatchObject({ isApproved: false });
  });

  it("answers 403 to a plain user, an unapproved attorney and an approved attorney", async () => {
    const pending = await insertAttorney(h);
    for (const { agent } of [
      await signedIn(h),
      await signedInAttorney(h, { approved: false }),
      await signedInAttorney(h),
    ]) {
      expect((await call(agent, pending.id)).status).toBe(403);
    }
    expect(await findRow(pending.id)).toMatchObject({ isApproved: false });
    expect(await h.mails()).toHaveLength(0);
  });

  it("lets an admin through, whether by stored role or by a verified address in ADMIN_EMAILS", async () => {
    for (const { agent } of [await signedInAdmin(h), await signedIn(h, { email: "listed.admin@example.com" })]) {
      const pending = await insertAttorney(h);
      expect((await call(agent, pending.id)).status).toBe(200);
    }
  });
});

describe("GET /api/admin/attorneys/pending", () => {
  it("lists pending applications only, oldest first, with every profile field", async () => {
    const old = await insertAttorney(h, {
      createdAt: new Date("2024-01-01T00:00:00Z"),
      bprNumber: "BPR-1",
      specializations: "Custody",
    });
    await insertAttorney(h, { isApproved: true, approvedAt: new Date() });
    const recent = await insertAttorney(h, { createdAt: new Date("2024-03-01T00:00:00Z") });
    const { agent } = await signedInAdmin(h);
    const res = await agent.get("/api/admin/attorneys/pending");
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([old.id, recent.id]);
    expect(Object.keys(res.body[0]).sort()).toEqual(REVIEWED_PROFILE_KEYS);
    expect(res.body[0]).toMatchObject({
      bprNumber: "BPR-1",
      specializations: "Custody",
      isApproved: false,
      createdAt: "2024-01-01T00:00:00.000Z",
    });
  });

  it("flags an application whose state and license number another attorney holds or applied with", async () => {
    const holder = await signedInAttorney(h, { states: ["TN"] });
    const [held] = await h.ctx.database.db
      .select()
      .from(attorneyLicenses)
      .where(eq(attorneyLicenses.attorneyId, holder.attorney.id));
    // The same number written another way, the same number in another state, and a different number.
    const copy = await insertAttorney(h, {
      practiceState: "TN",
      licenseNumber: ` ${held!.licenseNumber.toLowerCase()} `,
    });
    const elsewhere = await insertAttorney(h, { practiceState: "KY", licenseNumber: held!.licenseNumber });
    const own = await insertAttorney(h, { practiceState: "TN", licenseNumber: "TN-000001" });
    const { agent } = await signedInAdmin(h);
    const flags = Object.fromEntries(
      ((await agent.get("/api/admin/attorneys/pending")).body as { id: number; duplicateLicense: boolean }[]).map(
        (a) => [a.id, a.duplicateLicense],
      ),
    );
    expect(flags).toEqual({ [copy.id]: true, [elsewhere.id]: false, [own.id]: false });
    // The added license of an approved attorney with the copied number is flagged too, and the applicant is not
    // told on their own profile.
    await h.ctx.database.db
      .insert(attorneyLicenses)
      .values({ attorneyId: holder.attorney.id, state: "KY", licenseNumber: held!.licenseNumber });
    const licenses = (await agent.get("/api/admin/licenses/pending")).body as {
      state: string;
      duplicateLicense: boolean;
    }[];
    expect(licenses).toEqual([expect.objectContaining({ state: "KY", duplicateLicense: true })]);
    expect((await holder.agent.get("/api/attorney/profile")).body).not.toHaveProperty("duplicateLicense");
  });

  it("carries emailVerified of the linked account, false when none, and hides applications held for confirmation", async () => {
    const verified = await signedIn(h, { emailVerified: true });
    const unverified = await signedIn(h, { emailVerified: false });
    const a = await insertAttorney(h, {
      userId: verified.user.id,
      email: verified.user.email,
      createdAt: new Date("2024-01-01T00:00:00Z"),
    });
    const b = await insertAttorney(h, {
      userId: unverified.user.id,
      email: unverified.user.email,
      createdAt: new Date("2024-01-02T00:00:00Z"),
    });
    const c = await insertAttorney(h, { createdAt: new Date("2024-01-03T00:00:00Z") });
    await insertAttorney(h, { confirmedAt: null, createdAt: new Date("2024-01-04T00:00:00Z") });
    const { agent } = await signedInAdmin(h);
    const res = await agent.get("/api/admin/attorneys/pending");
    expect(res.body.map((x: { id: number; emailVerified: boolean }) => [x.id, x.emailVerified])).toEqual([
      [a.id, true],
      [b.id, false],
      [c.id, false],
    ]);
  });

  it("answers an empty list when every application has been reviewed", async () => {
    const { agent } = await signedInAdmin(h);
    expect((await agent.get("/api/admin/attorneys/pending")).body).toEqual([]);
  });
});

describe("POST /api/admin/attorneys/:id/approve", () => {
  it("approves, returns the profile with isApproved and approvedAt, and mails the applicant", async () => {
    const pending = await insertAttorney(h, { firstName: "Atticus", email: "atticus@example.com" });
    const { agent } = await signedInAdmin(h);
    const res = await agent.post(`/api/admin/attorneys/${pending.id}/approve`).send({});
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(REVIEWED_PROFILE_KEYS);
    expect(res.body).toMatchObject({ id: pending.id, isApproved: true });
    expect(Date.now() - new Date(res.body.approvedAt).getTime()).toBeLessThan(60_000);
    expect(await findRow(pending.id)).toMatchObject({ isApproved: true });
    const mails = await h.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "atticus@example.com", subject: "Your attorney application was approved" });
    expect(mails[0]!.text).not.toContain("Atticus");
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/question-queue`);
    // Made while signed out and joined to no account yet: it says how to get one.
    expect(mails[0]!.text).toContain("If you do not have an account yet, register with this e-mail address");
  });

  it("does not ask an applicant whose application is joined to an account to register", async () => {
    const account = await signedIn(h);
    const pending = await insertAttorney(h, { userId: account.user.id, email: account.user.email });
    const { agent } = await signedInAdmin(h);
    expect((await agent.post(`/api/admin/attorneys/${pending.id}/approve`).send({})).status).toBe(200);
    const [mail] = (await h.mails()).filter((m) => m.to === account.user.email);
    expect(mail!.subject).toBe("Your attorney application was approved");
    expect(mail!.text).toContain("Sign in to see the question queue");
    expect(mail!.text).not.toContain("register");
  });

  it("gives the linked account attorney powers: its queue opens after approval", async () => {
    const { agent: attorney } = await signedInAttorney(h, { approved: false });
    expect((await attorney.get("/api/questions/queue")).status).toBe(403);
    const profile = (await attorney.get("/api/attorney/profile")).body;
    const { agent: admin } = await signedInAdmin(h);
    await admin.post(`/api/admin/attorneys/${profile.id}/approve`).send({});
    expect((await attorney.get("/api/questions/queue")).status).toBe(200);
  });

  it("answers 409 when the application is already approved, and mails nobody", async () => {
    const approved = await insertAttorney(h, { isApproved: true, approvedAt: new Date() });
    const { agent } = await signedInAdmin(h);
    const res = await agent.post(`/api/admin/attorneys/${approved.id}/approve`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This application has already been approved");
    expect(await h.mails()).toHaveLength(0);
  });

  it("lets exactly one of two admins approving at once succeed, so the applicant gets one mail", async () => {
    const pending = await insertAttorney(h);
    const admins = [await signedInAdmin(h), await signedInAdmin(h)];
    const results = await Promise.all(
      admins.map(({ agent }) => agent.post(`/api/admin/attorneys/${pending.id}/approve`).send({})),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await h.mails()).toHaveLength(1);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers 400 'Invalid id' for the malformed id %s", async (id) => {
    const { agent } = await signedInAdmin(h);
    const res = await agent.post(`/api/admin/attorneys/${id}/approve`).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid id");
  });

  it("answers 404 for a well-formed id that names no application", async () => {
    const { agent } = await signedInAdmin(h);
    expect((await agent.post("/api/admin/attorneys/999999/approve").send({})).status).toBe(404);
  });
});

describe("DELETE /api/admin/attorneys/:id/reject", () => {
  it("deletes the application and mails the applicant", async () => {
    const pending = await insertAttorney(h, { firstName: "Atticus", email: "atticus@example.com" });
    const { agent } = await signedInAdmin(h);
    const res = await agent.delete(`/api/admin/attorneys/${pending.id}/reject`);
    expect(res.status).toBe(200);
    expect(await findRow(pending.id)).toBeUndefined();
    const mails = await h.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "atticus@example.com", subject: "About your attorney application" });
    expect((await agent.get("/api/admin/attorneys/pending")).body).toEqual([]);
  });

  it("lets the person apply again with the same e-mail after a rejection", async () => {
    const pending = await insertAttorney(h, { email: "atticus@example.com" });
    const { agent } = await signedInAdmin(h);
    await agent.delete(`/api/admin/attorneys/${pending.id}/reject`);
    const again = await h.agent().post("/api/attorney-application").send({
      firstName: "Atticus",
      lastName: "Finch",
      email: "atticus@example.com",
      licenseNumber: "TN-1",
      practiceState: "TN",
      yearsExperience: 3,
      lawSchool: "Vanderbilt",
      graduationYear: 2015,
      practiceAreas: "Housing",
    });
    expect(again.status).toBe(201);
  });

  it("answers 404 for a missing application", async () => {
    const { agent } = await signedInAdmin(h);
    const res = await agent.delete("/api/admin/attorneys/424242/reject");
    expect(res.status).toBe(404);
    expect(await h.mails()).toHaveLength(0);
  });

  it("answers 409 and keeps an approved profile: approved attorneys cannot be rejected", async () => {
    const approved = await insertAttorney(h, { isApproved: true, approvedAt: new Date() });
    const { agent } = await signedInAdmin(h);
    const res = await agent.delete(`/api/admin/attorneys/${approved.id}/reject`);
    expect(res.status).toBe(409);
    expect(await findRow(approved.id)).toBeDefined();
    expect(await h.mails()).toHaveLength(0);
  });

  it.each(["abc", "0", "99999999999"])("answers 400 for the malformed id %s", async (id) => {
    const { agent } = await signedInAdmin(h);
    expect((await agent.delete(`/api/admin/attorneys/${id}/reject`)).status).toBe(400);
  });
});

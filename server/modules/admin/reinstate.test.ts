import { describe, expect, it } from "vitest";
import type { AuditEventDto } from "@shared/api/types";
import { insertAttorney, insertUser, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { application, confirmByMail, findAttorneyRow } from "../../../tests/setup/attorneys";

// docs/decisions/033: a revoked attorney is a state of its own, listed for admins and reinstated by them.
const h = useTestApp();

const auditOf = async (agent: Awaited<ReturnType<typeof signedInAdmin>>["agent"], query = "") =>
  (await agent.get(`/api/admin/audit?limit=200${query}`)).body as AuditEventDto[];

describe("revoked attorneys (docs/decisions/033)", () => {
  it("a revocation is audited, and the attorney leaves the approved list for the revoked one, not the pending one", async () => {
    const attorney = await signedInAttorney(h);
    const admin = await signedInAdmin(h);
    // The injected clock, an hour on: the time written must be its time.
    h.clock.advance(3600 * 1000);
    const before = h.clock.now().getTime();
    expect((await admin.agent.post(`/api/admin/attorneys/${attorney.attorney.id}/revoke`).send({})).status).toBe(200);

    expect((await admin.agent.get("/api/admin/attorneys/pending")).body).toEqual([]);
    expect((await admin.agent.get("/api/admin/attorneys/approved")).body).toEqual([]);
    const revoked = (await admin.agent.get("/api/admin/attorneys/revoked")).body as { id: number; revokedAt: string }[];
    expect(revoked.map((a) => a.id)).toEqual([attorney.attorney.id]);
    const revokedAt = Date.parse(revoked[0]!.revokedAt);
    expect(revokedAt).toBeGreaterThanOrEqual(before);
    expect(revokedAt).toBeLessThanOrEqual(h.clock.now().getTime());
    // The attorney's own profile says the access ended, so their page can say so.
    expect((await attorney.agent.get("/api/attorney/profile")).body).toMatchObject({
      isApproved: false,
      revokedAt: revoked[0]!.revokedAt,
    });

    const [entry] = await auditOf(admin.agent, "&action=attorney.revoked");
    expect(entry).toMatchObject({ actorId: admin.user.id, subjectUserId: attorney.user.id });
    // An approval of the revoked profile is refused: reinstating is the way back, and it is audited as such.
    const approve = await admin.agent.post(`/api/admin/attorneys/${attorney.attorney.id}/approve`).send({});
    expect(approve.status).toBe(409);
  });

  it("the revocation e-mail does not ask for a reply to an address that takes none", async () => {
    const attorney = await signedInAttorney(h);
    const admin = await signedInAdmin(h);
    await admin.agent.post(`/api/admin/attorneys/${attorney.attorney.id}/revoke`).send({});
    const [mail] = await h.mails();
    expect(mail?.text).not.toMatch(/\breply to\b/i);
    expect(mail?.text).toContain("This address does not receive replies.");
    expect(mail?.text).toContain("/attorney-dashboard");
  });

  it("reinstating gives the approval back, is audited and e-mailed in neutral words, and ends in the approved list", async () => {
    const attorney = await signedInAttorney(h);
    const admin = await signedInAdmin(h);
    await admin.agent.post(`/api/admin/attorneys/${attorney.attorney.id}/revoke`).send({});
    expect((await attorney.agent.get("/api/questions/queue")).status).toBe(403);

    h.clock.advance(3600 * 1000);
    const before = h.clock.now().getTime();
    const res = await admin.agent.post(`/api/admin/attorneys/${attorney.attorney.id}/reinstate`).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isApproved: true, revokedAt: null });
    expect(Date.parse(res.body.approvedAt)).toBeGreaterThanOrEqual(before);
    expect((await attorney.agent.get("/api/questions/queue")).status).toBe(200);
    expect((await admin.agent.get("/api/admin/attorneys/revoked")).body).toEqual([]);
    expect((await admin.agent.get("/api/admin/attorneys/approved")).body).toEqual([
      expect.objectContaining({ id: attorney.attorney.id }),
    ]);

    const [entry] = await auditOf(admin.agent, "&action=attorney.reinstated");
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      subjectUserId: attorney.user.id,
      at: res.body.approvedAt,
    });
    const mail = (await h.mails()).at(-1);
    expect(mail).toMatchObject({ to: attorney.user.email, subject: "About your attorney access" });
    expect(mail?.text).toContain("given back your approval");
    expect(mail?.text).toContain("/question-queue");
  });

  it("reinstating answers 409 for a profile that is not revoked and 404 for a missing one, and changes nothing", async () => {
    const approved = await signedInAttorney(h);
    const pending = await insertAttorney(h);
    const admin = await signedInAdmin(h);
    for (const id of [approved.attorney.id, pending.id]) {
      const res = await admin.agent.post(`/api/admin/attorneys/${id}/reinstate`).send({});
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "This attorney's access has not been revoked" });
    }
    expect((await admin.agent.post("/api/admin/attorneys/424242/reinstate").send({})).status).toBe(404);
    // An application held for its e-mailed confirmation is one admins do not see: missing, as for approve.
    const held = await insertAttorney(h, { confirmedAt: null });
    const unseen = await admin.agent.post(`/api/admin/attorneys/${held.id}/reinstate`).send({});
    expect(unseen.status).toBe(404);
    expect(unseen.body).toEqual((await admin.agent.post("/api/admin/attorneys/424242/reinstate").send({})).body);
    expect(await findAttorneyRow(h, pending.id)).toMatchObject({ isApproved: false });
    expect(await h.mails()).toHaveLength(0);
    expect(await auditOf(admin.agent, "&action=attorney.reinstated")).toEqual([]);
  });

  it("refuses the revoked list and reinstating to anyone but an admin", async () => {
    const revoked = await insertAttorney(h, { revokedAt: new Date() });
    expect((await h.agent().post(`/api/admin/attorneys/${revoked.id}/reinstate`).send({})).status).toBe(401);
    for (const { agent } of [await signedIn(h), await signedInAttorney(h)]) {
      expect((await agent.get("/api/admin/attorneys/revoked")).status).toBe(403);
      expect((await agent.post(`/api/admin/attorneys/${revoked.id}/reinstate`).send({})).status).toBe(403);
    }
    expect(await findAttorneyRow(h, revoked.id)).toMatchObject({ isApproved: false });
  });
});

describe("the admin card's e-mail status (docs/decisions/033)", () => {
  it("counts a signed-out application whose link was opened as a proven address, with no account yet", async () => {
    expect((await h.agent().post("/api/attorney-application").send(application())).status).toBe(201);
    await confirmByMail(h, "atticus.finch@example.com");
    const admin = await signedInAdmin(h);
    const pending = async () => (await admin.agent.get("/api/admin/attorneys/pending")).body as object[];
    // The address is proven; `emailVerified` stays the linked account's, false while there is none (docs/decisions/033).
    expect(await pending()).toEqual([expect.objectContaining({ addressConfirmed: true, emailVerified: false })]);
    // Once an account with the address confirms it, both are true.
    await insertUser(h, { email: "atticus.finch@example.com", emailVerified: true });
    await h.ctx.database.pool.query(
      "update attorneys set user_id = (select id from users where email = 'atticus.finch@example.com')",
    );
    expect(await pending()).toEqual([expect.objectContaining({ addressConfirmed: true, emailVerified: true })]);
  });

  it("does not count an application made signed in until its account confirms the address", async () => {
    const applicant = await signedIn(h, { emailVerified: false });
    await insertAttorney(h, { userId: applicant.user.id, email: applicant.user.email });
    const admin = await signedInAdmin(h);
    const pending = (await admin.agent.get("/api/admin/attorneys/pending")).body as object[];
    expect(pending).toEqual([expect.objectContaining({ addressConfirmed: false, emailVerified: false })]);
  });
});

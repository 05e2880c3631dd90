import { describe, expect, it } from "vitest";
import type { AuditEventDto } from "@shared/api/types";
import {
  insertAttorney,
  insertQuestion,
  signedIn,
  signedInAdmin,
  signedInAttorney,
  TEST_PASSWORD,
} from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/022: the append-only audit log, and the admins' view of it.
const h = useTestApp();

const answer = {
  content: `You can ask the landlord in writing for the deposit back. ${"a".repeat(40)}`,
  includeDisclaimer: true,
};

/** The whole log as an admin reads it, oldest first, as [action, actor, question, subject]. */
async function log(admin: Awaited<ReturnType<typeof signedInAdmin>>, query = "") {
  await h.flushViews();
  const res = await admin.agent.get(`/api/admin/audit?limit=200${query}`);
  expect(res.status).toBe(200);
  return (res.body as AuditEventDto[]).reverse().map((e) => [e.action, e.actorId, e.questionId, e.subjectUserId]);
}

describe("what the audit log records", () => {
  it("records nothing for a HEAD, which the API answers with 405 and no body", async () => {
    const admin = await signedInAdmin(h);
    const asker = await signedIn(h);
    const lawyer = await signedInAttorney(h);
    const q = await insertQuestion(h, asker.user.id);
    const before = await log(admin);
    for (const [agent, url] of [
      [lawyer.agent, `/api/questions/${q.id}`],
      [asker.agent, "/api/account/export"],
    ] as const) {
      const res = await agent.head(url);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("GET");
    }
    expect(await log(admin)).toEqual(before);
    // The health checks, outside the API, still answer one.
    expect((await h.agent().head("/api/health")).status).toBe(200);
  });

  it("claims, answers, follow-ups, reads by anyone but the asker, withdrawals, closes and releases", async () => {
    const admin = await signedInAdmin(h);
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const lawyer = await signedInAttorney(h);
    const a = lawyer.user.id;
    const q = await insertQuestion(h, asker.user.id);
    const q2 = await insertQuestion(h, asker.user.id);
    const q3 = await insertQuestion(h, asker.user.id);

    expect((await lawyer.agent.get(`/api/questions/${q.id}`)).status).toBe(200);
    expect((await asker.agent.get(`/api/questions/${q.id}`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer)).status).toBe(201);
    const followUp = { questionId: q.id, content: "Thank you, one more thing to ask." };
    expect((await asker.agent.post("/api/followups").send(followUp)).status).toBe(201);
    expect((await admin.agent.get(`/api/questions/${q.id}`)).status).toBe(200);
    expect((await asker.agent.post(`/api/questions/${q.id}/close`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${q2.id}/claim`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${q2.id}/release`).send({ reason: "Busy" })).status).toBe(200);
    // Given back, it is out of that attorney's reach (docs/decisions/027); another attorney claims it.
    const next = await signedInAttorney(h);
    expect((await next.agent.post(`/api/questions/${q2.id}/claim`)).status).toBe(200);
    expect((await admin.agent.post(`/api/admin/questions/${q2.id}/release`).send({})).status).toBe(200);
    expect((await asker.agent.post(`/api/questions/${q3.id}/withdraw`)).status).toBe(200);
    // A refused read is no read: nothing is recorded for it.
    const stranger = await signedIn(h);
    expect((await stranger.agent.get(`/api/questions/${q.id}`)).status).toBe(404);

    const s = asker.user.id;
    // Reads are written in batches after their responses (decision 022), so they are compared apart from the
    // order of ids; each carries the time of the read.
    const entries = await log(admin);
    expect(entries.filter((e) => e[0] === "question.viewed")).toEqual([
      ["question.viewed", a, q.id, s],
      ["question.viewed", admin.user.id, q.id, s],
    ]);
    expect(entries.filter((e) => e[0] !== "question.viewed")).toEqual([
      ["question.claimed", a, q.id, s],
      ["question.answered", a, q.id, s],
      ["followup.created", s, q.id, s],
      ["question.closed", s, q.id, s],
      ["question.claimed", a, q2.id, s],
      ["question.released", a, q2.id, s],
      ["question.claimed", next.user.id, q2.id, s],
      ["question.released", admin.user.id, q2.id, s],
      ["question.withdrawn", s, q3.id, s],
    ]);
    // Nothing in an entry but ids, an action and a time.
    const [entry] = (await admin.agent.get("/api/admin/audit?limit=1")).body as AuditEventDto[];
    expect(Object.keys(entry ?? {}).sort()).toEqual([
      "action",
      "actor",
      "actorId",
      "at",
      "id",
      "questionId",
      "subject",
      "subjectUserId",
    ]);
  });

  it("application and license decisions, exports and deletions, with the admin or the person as actor", async () => {
    const admin = await signedInAdmin(h);
    const applicant = await signedIn(h);
    const application = await insertAttorney(h, { userId: applicant.user.id, email: applicant.user.email });
    const other = await insertAttorney(h, { userId: null });
    const lawyer = await signedInAttorney(h);
    const licenses = [];
    for (const state of ["CA", "NY"]) {
      const res = await lawyer.agent.post("/api/attorney/licenses").send({ state, licenseNumber: `${state}-1` });
      expect(res.status).toBe(201);
      licenses.push(res.body.id as number);
    }
    const leaver = await signedIn(h);
    expect((await admin.agent.post(`/api/admin/attorneys/${application.id}/approve`)).status).toBe(200);
    expect((await admin.agent.delete(`/api/admin/attorneys/${other.id}/reject`)).status).toBe(200);
    expect((await admin.agent.post(`/api/admin/licenses/${licenses[0]}/approve`)).status).toBe(200);
    expect((await admin.agent.delete(`/api/admin/licenses/${licenses[1]}/reject`)).status).toBe(200);
    expect((await leaver.agent.get("/api/account/export")).status).toBe(200);
    expect((await leaver.agent.delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(200);
    const ad = admin.user.id;
    expect(await log(admin)).toEqual([
      ["application.approved", ad, null, applicant.user.id],
      ["application.rejected", ad, null, null],
      ["license.verified", ad, null, lawyer.user.id],
      ["license.rejected", ad, null, lawyer.user.id],
      ["account.exported", leaver.user.id, null, leaver.user.id],
      ["account.deleted", leaver.user.id, null, leaver.user.id],
    ]);
  });
});

describe("nothing can change or remove an entry", () => {
  it("refuses UPDATE, DELETE and TRUNCATE on audit_events, even for the database owner", async () => {
    const asker = await signedIn(h);
    await asker.agent.get("/api/account/export");
    const pool = h.ctx.database.pool;
    for (const sql of [
      "update audit_events set action = 'question.viewed'",
      "update audit_events set actor_id = null",
      "delete from audit_events",
      "truncate audit_events",
    ]) {
      await expect(pool.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const { rows } = await pool.query("select action from audit_events");
    expect(rows).toEqual([{ action: "account.exported" }]);
  });

  it("refuses an action that is not on the contract's list", async () => {
    await expect(
      h.ctx.database.pool.query("insert into audit_events (at, action) values (now(), 'question.edited')"),
    ).rejects.toThrow(/audit_events_action_check/);
  });
});

describe("GET /api/admin/audit", () => {
  async function plant(n: number, rows: (i: number) => [string, string | null, number | null]) {
    const values = Array.from({ length: n }, (_, i) => rows(i));
    await h.ctx.database.pool.query(
      `insert into audit_events (at, action, actor_id, question_id)
       select now(), a, u, q from unnest($1::text[], $2::uuid[], $3::int[]) as t(a, u, q)`,
      [values.map((v) => v[0]), values.map((v) => v[1]), values.map((v) => v[2])],
    );
  }

  it("pages newest first by the last id of the previous page, and filters by question and by actor", async () => {
    const admin = await signedInAdmin(h);
    const other = await signedIn(h);
    await plant(25, (i) => ["question.viewed", i % 2 ? admin.user.id : other.user.id, (i % 5) + 1]);
    const page1 = (await admin.agent.get("/api/admin/audit?limit=10")).body as AuditEventDto[];
    expect(page1.map((e) => e.id)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const page3 = (await admin.agent.get("/api/admin/audit?limit=10&before=6")).body as AuditEventDto[];
    expect(page3.map((e) => e.id)).toEqual([5, 4, 3, 2, 1]);
    const byQuestion = (await admin.agent.get("/api/admin/audit?questionId=3")).body as AuditEventDto[];
    expect(byQuestion.map((e) => e.id)).toEqual([23, 18, 13, 8, 3]);
    const both = await admin.agent.get(`/api/admin/audit?questionId=3&actorId=${other.user.id}&before=23`);
    expect((both.body as AuditEventDto[]).map((e) => e.id)).toEqual([13, 3]);
    expect(both.body[0]).toMatchObject({ action: "question.viewed", actorId: other.user.id, questionId: 3 });
    // Larger pages are clamped.
    await plant(250, () => ["question.viewed", null, null]);
    expect((await admin.agent.get("/api/admin/audit?limit=5000")).body).toHaveLength(200);
    // However many digits it has (docs/architecture.md: larger values clamped).
    expect((await admin.agent.get("/api/admin/audit?limit=99999999999999999999")).body).toHaveLength(200);
    // The contract's URL with every filter named and empty: no filter, the newest page of the default size.
    const blank = await admin.agent.get("/api/admin/audit?questionId=&actorId=&before=&limit=");
    expect(blank.status).toBe(200);
    expect((blank.body as AuditEventDto[]).map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => 275 - i));
  });

  it("says what is wrong with a bad filter", async () => {
    const admin = await signedInAdmin(h);
    for (const [query, message] of [
      ["questionId=abc", "Invalid question id"],
      ["questionId=0", "Invalid question id"],
      ["actorId=not-a-uuid", "Invalid actor id"],
      ["before=-1", "Invalid cursor"],
      ["limit=0", "Invalid limit"],
      ["limit=-5", "Invalid limit"],
      ["limit=1e3", "Invalid limit"],
    ]) {
      const res = await admin.agent.get(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it("is for admins only", async () => {
    const lawyer = await signedInAttorney(h);
    expect((await lawyer.agent.get("/api/admin/audit")).status).toBe(403);
    expect((await h.agent().get("/api/admin/audit")).status).toBe(401);
  });
});

describe("the log reads as sentences (docs/decisions/033)", () => {
  const plantOne = (action: string, actor: string | null, question: number | null, at: string, subject?: string) =>
    h.ctx.database.pool.query(
      "insert into audit_events (at, action, actor_id, question_id, subject_user_id) values ($1, $2, $3, $4, $5)",
      [at, action, actor, question, subject ?? null],
    );

  it("names admins and attorneys with their role, and askers, deleted accounts and the service by role only", async () => {
    const admin = await signedIn(h, { role: "admin", firstName: "Grace", lastName: "Hopper" });
    const lawyer = await signedInAttorney(h);
    await h.ctx.database.pool.query("update users set first_name = 'Atticus', last_name = 'Finch' where id = $1", [
      lawyer.user.id,
    ]);
    const asker = await signedIn(h, { firstName: "Private", lastName: "Person" });
    const gone = "5776f8c2-6454-4d92-bb7d-8d0806a08c67";
    await plantOne("question.claimed", lawyer.user.id, 4, "2026-01-01T10:00:00Z");
    await plantOne("question.withdrawn", asker.user.id, 4, "2026-01-01T11:00:00Z");
    await plantOne("attorney.revoked", admin.user.id, null, "2026-01-01T12:00:00Z", lawyer.user.id);
    await plantOne("question.viewed", gone, 4, "2026-01-01T13:00:00Z");
    await plantOne("question.expired", null, 4, "2026-01-01T14:00:00Z");
    const res = await admin.agent.get("/api/admin/audit?questionId=4&limit=10");
    const all = await admin.agent.get("/api/admin/audit?limit=10");
    expect(res.status).toBe(200);
    expect((res.body as AuditEventDto[]).map((e) => [e.action, e.actor])).toEqual([
      ["question.expired", null],
      ["question.viewed", { name: null, role: "deleted" }],
      ["question.withdrawn", { name: null, role: "member" }],
      ["question.claimed", { name: "Atticus Finch", role: "attorney" }],
    ]);
    const revoked = (all.body as AuditEventDto[]).find((e) => e.action === "attorney.revoked");
    expect(revoked).toMatchObject({
      actor: { name: "Grace Hopper", role: "admin" },
      subject: { name: "Atticus Finch", role: "attorney" },
    });
    expect(JSON.stringify(all.body)).not.toContain("Private");
  });

  it("never names the asker of a question on its entries, even one who holds an attorney profile or is an admin", async () => {
    const admin = await signedIn(h, { role: "admin", firstName: "Grace", lastName: "Hopper" });
    const lawyer = await signedInAttorney(h);
    // An asker who has since applied to volunteer (the application still pending), and an admin who asked.
    const asker = await signedIn(h, { firstName: "Fasker", lastName: "Lasker", termsAcceptedAt: new Date() });
    await insertAttorney(h, { userId: asker.user.id, email: asker.user.email, isApproved: false });
    const adminAsker = await signedIn(h, { role: "admin", firstName: "Ada", lastName: "Byron" });
    const q = await insertQuestion(h, asker.user.id, { isAnonymous: true });
    const q2 = await insertQuestion(h, adminAsker.user.id, { isAnonymous: true });
    for (const id of [q.id, q2.id]) {
      expect((await lawyer.agent.post(`/api/questions/${id}/claim`)).status).toBe(200);
      expect((await lawyer.agent.post(`/api/questions/${id}/answer`).send(answer)).status).toBe(201);
    }
    const followUp = { questionId: q.id, content: "Thank you, one more thing to ask." };
    expect((await asker.agent.post("/api/followups").send(followUp)).status).toBe(201);
    expect((await adminAsker.agent.post(`/api/questions/${q2.id}/withdraw`)).status).toBe(409);
    expect((await adminAsker.agent.post(`/api/questions/${q2.id}/close`)).status).toBe(200);
    expect((await admin.agent.get(`/api/questions/${q.id}`)).status).toBe(200);
    await h.flushViews();

    const all = (await admin.agent.get("/api/admin/audit?limit=50")).body as AuditEventDto[];
    const ofQuestions = all.filter((e) => e.questionId === q.id || e.questionId === q2.id);
    expect(ofQuestions.map((e) => [e.action, e.questionId, e.actor?.name ?? null, e.subject])).toEqual([
      ["question.viewed", q.id, "Grace Hopper", { name: null, role: "member" }],
      ["question.closed", q2.id, null, { name: null, role: "member" }],
      ["followup.created", q.id, null, { name: null, role: "member" }],
      ["question.answered", q2.id, expect.any(String), { name: null, role: "member" }],
      ["question.claimed", q2.id, expect.any(String), { name: null, role: "member" }],
      ["question.answered", q.id, expect.any(String), { name: null, role: "member" }],
      ["question.claimed", q.id, expect.any(String), { name: null, role: "member" }],
    ]);
    expect(JSON.stringify(ofQuestions)).not.toMatch(/Lasker|Byron/);
    // Nor are they found by name for what they did as askers.
    for (const name of ["lasker", "byron"]) {
      const found = await admin.agent.get(`/api/admin/audit?person=${name}`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual([]);
    }
  });

  it("filters by part of a staff member's name, by action and by time, and pages with before under them", async () => {
    const admin = await signedIn(h, { role: "admin", firstName: "Grace", lastName: "Hopper" });
    const lawyer = await signedInAttorney(h);
    await h.ctx.database.pool.query("update users set first_name = 'Atticus', last_name = 'Finch' where id = $1", [
      lawyer.user.id,
    ]);
    const asker = await signedIn(h, { firstName: "Atticus", lastName: "Asker" });
    for (let day = 1; day <= 6; day++) {
      await plantOne("question.viewed", lawyer.user.id, day, `2026-01-0${day}T10:00:00Z`);
      await plantOne("question.claimed", lawyer.user.id, day, `2026-01-0${day}T11:00:00Z`);
      await plantOne("question.withdrawn", asker.user.id, day, `2026-01-0${day}T12:00:00Z`);
    }
    const ids = async (query: string) => {
      const res = await admin.agent.get(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(200);
      return (res.body as AuditEventDto[]).map((e) => [e.action, e.questionId]);
    };
    // A name matches staff only: the asker called Atticus is not found by it.
    expect(await ids("person=ATTICUS%20f&action=question.claimed&limit=2")).toEqual([
      ["question.claimed", 6],
      ["question.claimed", 5],
    ]);
    expect(await ids("person=atticus&action=question.withdrawn")).toEqual([]);
    expect(await ids("person=%25")).toEqual([]);
    const page = (await admin.agent.get("/api/admin/audit?person=finch&limit=2")).body as AuditEventDto[];
    expect(await ids(`person=finch&limit=2&before=${page.at(-1)!.id}`)).toEqual([
      ["question.claimed", 5],
      ["question.viewed", 5],
    ]);
    expect(await ids("action=question.claimed&from=2026-01-02T00:00:00Z&to=2026-01-04T00:00:00.000-00:00")).toEqual([
      ["question.claimed", 3],
      ["question.claimed", 2],
    ]);
  });

  it("says what is wrong with a bad name, action or time", async () => {
    const admin = await signedInAdmin(h);
    for (const [query, message] of [
      ["person=%20", "Enter part of a name"],
      [`person=${"a".repeat(101)}`, "Enter at most 100 characters of a name"],
      ["action=question.deleted", "Invalid action"],
      ["from=yesterday", "Invalid start time"],
      ["to=2026-13-01", "Invalid end time"],
    ]) {
      const res = await admin.agent.get(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});

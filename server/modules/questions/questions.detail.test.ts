import { describe, expect, it, vi } from "vitest";
import type { User } from "@shared/schema";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { insertFollowUpRow, markAnswered, markClaimed } from "./questions.test-helpers";

const h = useTestApp();

const DETAIL_KEYS = [
  "answer",
  "answeredAt",
  "answererGone",
  "asker",
  "categoryId",
  "categoryName",
  "claimExpiresAt",
  "claimedAt",
  "claimer",
  "content",
  "createdAt",
  "deadline",
  "deadlineType",
  "followUps",
  "id",
  "isAnonymous",
  "isYourClaim",
  "isYours",
  "language",
  "opposingParties",
  "safetyConcern",
  "state",
  "status",
  "title",
  "updatedAt",
];

async function askedQuestion(overrides: { isAnonymous?: boolean } = {}) {
  const asker = await signedIn(h);
  const question = await insertQuestion(h, asker.user.id, { categoryId: 3, ...overrides });
  return { asker, question };
}

const expectNoIdentity = (body: unknown, ...people: User[]) => {
  const text = JSON.stringify(body);
  for (const p of people) {
    expect(text).not.toContain(p.id);
    expect(text).not.toContain(p.email);
  }
  expect(text).not.toMatch(/userId|claimedBy|attorneyId|email/);
};

describe("GET /api/questions/:id, who may open it", () => {
  it("shows the asker their question with exactly the contract's fields", async () => {
    const { asker, question } = await askedQuestion();
    const res = await asker.agent.get(`/api/questions/${question.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(DETAIL_KEYS);
    expect(res.body).toMatchObject({
      id: question.id,
      title: question.title,
      content: question.content,
      status: "pending",
      categoryId: 3,
      categoryName: "Criminal Law",
      isAnonymous: false,
      isYours: true,
      isYourClaim: false,
      claimedAt: null,
      answeredAt: null,
      answer: null,
      followUps: [],
      asker: { firstName: asker.user.firstName, lastName: asker.user.lastName },
    });
    expectNoIdentity(res.body, asker.user);
  });

  it("returns 404 when another user opens the question, the same as for a missing one", async () => {
    const { question } = await askedQuestion();
    const other = await signedIn(h);
    const res = await other.agent.get(`/api/questions/${question.id}`);
    const missing = await other.agent.get(`/api/questions/${question.id + 1000}`);
    expect(res.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    expect(res.body).toEqual({ message: "Question not found" });
  });

  it("shows a pending question to any approved attorney, without the asker's name", async () => {
    const { asker, question } = await askedQuestion();
    const attorney = await signedInAttorney(h);
    const res = await attorney.agent.get(`/api/questions/${question.id}`);
    expect(res.status).toBe(200);
    expect(res.body.asker).toBeNull();
    expect(res.body).toMatchObject({ isYours: false, isYourClaim: false });
    expectNoIdentity(res.body, asker.user);
  });

  it("returns 404 to an unapproved attorney", async () => {
    const { question } = await askedQuestion();
    const pendingApplicant = await signedInAttorney(h, { approved: false });
    expect((await pendingApplicant.agent.get(`/api/questions/${question.id}`)).status).toBe(404);
  });

  it("returns 404 to an approved attorney once another attorney has claimed it", async () => {
    const { question } = await askedQuestion();
    const claimer = await signedInAttorney(h);
    const bystander = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    expect((await bystander.agent.get(`/api/questions/${question.id}`)).status).toBe(404);
  });

  it("shows the claiming attorney the asker's name but never their id or e-mail", async () => {
    const { asker, question } = await askedQuestion();
    const claimer = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    const res = await claimer.agent.get(`/api/questions/${question.id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("claimed");
    // docs/decisions/057: the page offers its holder the answer and the release.
    expect(res.body).toMatchObject({ isYours: false, isYourClaim: true });
    expect(res.body.asker).toEqual({ firstName: asker.user.firstName, lastName: asker.user.lastName });
    expectNoIdentity(res.body, asker.user, claimer.user);
  });

  it("shows an admin any question, without the asker's name", async () => {
    const { asker, question } = await askedQuestion();
    const claimer = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    const admin = await signedInAdmin(h);
    const res = await admin.agent.get(`/api/questions/${question.id}`);
    expect(res.status).toBe(200);
    expect(res.body.asker).toBeNull();
    expect(res.body.isYourClaim).toBe(false);
    expectNoIdentity(res.body, asker.user, claimer.user);
  });

  it("answers 404, never 500, for malformed or out-of-range ids", async () => {
    const { agent } = await signedIn(h);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e3"]) {
      const res = await agent.get(`/api/questions/${id}`);
      expect(res.status, id).toBe(404);
    }
  });
});

describe("GET /api/questions/:id, what it shows", () => {
  it("gives asker null for an anonymous question, even to the asker and the claiming attorney", async () => {
    const { asker, question } = await askedQuestion({ isAnonymous: true });
    const claimer = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    for (const agent of [asker.agent, claimer.agent]) {
      const res = await agent.get(`/api/questions/${question.id}`);
      expect(res.body).toMatchObject({ isAnonymous: true, asker: null });
      expectNoIdentity(res.body, asker.user);
    }
  });

  it("carries the answer with its disclaimer flag and date, and the status answered", async () => {
    const { asker, question } = await askedQuestion();
    const claimer = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    const answer = await markAnswered(h, question.id, claimer.user.id, false);
    const res = await asker.agent.get(`/api/questions/${question.id}`);
    expect(res.body.status).toBe("answered");
    expect(res.body.answeredAt).toEqual(expect.any(String));
    expect(res.body.claimedAt).toEqual(expect.any(String));
    expect(res.body.answer).toEqual({
      id: answer.id,
      content: answer.content,
      includeDisclaimer: false,
      createdAt: answer.createdAt.toISOString(),
    });
    expectNoIdentity(res.body, asker.user, claimer.user);
  });

  it("lists follow-ups oldest first, each marked by its author's role", async () => {
    const { asker, question } = await askedQuestion();
    const claimer = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    const first = await insertFollowUpRow(h, question.id, asker.user.id, "First: what about the interest?");
    const second = await insertFollowUpRow(h, question.id, claimer.user.id, "Second: interest is owed as well.");
    const res = await asker.agent.get(`/api/questions/${question.id}`);
    expect(res.body.followUps).toEqual([
      { id: first.id, content: first.content, createdAt: first.createdAt.toISOString(), author: "asker" },
      { id: second.id, content: second.content, createdAt: second.createdAt.toISOString(), author: "attorney" },
    ]);
    expectNoIdentity(res.body, asker.user, claimer.user);
  });

  it("reads the question, its answer and its follow-ups in one statement", async () => {
    const { asker, question } = await askedQuestion();
    const claimer = await signedInAttorney(h);
    await markClaimed(h, question.id, claimer.user.id);
    await markAnswered(h, question.id, claimer.user.id);
    await insertFollowUpRow(h, question.id, asker.user.id, "A follow-up.");
    // Both kinds of connection: the detail is planned once (docs/decisions/049), the session's user is not.
    const query = vi.spyOn(h.ctx.database.pool, "query");
    const plannedOnce = vi.spyOn(h.ctx.database.plannedOnce, "query");
    try {
      const res = await asker.agent.get(`/api/questions/${question.id}`);
      expect(res.body.answer).not.toBeNull();
      expect(res.body.followUps).toHaveLength(1);
      // One statement reads the question, its answer and its follow-ups. (Counted by what they read, not in
      // total: the app's background work, such as pruning sessions, shares the pool and may run meanwhile.)
      const texts = [...query.mock.calls, ...plannedOnce.mock.calls].map(([q]) =>
        String(typeof q === "string" ? q : (q as { text?: string }).text),
      );
      expect(texts.filter((t) => /"questions"|"answers"|"follow_ups"/.test(t))).toHaveLength(1);
      expect(texts.filter((t) => /from "users"/.test(t))).toHaveLength(1);
    } finally {
      query.mockRestore();
      plannedOnce.mockRestore();
    }
  });

  it("gives categoryName null for a question without a category", async () => {
    const asker = await signedIn(h);
    const question = await insertQuestion(h, asker.user.id, { categoryId: null });
    const res = await asker.agent.get(`/api/questions/${question.id}`);
    expect(res.body).toMatchObject({ categoryId: null, categoryName: null });
  });
});

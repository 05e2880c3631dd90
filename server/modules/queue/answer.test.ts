import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answers, questions } from "@shared/schema";
import { insertQuestion, signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { onlyRow } from "../../db/rows";
import { expectNoAskerIdentity, insertAsker, QUEUE_TEST_ENV, refusedCallers } from "./queue.test-helpers";

const h = useTestApp(QUEUE_TEST_ENV);

const ANSWER =
  "Under your state's law a landlord must return the deposit within 30 days of move-out, with an itemised list of any deductions.";
const ANSWER_KEYS = ["content", "createdAt", "id", "includeDisclaimer"];

const questionRow = async (id: number) =>
  onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), `question ${id}`);
const answerRows = (id: number) => h.ctx.database.db.select().from(answers).where(eq(answers.questionId, id));

/** A question with an asker, claimed by an approved attorney. */
async function claimedQuestion(overrides: Parameters<typeof insertQuestion>[2] = {}) {
  const asker = await insertAsker(h);
  const q = await insertQuestion(h, asker.id, overrides);
  const claimer = await signedInAttorney(h);
  const claim = await claimer.agent.post(`/api/questions/${q.id}/claim`);
  expect(claim.status).toBe(200);
  return { asker, q, claimer };
}

describe("POST /api/questions/:id/answer: who may answer", () => {
  it("answers 403 to a plain user, an unapproved attorney, an admin and the asker; 404 to another approved attorney", async () => {
    const { q, asker } = await claimedQuestion();
    const callers = await refusedCallers(h);
    // Another attorney may not see someone else's claim: the same answer as for a question that does not exist.
    const other = await signedInAttorney(h);
    const hidden = await other.agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(
      (await other.agent.post("/api/questions/999999/answer").send({ content: ANSWER })).body,
    );
    const askerAgent = h.agent();
    await askerAgent.post("/api/auth/login").send({ email: asker.email, password: "correct-horse-battery" });
    callers.push(["the asker", askerAgent]);
    for (const [who, agent] of callers) {
      const res = await agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
      expect(res.status, who).toBe(403);
    }
    expect(await questionRow(q.id)).toMatchObject({ status: "claimed", answeredAt: null });
    expect(await answerRows(q.id)).toHaveLength(0);
    expect(await h.mails()).toHaveLength(0);
  });

  it("answers 403 to an approved attorney answering a question nobody has claimed", async () => {
    const q = await insertQuestion(h, (await insertAsker(h)).id);
    const { agent } = await signedInAttorney(h);
    const res = await agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only the attorney who claimed this question can answer it");
    expect((await questionRow(q.id)).status).toBe("pending");
  });

  it("answers 404 for a question that does not exist", async () => {
    const { agent } = await signedInAttorney(h);
    expect((await agent.post("/api/questions/424242/answer").send({ content: ANSWER })).status).toBe(404);
  });

  it.each(["abc", "0", "99999999999"])("answers 400 for the malformed id %s", async (id) => {
    const { agent } = await signedInAttorney(h);
    expect((await agent.post(`/api/questions/${id}/answer`).send({ content: ANSWER })).status).toBe(400);
  });
});

describe("POST /api/questions/:id/answer: the claiming attorney", () => {
  it("stores the answer, marks the question answered, and returns only the answer's fields", async () => {
    const { q, asker, claimer } = await claimedQuestion();
    const res = await claimer.agent
      .post(`/api/questions/${q.id}/answer`)
      .send({ content: `  ${ANSWER}  `, includeDisclaimer: false, attorneyId: asker.id, status: "pending" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(ANSWER_KEYS);
    expect(res.body).toMatchObject({ content: ANSWER, includeDisclaimer: false });
    expectNoAskerIdentity(res.body, asker);
    expect(JSON.stringify(res.body)).not.toContain(claimer.user.id);
    const stored = await questionRow(q.id);
    expect(stored.status).toBe("answered");
    expect(stored.answeredAt).toBeInstanceOf(Date);
    const [answer] = await answerRows(q.id);
    expect(answer).toMatchObject({
      id: res.body.id,
      attorneyId: claimer.user.id,
      content: ANSWER,
      includeDisclaimer: false,
    });
  });

  it("stamps the answer with the app's clock, at the question's answered time, not the database's", async () => {
    const { q, claimer } = await claimedQuestion();
    // The database's own clock stays 20 minutes behind the app's.
    h.clock.advance(20 * 60 * 1000);
    const res = await claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    expect(res.status).toBe(201);
    const answeredAt = (await questionRow(q.id)).answeredAt?.toISOString();
    expect(Math.abs(Date.parse(answeredAt ?? "") - h.clock.now().getTime())).toBeLessThan(60_000);
    expect(res.body.createdAt).toBe(answeredAt);
    const [answer] = await answerRows(q.id);
    expect(answer?.createdAt.toISOString()).toBe(answeredAt);
    expect(answer?.updatedAt.toISOString()).toBe(answeredAt);
  });

  it("includes the disclaimer by default", async () => {
    const { q, claimer } = await claimedQuestion();
    const res = await claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    expect(res.body.includeDisclaimer).toBe(true);
  });

  it("e-mails the asker a link to the question", async () => {
    const { q, asker, claimer } = await claimedQuestion({ isAnonymous: true });
    await claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    const mails = await h.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: asker.email, subject: "You have a new reply on ClearCounsel" });
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/question/${q.id}`);
  });

  it.each([
    [{ content: "" }, "Answer Required: Please provide your legal response before submitting."],
    [{ content: "     " }, "Answer Required: Please provide your legal response before submitting."],
    [{}, "Answer Required: Please provide your legal response before submitting."],
    [
      { content: "x".repeat(49) },
      "Answer Too Short: Please provide a more detailed response (at least 50 characters).",
    ],
    [
      { content: `  ${"x".repeat(49)}  ` },
      "Answer Too Short: Please provide a more detailed response (at least 50 characters).",
    ],
  ])("answers 400 with the spec's message for %o and leaves the question claimed", async (body, message) => {
    const { q, claimer } = await claimedQuestion();
    const res = await claimer.agent.post(`/api/questions/${q.id}/answer`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await questionRow(q.id)).status).toBe("claimed");
    expect(await answerRows(q.id)).toHaveLength(0);
  });

  it("accepts exactly 50 characters", async () => {
    const { q, claimer } = await claimedQuestion();
    expect((await claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: "x".repeat(50) })).status).toBe(
      201,
    );
  });

  it("answers 409 to a second answer and keeps the first", async () => {
    const { q, claimer } = await claimedQuestion();
    await claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    const again = await claimer.agent
      .post(`/api/questions/${q.id}/answer`)
      .send({ content: `Second thoughts. ${ANSWER}` });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This question has already been answered");
    const rows = await answerRows(q.id);
    expect(rows.map((r) => r.content)).toEqual([ANSWER]);
    expect(await h.mails()).toHaveLength(1);
  });

  it("turns a double submit at the same moment into one answer (201) and one 409", async () => {
    const { q, claimer } = await claimedQuestion();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: `${n} ${ANSWER}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await answerRows(q.id)).toHaveLength(1);
  });

  it("keeps answer and status together: when storing the answer fails, the question stays claimed", async () => {
    const { q, claimer } = await claimedQuestion();
    // A conflicting answer row (impossible through the API) makes the INSERT fail after the status UPDATE.
    await h.ctx.database.db
      .insert(answers)
      .values({ questionId: q.id, attorneyId: claimer.user.id, content: "planted" });
    h.allowUndocumentedStatus(500);
    const res = await claimer.agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER });
    expect(res.status).toBe(500);
    expect(await questionRow(q.id)).toMatchObject({ status: "claimed", answeredAt: null });
    expect(await h.mails()).toHaveLength(0);
  });

  it("holds the invariant after any number of answers: an answer row exists if and only if the status is answered", async () => {
    const done = await claimedQuestion();
    const open = await claimedQuestion();
    await done.claimer.agent.post(`/api/questions/${done.q.id}/answer`).send({ content: ANSWER });
    await open.claimer.agent.post(`/api/questions/${open.q.id}/answer`).send({ content: "too short" });
    const { rows } = await h.ctx.database.pool.query<{ status: string; has_answer: boolean }>(
      "select q.status, exists (select 1 from answers a where a.question_id = q.id) as has_answer from questions q",
    );
    for (const r of rows) expect(r.has_answer).toBe(r.status === "answered");
    expect(rows.map((r) => r.status).sort()).toEqual(["answered", "claimed"]);
  });

  it("stops a claiming attorney from answering a question whose asker is the attorney", async () => {
    const { user, agent } = await signedIn(h);
    // Not reachable through the API (own questions cannot be claimed); checks that answer does not rely on it.
    const q = await insertQuestion(h, user.id, { status: "claimed", claimedBy: user.id, claimedAt: new Date() });
    expect((await agent.post(`/api/questions/${q.id}/answer`).send({ content: ANSWER })).status).toBe(403);
  });
});

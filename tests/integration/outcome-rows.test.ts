import { describe, expect, it } from "vitest";
import { HELPFUL_MESSAGE } from "@shared/validators";
import { insertQuestion, signedIn, signedInAttorney, TEST_PASSWORD } from "../setup/factories";
import { useTestApp } from "../setup/test-app";
import { recordHelpful } from "../../server/modules/outcomes/outcomes.repo";
import { runAllSweeps, runDailySweeps } from "../../server/modules/lifecycle/sweeps";

// docs/decisions/029: every question has an anonymous outcome row from the moment it is asked, kept up to date in
// the statement of each move (the trigger of migration 0013), and kept when the question is deleted. Here, across
// the modules that move a question: asking, the queue, the sweeps and account deletion.
const h = useTestApp();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const LONG_CONTENT = "My landlord has kept my whole security deposit although I left the flat clean and undamaged.";
const answerBody = {
  content: `You can ask the landlord in writing for the deposit back. ${"a".repeat(40)}`,
  includeDisclaimer: true,
};

interface OutcomeRow {
  question_id: number | null;
  asked_on: string;
  state: string | null;
  category_id: number | null;
  language: string;
  first_claim_seconds: number | null;
  answer_seconds: number | null;
  outcome: string;
  helpful: string | null;
}

const outcomeOf = async (questionId: number): Promise<OutcomeRow | undefined> =>
  (
    await h.ctx.database.pool.query<OutcomeRow>(
      "select question_id, asked_on::text, state, category_id, language, first_claim_seconds, answer_seconds, outcome, helpful from question_outcomes where question_id = $1",
      [questionId],
    )
  ).rows[0];
const allOutcomes = async () =>
  (
    await h.ctx.database.pool.query<OutcomeRow>(
      "select question_id, outcome, helpful, answer_seconds from question_outcomes order by id",
    )
  ).rows;

async function ask(state = "TN") {
  const asker = await signedIn(h, { termsAcceptedAt: new Date() });
  const res = await asker.agent.post("/api/questions").send({
    categoryId: 5,
    title: "Can my landlord keep my deposit?",
    content: LONG_CONTENT,
    isAnonymous: false,
    state,
  });
  expect(res.status).toBe(201);
  return { asker, id: res.body.id as number };
}

describe("a question's outcome row", () => {
  it("is written when it is asked, with no user, text or attorney", async () => {
    const { id } = await ask("TN");
    const today = h.clock.now().toISOString().slice(0, 10);
    expect(await outcomeOf(id)).toEqual({
      question_id: id,
      asked_on: today,
      state: "TN",
      category_id: 5,
      language: "en",
      first_claim_seconds: null,
      answer_seconds: null,
      outcome: "open",
      helpful: null,
    });
    const columns = (
      await h.ctx.database.pool.query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_name = 'question_outcomes'",
      )
    ).rows.map((r) => r.name);
    expect(columns.sort()).toEqual(
      [
        "answer_seconds",
        "asked_on",
        "category_id",
        "first_claim_seconds",
        "helpful",
        "id",
        "language",
        "outcome",
        "question_id",
        "state",
      ].sort(),
    );
  });

  it("keeps the first claim through a release, takes the answer's time, and the asker's helpful on close, once", async () => {
    const { asker, id } = await ask();
    const first = await signedInAttorney(h);
    const second = await signedInAttorney(h);
    h.clock.advance(2 * HOUR_MS);
    expect((await first.agent.post(`/api/questions/${id}/claim`)).status).toBe(200);
    expect(await outcomeOf(id)).toMatchObject({ first_claim_seconds: 7200, outcome: "open" });
    h.clock.advance(HOUR_MS);
    expect((await first.agent.post(`/api/questions/${id}/release`).send({})).status).toBe(200);
    expect(await outcomeOf(id)).toMatchObject({ first_claim_seconds: 7200, outcome: "open" });
    h.clock.advance(HOUR_MS);
    expect((await second.agent.post(`/api/questions/${id}/claim`)).status).toBe(200);
    h.clock.advance(HOUR_MS);
    expect((await second.agent.post(`/api/questions/${id}/answer`).send(answerBody)).status).toBe(201);
    expect(await outcomeOf(id)).toMatchObject({
      first_claim_seconds: 7200,
      answer_seconds: 5 * 3600,
      outcome: "answered",
    });

    const close = await asker.agent.post(`/api/questions/${id}/close`).send({ helpful: "partly" });
    expect(close.status).toBe(200);
    expect(close.body).toMatchObject({ id, status: "closed" });
    expect(close.body).not.toHaveProperty("helpful");
    expect(await outcomeOf(id)).toMatchObject({ answer_seconds: 5 * 3600, outcome: "closed", helpful: "partly" });
    // A second close is refused and changes nothing.
    expect((await asker.agent.post(`/api/questions/${id}/close`).send({ helpful: "no" })).status).toBe(409);
    expect((await outcomeOf(id))?.helpful).toBe("partly");
    // The attorney never sees it.
    const seen = await second.agent.get(`/api/questions/${id}`);
    expect(JSON.stringify(seen.body)).not.toMatch(/helpful|partly/);
  });

  it("stores a helpful answer only once, even if something tries to store another", async () => {
    const { asker, id } = await ask();
    const lawyer = await signedInAttorney(h);
    await lawyer.agent.post(`/api/questions/${id}/claim`);
    await lawyer.agent.post(`/api/questions/${id}/answer`).send(answerBody);
    expect((await asker.agent.post(`/api/questions/${id}/close`).send({ helpful: "yes" })).status).toBe(200);
    await recordHelpful(h.ctx.database.db, id, "no");
    expect((await outcomeOf(id))?.helpful).toBe("yes");
  });

  it("closes with no body as before, and refuses a helpful that is not yes, partly or no (400, nothing changed)", async () => {
    const { asker, id } = await ask();
    const lawyer = await signedInAttorney(h);
    await lawyer.agent.post(`/api/questions/${id}/claim`);
    await lawyer.agent.post(`/api/questions/${id}/answer`).send(answerBody);
    for (const helpful of ["maybe", "", 1, null, ["yes"]]) {
      const bad = await asker.agent.post(`/api/questions/${id}/close`).send({ helpful });
      expect(bad.status, JSON.stringify(helpful)).toBe(400);
      expect(bad.body).toEqual({ message: HELPFUL_MESSAGE, errors: [{ path: "helpful", message: HELPFUL_MESSAGE }] });
    }
    expect(await outcomeOf(id)).toMatchObject({ outcome: "answered", helpful: null });
    const res = await asker.agent.post(`/api/questions/${id}/close`);
    expect(res.status).toBe(200);
    expect(await outcomeOf(id)).toMatchObject({ outcome: "closed", helpful: null });
  });

  it("follows a withdrawal, an expiry and an auto-close", async () => {
    const withdrawn = await ask();
    expect((await withdrawn.asker.agent.post(`/api/questions/${withdrawn.id}/withdraw`)).status).toBe(200);
    expect(await outcomeOf(withdrawn.id)).toMatchObject({ outcome: "withdrawn", answer_seconds: null });

    const unanswered = await ask();
    const answered = await ask();
    const lawyer = await signedInAttorney(h);
    await lawyer.agent.post(`/api/questions/${answered.id}/claim`);
    expect((await lawyer.agent.post(`/api/questions/${answered.id}/answer`).send(answerBody)).status).toBe(201);
    h.clock.advance(31 * DAY_MS);
    await runAllSweeps(h.ctx);
    expect(await outcomeOf(unanswered.id)).toMatchObject({ outcome: "expired", first_claim_seconds: null });
    expect(await outcomeOf(answered.id)).toMatchObject({ outcome: "closed", helpful: null });
  });

  it("outlives the retention purge, no longer pointing at the deleted question", async () => {
    const { asker, id } = await ask();
    expect((await asker.agent.post(`/api/questions/${id}/withdraw`)).status).toBe(200);
    const before = await outcomeOf(id);
    h.clock.advance(400 * DAY_MS);
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1 });
    expect((await h.ctx.database.pool.query("select 1 from questions where id = $1", [id])).rowCount).toBe(0);
    expect(await allOutcomes()).toEqual([
      { question_id: null, outcome: "withdrawn", helpful: null, answer_seconds: null },
    ]);
    expect(before).toMatchObject({ question_id: id, outcome: "withdrawn" });
  });

  it("outlives the deletion of the asker's account, with its answer's time and helpful answer", async () => {
    const { asker, id } = await ask();
    const pending = await ask();
    const lawyer = await signedInAttorney(h);
    await lawyer.agent.post(`/api/questions/${id}/claim`);
    h.clock.advance(HOUR_MS);
    await lawyer.agent.post(`/api/questions/${id}/answer`).send(answerBody);
    await asker.agent.post(`/api/questions/${id}/close`).send({ helpful: "yes" });
    const res = await asker.agent.delete("/api/account").send({ password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect((await h.ctx.database.pool.query("select 1 from questions where id = $1", [id])).rowCount).toBe(0);
    expect(await allOutcomes()).toEqual([
      { question_id: null, outcome: "closed", helpful: "yes", answer_seconds: 3600 },
      { question_id: pending.id, outcome: "open", helpful: null, answer_seconds: null },
    ]);
  });

  it("is written for questions put in the database directly too (every way a question is stored)", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id, { state: "CA" });
    expect(await outcomeOf(q.id)).toMatchObject({ state: "CA", outcome: "open" });
  });
});

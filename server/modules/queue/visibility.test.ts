import { describe, expect, it } from "vitest";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { QUEUE_TEST_ENV } from "./queue.test-helpers";

// The one visibility rule (auth/visibility.ts, docs/decisions/027): once a claim ends, what was said under it stays
// with the asker; a question an attorney may not see answers 404 everywhere, and no page order reveals it.
const h = useTestApp(QUEUE_TEST_ENV);

const PRIVATE = "My name is Rosa Delgado and I live at 12 Elm Street";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An anonymous asker's question about TN, claimed by one attorney, with a follow-up that says who the asker is. */
async function conversation() {
  const asker = await signedIn(h, { termsAcceptedAt: new Date() });
  const asked = await asker.agent.post("/api/questions").send({
    categoryId: 1,
    title: "Can my landlord keep my whole deposit?",
    content: "I moved out two months ago and the landlord kept all of my deposit without any list of damages.",
    isAnonymous: true,
    state: "TN",
  });
  expect(asked.status).toBe(201);
  const id = asked.body.id as number;
  const first = await signedInAttorney(h, { states: ["TN"] });
  expect((await first.agent.post(`/api/questions/${id}/claim`)).status).toBe(200);
  expect((await asker.agent.post("/api/followups").send({ questionId: id, content: PRIVATE })).status).toBe(201);
  return { id, asker, first };
}

describe("a question whose claim ended", () => {
  it("shows the next attorney what the queue shows, not the earlier conversation (an admin's release)", async () => {
    const { id, asker, first } = await conversation();
    const admin = await signedInAdmin(h);
    expect((await admin.agent.post(`/api/admin/questions/${id}/release`).send({})).status).toBe(200);

    const next = await signedInAttorney(h, { states: ["TN"] });
    const seen = await next.agent.get(`/api/questions/${id}`);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain("Rosa");
    expect(seen.body).toMatchObject({ status: "pending", followUps: [], answer: null, asker: null, claimedAt: null });
    expect(seen.body.updatedAt).toBe(seen.body.createdAt);
    // The asker and admins still read the whole conversation.
    expect((await asker.agent.get(`/api/questions/${id}`)).body.followUps[0].content).toBe(PRIVATE);
    expect((await admin.agent.get(`/api/questions/${id}`)).body.followUps[0].content).toBe(PRIVATE);
    // The attorney whose claim it was may not see it any more: the same 404 as a missing question.
    const gone = await first.agent.get(`/api/questions/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual((await first.agent.get("/api/questions/999999")).body);

    // Claimed again, the new claimer reads the conversation they now hold.
    expect((await next.agent.post(`/api/questions/${id}/claim`)).status).toBe(200);
    expect((await next.agent.get(`/api/questions/${id}`)).body.followUps[0].content).toBe(PRIVATE);
  });

  it("keeps the conversation from other attorneys after the claimer gives it back, and from the claimer too", async () => {
    const { id, first } = await conversation();
    expect((await first.agent.post(`/api/questions/${id}/release`).send({})).status).toBe(200);
    const other = await signedInAttorney(h, { states: ["TN"] });
    expect((await other.agent.get(`/api/questions/${id}`)).body.followUps).toEqual([]);
    // Hidden from their queue, unreadable and unclaimable: the three agree.
    expect((await first.agent.get("/api/questions/queue")).body.map((q: { id: number }) => q.id)).not.toContain(id);
    expect((await first.agent.get(`/api/questions/${id}`)).status).toBe(404);
    expect((await first.agent.post(`/api/questions/${id}/claim`)).status).toBe(404);
  });
});

describe("the queue's cursor", () => {
  it("reads a question the attorney may not see as a missing one: the page does not move to its place", async () => {
    const asker = await signedIn(h);
    const tnSoon = await insertQuestion(h, asker.user.id, { state: "TN", deadline: inDays(3) });
    const tnLater = await insertQuestion(h, asker.user.id, { state: "TN", deadline: inDays(10) });
    const tnOld = await insertQuestion(h, asker.user.id, { state: "TN" });
    const ca = await insertQuestion(h, asker.user.id, { state: "CA", deadline: inDays(5) });
    const tnNew = await insertQuestion(h, asker.user.id, { state: "TN" });
    const { agent } = await signedInAttorney(h, { states: ["TN"] });
    const ids = async (after: number) =>
      (await agent.get(`/api/questions/queue?after=${after}`)).body.map((q: { id: number }) => q.id);

    expect(await ids(tnSoon.id)).toEqual([tnLater.id, tnOld.id, tnNew.id]);
    const afterCa = await ids(ca.id);
    // A CA question between the two TN deadlines would put the page after it in the first part.
    expect(afterCa).not.toContain(tnLater.id);
    await h.ctx.database.pool.query("delete from questions where id = $1", [ca.id]);
    expect(await ids(ca.id)).toEqual(afterCa);
  });
});

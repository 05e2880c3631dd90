import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { insertQuestion, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { onlyRow } from "../../db/rows";
import { expectNoAskerIdentity, insertAsker, QUEUE_TEST_ENV, refusedCallers } from "./queue.test-helpers";

const h = useTestApp(QUEUE_TEST_ENV);

const QUESTION_KEYS = [
  "answeredAt",
  "categoryId",
  "claimExpiresAt",
  "claimedAt",
  "content",
  "createdAt",
  "id",
  "isAnonymous",
  "language",
  "status",
  "title",
  "updatedAt",
];

const row = async (id: number) =>
  onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), `question ${id}`);

describe("POST /api/questions/:id/claim", () => {
  it("answers 401 Unauthorized when signed out, and the question stays pending", async () => {
    const q = await insertQuestion(h, (await insertAsker(h)).id);
    const res = await h.agent().post(`/api/questions/${q.id}/claim`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
    expect((await row(q.id)).status).toBe("pending");
  });

  it("answers 403 to a plain user, an unapproved attorney and an admin, and the question stays pending", async () => {
    const q = await insertQuestion(h, (await insertAsker(h)).id);
    for (const [, agent] of await refusedCallers(h)) {
      expect((await agent.post(`/api/questions/${q.id}/claim`)).status).toBe(403);
    }
    expect(await row(q.id)).toMatchObject({ status: "pending", claimedBy: null });
  });

  it("claims a pending question for an approved attorney and returns it without any user id", async () => {
    const asker = await insertAsker(h);
    const q = await insertQuestion(h, asker.id, { categoryId: 3 });
    const { user, agent } = await signedInAttorney(h);
    const res = await agent.post(`/api/questions/${q.id}/claim`).send({ claimedBy: asker.id, status: "answered" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(QUESTION_KEYS);
    expect(res.body).toMatchObject({
      id: q.id,
      title: q.title,
      content: q.content,
      status: "claimed",
      categoryId: 3,
      answeredAt: null,
    });
    expect(res.body.claimedAt).toEqual(expect.any(String));
    expectNoAskerIdentity(res.body, asker);
    expect(JSON.stringify(res.body)).not.toContain(user.id);
    expect(await row(q.id)).toMatchObject({ status: "claimed", claimedBy: user.id });
  });

  it("answers 404 for a question that does not exist", async () => {
    const { agent } = await signedInAttorney(h);
    const res = await agent.post("/api/questions/424242/claim");
    expect(res.status).toBe(404);
  });

  it.each(["abc", "0", "-3", "2.5", "99999999999"])("answers 400 for the malformed id %s", async (id) => {
    const { agent } = await signedInAttorney(h);
    expect((await agent.post(`/api/questions/${id}/claim`)).status).toBe(400);
  });

  it("answers 403 when an attorney tries to claim their own question", async () => {
    const { user, agent } = await signedInAttorney(h);
    const own = await insertQuestion(h, user.id);
    const res = await agent.post(`/api/questions/${own.id}/claim`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You cannot claim your own question");
    expect((await row(own.id)).status).toBe("pending");
  });

  it("answers 409 when the question is already claimed, and keeps the first claimer", async () => {
    const q = await insertQuestion(h, (await insertAsker(h)).id);
    const first = await signedInAttorney(h);
    const second = await signedInAttorney(h);
    expect((await first.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    const res = await second.agent.post(`/api/questions/${q.id}/claim`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This question has already been claimed");
    expect((await first.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(409);
    expect((await row(q.id)).claimedBy).toBe(first.user.id);
  });

  it("answers 409 when the question is already answered, saying it can no longer be claimed", async () => {
    const q = await insertQuestion(h, (await insertAsker(h)).id);
    const first = await signedInAttorney(h);
    expect((await first.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    expect((await first.agent.post(`/api/questions/${q.id}/answer`).send({ content: "A".repeat(60) })).status).toBe(
      201,
    );
    expect((await row(q.id)).status).toBe("answered");
    const { agent } = await signedInAttorney(h);
    const res = await agent.post(`/api/questions/${q.id}/claim`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This question is no longer waiting, so it can no longer be claimed");
  });

  it("lets exactly one of forty attorneys claiming the same question at once win; the other 39 get 409", async () => {
    const q = await insertQuestion(h, (await insertAsker(h)).id);
    const attorneys = await Promise.all(Array.from({ length: 40 }, () => signedInAttorney(h)));
    const results = await Promise.all(attorneys.map(({ agent }) => agent.post(`/api/questions/${q.id}/claim`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(["This question has already been claimed"]),
    );
    const winner = attorneys[statuses.indexOf(200)];
    expect(await row(q.id)).toMatchObject({ status: "claimed", claimedBy: winner?.user.id });
    const claims = await Promise.all(attorneys.map(({ agent }) => agent.get("/api/attorney/claimed-questions")));
    expect(claims.filter((c) => c.body.length > 0)).toHaveLength(1);
  });
});

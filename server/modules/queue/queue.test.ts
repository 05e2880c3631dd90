import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { buildQuestion, insertQuestion, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { expectNoAskerIdentity, insertAsker, QUEUE_ITEM_KEYS, QUEUE_TEST_ENV } from "./queue.test-helpers";

const h = useTestApp(QUEUE_TEST_ENV);

const ids = (body: { id: number }[]) => body.map((q) => q.id);

async function insertMany(userId: string, count: number, overrides: Partial<typeof questions.$inferInsert> = {}) {
  const rows = Array.from({ length: count }, () => buildQuestion(userId, overrides));
  return h.ctx.database.db.insert(questions).values(rows).returning();
}

describe("GET /api/questions/queue", () => {
  it("lists pending questions oldest first with exactly the queue fields (docs/architecture.md and docs/decisions/018)", async () => {
    const asker = await insertAsker(h);
    const first = await insertQuestion(h, asker.id, { isAnonymous: true, categoryId: 5 });
    const second = await insertQuestion(h, asker.id);
    const { agent } = await signedInAttorney(h);
    const res = await agent.get("/api/questions/queue");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([first.id, second.id]);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(QUEUE_ITEM_KEYS);
    expect(res.body[0]).toEqual({
      id: first.id,
      title: first.title,
      content: first.content,
      contentLength: first.content.length,
      categoryId: 5,
      isAnonymous: true,
      createdAt: first.createdAt.toISOString(),
      state: null,
      deadline: null,
      deadlineType: null,
      opposingParties: [],
      possibleConflict: false,
      safetyConcern: false,
      language: "en",
    });
  });

  it("never names or identifies an asker, anonymous or not", async () => {
    const asker = await insertAsker(h);
    await insertQuestion(h, asker.id, { isAnonymous: false });
    await insertQuestion(h, asker.id, { isAnonymous: true });
    const { agent } = await signedInAttorney(h);
    const res = await agent.get("/api/questions/queue");
    expect(res.body).toHaveLength(2);
    expectNoAskerIdentity(res.body, asker);
    expect(JSON.stringify(res.body)).not.toContain("Priya");
  });

  it("shows only pending questions: claimed and answered ones have left the queue", async () => {
    const asker = await insertAsker(h);
    const pending = await insertQuestion(h, asker.id);
    const other = await signedInAttorney(h);
    await insertQuestion(h, asker.id, { status: "claimed", claimedBy: other.user.id, claimedAt: new Date() });
    await insertQuestion(h, asker.id, {
      status: "answered",
      claimedBy: other.user.id,
      claimedAt: new Date(),
      answeredAt: new Date(),
    });
    const { agent } = await signedInAttorney(h);
    expect(ids((await agent.get("/api/questions/queue")).body)).toEqual([pending.id]);
  });

  it("never shows an attorney their own questions", async () => {
    const asker = await insertAsker(h);
    const { user, agent } = await signedInAttorney(h);
    await insertQuestion(h, user.id);
    const theirs = await insertQuestion(h, asker.id);
    expect(ids((await agent.get("/api/questions/queue")).body)).toEqual([theirs.id]);
  });

  it("filters by category, and categoryId=all shows every category", async () => {
    const asker = await insertAsker(h);
    const family = await insertQuestion(h, asker.id, { categoryId: 2 });
    const housing = await insertQuestion(h, asker.id, { categoryId: 5 });
    const family2 = await insertQuestion(h, asker.id, { categoryId: 2 });
    const { agent } = await signedInAttorney(h);
    expect(ids((await agent.get("/api/questions/queue?categoryId=2")).body)).toEqual([family.id, family2.id]);
    expect(ids((await agent.get("/api/questions/queue?categoryId=5")).body)).toEqual([housing.id]);
    expect(ids((await agent.get("/api/questions/queue?categoryId=9")).body)).toEqual([]);
    expect(ids((await agent.get("/api/questions/queue?categoryId=all")).body)).toEqual([
      family.id,
      housing.id,
      family2.id,
    ]);
  });

  it("pages with after and limit across the whole queue without gaps or repeats", async () => {
    const asker = await insertAsker(h);
    const { user, agent } = await signedInAttorney(h);
    const made = await insertMany(asker.id, 4);
    await insertQuestion(h, user.id); // own, interleaved: must not appear or shift a page
    made.push(...(await insertMany(asker.id, 3)));
    const seen: number[] = [];
    let after: number | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await agent.get("/api/questions/queue").query({ limit: 3, ...(after ? { after } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(3);
      if (res.body.length === 0) break;
      seen.push(...ids(res.body));
      after = res.body[res.body.length - 1].id;
    }
    expect(seen).toEqual(made.map((q) => q.id));
  });

  it("pages within a category filter too", async () => {
    const asker = await insertAsker(h);
    const family = [...(await insertMany(asker.id, 3, { categoryId: 2 }))];
    await insertMany(asker.id, 2, { categoryId: 3 });
    family.push(...(await insertMany(asker.id, 2, { categoryId: 2 })));
    const { agent } = await signedInAttorney(h);
    const first = await agent.get("/api/questions/queue").query({ categoryId: 2, limit: 4 });
    const second = await agent.get("/api/questions/queue").query({ categoryId: 2, limit: 4, after: first.body[3].id });
    expect([...ids(first.body), ...ids(second.body)]).toEqual(family.map((q) => q.id));
  });

  it("returns 50 by default and clamps a larger limit to 100", async () => {
    const asker = await insertAsker(h);
    const made = await insertMany(asker.id, 130);
    const { agent } = await signedInAttorney(h);
    const byDefault = await agent.get("/api/questions/queue");
    expect(ids(byDefault.body)).toEqual(made.slice(0, 50).map((q) => q.id));
    const clamped = await agent.get("/api/questions/queue?limit=1000");
    expect(clamped.status).toBe(200);
    expect(ids(clamped.body)).toEqual(made.slice(0, 100).map((q) => q.id));
  });

  it.each([
    "limit=0",
    "limit=-5",
    "limit=abc",
    "after=-1",
    "after=abc",
    "categoryId=abc",
    "categoryId=0",
    "after=99999999999",
  ])("answers 400 to the malformed query %s, never 500", async (query) => {
    const { agent } = await signedInAttorney(h);
    const res = await agent.get(`/api/questions/queue?${query}`);
    expect(res.status).toBe(400);
  });
});

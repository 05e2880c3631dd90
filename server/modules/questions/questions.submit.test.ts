import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questions, users } from "@shared/schema";
import { insertQuestion, insertUser, signedIn } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { CATEGORY_SEED } from "../../db/seed";
import { LONG_CONTENT } from "./questions.test-helpers";

const h = useTestApp();

const QUESTION_KEYS = [
  "answeredAt",
  "categoryId",
  "claimedAt",
  "content",
  "createdAt",
  "id",
  "isAnonymous",
  "status",
  "title",
  "updatedAt",
];
const question = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 5,
  title: "Can my landlord keep my deposit?",
  content: LONG_CONTENT,
  isAnonymous: false,
  ...overrides,
});
const withTerms = () => signedIn(h, { termsAcceptedAt: new Date("2026-01-02T03:04:05.000Z") });

describe("GET /api/categories", () => {
  it("lists every category to anyone, ordered by id, with id, name, slug and description only", async () => {
    const res = await h.agent().get("/api/categories");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CATEGORY_SEED.map(({ id, name, slug, description }) => ({ id, name, slug, description })));
    expect(res.body[0]).toMatchObject({ id: 1, name: "General" });
  });
});

describe("POST /api/terms/accept", () => {
  it("records the acceptance time and shows it on the current user", async () => {
    const { agent } = await signedIn(h);
    const res = await agent.post("/api/terms/accept");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["termsAcceptedAt"]);
    expect(Date.now() - Date.parse(res.body.termsAcceptedAt)).toBeLessThan(60_000);
    expect((await agent.get("/api/auth/user")).body.termsAcceptedAt).toBe(res.body.termsAcceptedAt);
  });

  it("keeps the first acceptance time when called again", async () => {
    const { agent } = await withTerms();
    const res = await agent.post("/api/terms/accept");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ termsAcceptedAt: "2026-01-02T03:04:05.000Z" });
  });
});

describe("POST /api/questions", () => {
  it("answers 401 when signed out and stores nothing", async () => {
    const res = await h.agent().post("/api/questions").send(question());
    expect(res.status).toBe(401);
    expect(await h.ctx.database.db.select().from(questions)).toHaveLength(0);
  });

  it("answers 403 until the terms are accepted, then 201", async () => {
    const { agent } = await signedIn(h);
    const refused = await agent.post("/api/questions").send(question());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Terms must be accepted first" });
    expect(await h.ctx.database.db.select().from(questions)).toHaveLength(0);
    await agent.post("/api/terms/accept");
    expect((await agent.post("/api/questions").send(question())).status).toBe(201);
  });

  it("creates a pending question for the signed-in user and returns only the question fields", async () => {
    const { user, agent } = await withTerms();
    const res = await agent.post("/api/questions").send(question({ isAnonymous: true }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(QUESTION_KEYS);
    expect(res.body).toMatchObject({
      categoryId: 5,
      status: "pending",
      isAnonymous: true,
      claimedAt: null,
      answeredAt: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(user.id);
    const [row] = await h.ctx.database.db.select().from(questions);
    expect(row).toMatchObject({ id: res.body.id, userId: user.id, title: "Can my landlord keep my deposit?" });
  });

  it("takes the asker from the session and ignores a userId or status in the body", async () => {
    const { user, agent } = await withTerms();
    const other = await insertUser(h);
    const res = await agent.post("/api/questions").send(question({ userId: other.id, status: "answered" }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("pending");
    const [row] = await h.ctx.database.db.select().from(questions);
    assert(row);
    expect(row.userId).toBe(user.id);
  });

  it.each([123, null, { id: "x" }])(
    "ignores a userId that is not text (%j), rather than refusing the question",
    async (userId) => {
      const { user, agent } = await withTerms();
      const res = await agent.post("/api/questions").send(question({ userId }));
      expect(res.status).toBe(201);
      const [row] = await h.ctx.database.db.select().from(questions);
      expect(row?.userId).toBe(user.id);
    },
  );

  it("defaults to category 1 (General) and to showing the name", async () => {
    const { agent } = await withTerms();
    const res = await agent.post("/api/questions").send({ title: "A title long enough", content: LONG_CONTENT });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ categoryId: 1, isAnonymous: false });
  });

  it.each([
    [{ title: "Too short" }, "title", "Title must be at least 10 characters"],
    [{ title: "          x" }, "title", "Title must be at least 10 characters"],
    [{ content: "Not nearly enough detail." }, "content", "Please provide more detail (at least 50 characters)"],
    [{ categoryId: 0 }, "categoryId", "Please select a category"],
    [{ categoryId: "family" }, "categoryId", "Please select a category"],
    [{ categoryId: 9999 }, "categoryId", "Please select a category"],
  ])("answers 400 with the spec's message for %o", async (overrides, path, message) => {
    const { agent } = await withTerms();
    const res = await agent.post("/api/questions").send(question(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await h.ctx.database.db.select().from(questions)).toHaveLength(0);
  });

  it("stores the title and content trimmed", async () => {
    const { agent } = await withTerms();
    const res = await agent.post("/api/questions").send(question({ title: "   Deposit kept for months   " }));
    expect(res.body.title).toBe("Deposit kept for months");
  });
});

describe("GET /api/questions/user", () => {
  it("lists only the caller's own questions, newest first, each with its category name", async () => {
    const { user, agent } = await signedIn(h);
    const other = await insertUser(h);
    const older = await insertQuestion(h, user.id, { categoryId: 2, createdAt: new Date("2026-01-01T00:00:00Z") });
    const newer = await insertQuestion(h, user.id, { categoryId: 1, createdAt: new Date("2026-02-01T00:00:00Z") });
    await insertQuestion(h, other.id);
    const res = await agent.get("/api/questions/user");
    expect(res.status).toBe(200);
    expect(res.body.map((q: { id: number }) => q.id)).toEqual([newer.id, older.id]);
    expect(res.body[0]).toMatchObject({ categoryName: "General", status: "pending" });
    expect(res.body[1].categoryName).toBe("Family Law");
    // With where and how soon, for the asker's own card (docs/decisions/034).
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [...QUESTION_KEYS, "categoryName", "state", "deadline", "deadlineType"].sort(),
    );
  });

  it("lists a question exactly as submitting it answered, plus its category name", async () => {
    const { agent } = await withTerms();
    const submitted = (await agent.post("/api/questions").send(question())).body;
    const listed = (await agent.get("/api/questions/user")).body;
    expect(listed).toEqual([
      { ...submitted, categoryName: expect.any(String), state: null, deadline: null, deadlineType: null },
    ]);
  });

  it("gives categoryName null for a question without a category", async () => {
    const { user, agent } = await signedIn(h);
    await insertQuestion(h, user.id, { categoryId: null });
    const res = await agent.get("/api/questions/user");
    expect(res.body[0]).toMatchObject({ categoryId: null, categoryName: null });
  });

  it("never carries the asker's id or e-mail", async () => {
    const { user, agent } = await signedIn(h);
    await insertQuestion(h, user.id);
    const text = JSON.stringify((await agent.get("/api/questions/user")).body);
    expect(text).not.toContain(user.id);
    expect(text).not.toContain(user.email);
  });

  it("answers an empty list to a user with no questions", async () => {
    const { agent } = await signedIn(h);
    expect((await agent.get("/api/questions/user")).body).toEqual([]);
  });
});

describe("the asker's journey", () => {
  it("accepts the terms, asks anonymously and by name, and sees both as pending", async () => {
    const { user, agent } = await signedIn(h);
    await agent.post("/api/terms/accept").send({ userId: "someone-else" });
    const [row] = await h.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    assert(row);
    expect(row.termsAcceptedAt).not.toBeNull();
    const anon = await agent.post("/api/questions").send(question({ isAnonymous: true, userId: user.id }));
    const named = await agent.post("/api/questions").send(question({ title: "Second question, with my name" }));
    expect([anon.status, named.status]).toEqual([201, 201]);
    const list = (await agent.get("/api/questions/user")).body;
    expect(
      list.map((q: { id: number; status: string; isAnonymous: boolean }) => [q.id, q.status, q.isAnonymous]),
    ).toEqual([
      [named.body.id, "pending", false],
      [anon.body.id, "pending", true],
    ]);
  });
});

describe("POST /api/questions sent twice", () => {
  it("stores one question for the same words sent together or again soon, and a new one for other words", async () => {
    const { agent, user } = await withTerms();
    const answers = await Promise.all([
      agent.post("/api/questions").send(question()),
      agent.post("/api/questions").send(question()),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[1]!.body.id).toBe(answers[0]!.body.id);
    // Again a minute later, as after an answer lost on its way back: still the one question.
    h.clock.advance(60_000);
    expect((await agent.post("/api/questions").send(question())).body.id).toBe(answers[0]!.body.id);
    const other = await agent.post("/api/questions").send(question({ title: "Can my landlord keep my pet deposit?" }));
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(answers[0]!.body.id);
    const stored = await h.ctx.database.db.select().from(questions).where(eq(questions.userId, user.id));
    expect(stored).toHaveLength(2);
    // Past ten minutes the same words are a question asked again.
    h.clock.advance(10 * 60_000);
    expect((await agent.post("/api/questions").send(question())).body.id).not.toBe(answers[0]!.body.id);
  });
});

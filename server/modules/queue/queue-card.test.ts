import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, categories, conflictFlags, questions, QUEUE_PREVIEW_LENGTH, type Question } from "@shared/schema";
import { claimedQuestionSchema, userQuestionSchema } from "@shared/api/schemas";
import { insertQuestion, signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { toTriageFields } from "../questions/questions.dto";
import { QUEUE_CARD_KEYS } from "./queue-page.repo";
import { insertAsker, QUEUE_TEST_ENV } from "./queue.test-helpers";

// The queue page's items come from each question's stored card (docs/decisions/047), and the claimed list's and the
// asker's own list's open with the same stored head (docs/decisions/050): each must say what the row says, in its item's keys, after every change
// Postgres makes to the row.
const h = useTestApp(QUEUE_TEST_ENV);

/** The queue item for this row as the server would write it field by field (its text's preview as written below). */
const itemOf = (q: Question, possibleConflict: boolean) => ({
  id: q.id,
  title: q.title,
  content: previewOf(q.content),
  contentLength: [...q.content].length,
  categoryId: q.categoryId,
  isAnonymous: q.isAnonymous,
  createdAt: q.createdAt.toISOString(),
  ...toTriageFields(q),
  possibleConflict,
});

/**
 * The preview, as docs/decisions/052 describes it: all of a text up to the limit; else, counting characters (code
 * points), its first ones up to the last whitespace within limit + 1 that leaves at least 200, without the whitespace
 * before the cut; else the first `limit`.
 */
function previewOf(content: string): string {
  const chars = [...content];
  if (chars.length <= QUEUE_PREVIEW_LENGTH) return content;
  for (let cut = QUEUE_PREVIEW_LENGTH; cut >= 200; cut--) {
    if (/\s/u.test(chars[cut]!)) return chars.slice(0, cut).join("").trimEnd();
  }
  return chars.slice(0, QUEUE_PREVIEW_LENGTH).join("");
}

const readRow = async (id: number): Promise<Question> =>
  (await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0]!;

async function attorneyReadingBoth() {
  const s = await signedInAttorney(h, { states: ["TN", "GA"] });
  await h.ctx.database.db
    .update(attorneys)
    .set({ languages: ["en", "es"] })
    .where(eq(attorneys.id, s.attorney.id));
  return s;
}

// Text that JSON must escape, and characters beyond one byte.
const HARD_TEXT = {
  title: 'A "quoted" title \\ with a backslash',
  content: "Line one\nLine two\ttabbed, \u0001 a control character, ñ and 💬, </script>",
};

describe("the queue's stored card", () => {
  it("holds every field of the queue item, in its order, with text that JSON must escape", async () => {
    const asker = await insertAsker(h);
    const { agent } = await attorneyReadingBoth();
    const q = await insertQuestion(h, asker.id, {
      ...HARD_TEXT,
      isAnonymous: true,
      state: "TN",
      deadline: "2099-03-04",
      deadlineType: "court_date",
      opposingParties: ['Acme "Rentals" LLC', "José Núñez"],
      safetyConcern: true,
      language: "es",
      createdAt: new Date("2026-01-02T03:04:05.678Z"),
    });
    const res = await agent.get("/api/questions/queue");
    expect(res.status).toBe(200);
    const [item] = res.body as Record<string, unknown>[];
    expect(Object.keys(item!)).toEqual([...QUEUE_CARD_KEYS, "possibleConflict"]);
    expect(item).toEqual(itemOf(await readRow(q.id), false));
  });

  it("writes null, empty lists and false as the row has them", async () => {
    const asker = await insertAsker(h);
    const { agent } = await attorneyReadingBoth();
    const q = await insertQuestion(h, asker.id, { categoryId: null });
    const res = await agent.get("/api/questions/queue");
    expect(res.body).toEqual([itemOf(await readRow(q.id), false)]);
    expect(res.body[0]).toMatchObject({ categoryId: null, state: null, deadline: null, opposingParties: [] });
  });

  it("follows each change to the row, and the attorney's own flag is added per attorney", async () => {
    const asker = await insertAsker(h);
    const { agent, user } = await attorneyReadingBoth();
    const other = await attorneyReadingBoth();
    const q = await insertQuestion(h, asker.id);
    const changes: Partial<typeof questions.$inferInsert>[] = [
      { title: "A new title" },
      { content: "New words" },
      { categoryId: 2 },
      { isAnonymous: true },
      { state: "GA" },
      { deadline: "2099-05-06", deadlineType: "filing_deadline" },
      { opposingParties: ["Someone Else"] },
      { safetyConcern: true },
      { language: "es" },
      { createdAt: new Date("2025-12-31T23:59:59.999Z") },
    ];
    for (const change of changes) {
      await h.ctx.database.db.update(questions).set(change).where(eq(questions.id, q.id));
      const res = await agent.get("/api/questions/queue");
      expect(res.body, JSON.stringify(change)).toEqual([itemOf(await readRow(q.id), false)]);
    }
    await h.ctx.database.db.insert(conflictFlags).values({ userId: user.id, questionId: q.id });
    expect((await agent.get("/api/questions/queue")).body).toEqual([itemOf(await readRow(q.id), true)]);
    expect((await other.agent.get("/api/questions/queue")).body).toEqual([itemOf(await readRow(q.id), false)]);
  });

  it("carries a preview of a long text, cut between words, with the whole text's length; the detail has it all", async () => {
    const asker = await insertAsker(h);
    const { agent } = await attorneyReadingBoth();
    const texts = {
      short: "My landlord kept my deposit.",
      exact: "x".repeat(QUEUE_PREVIEW_LENGTH),
      words: "My landlord kept my deposit after I moved out. ".repeat(12),
      newline: `${"a".repeat(250)}\n${"b".repeat(100)}`,
      oneWord: "z".repeat(QUEUE_PREVIEW_LENGTH + 50),
      wide: "💬 ñ ".repeat(120),
    };
    const ids = new Map<number, string>();
    for (const [name, content] of Object.entries(texts))
      ids.set((await insertQuestion(h, asker.id, { content })).id, name);
    const res = await agent.get("/api/questions/queue");
    expect(res.status).toBe(200);
    const items = res.body as { id: number; content: string; contentLength: number }[];
    const byName = Object.fromEntries(items.map((i) => [ids.get(i.id)!, i]));
    expect(Object.keys(byName).sort()).toEqual(Object.keys(texts).sort());
    for (const [name, content] of Object.entries(texts)) {
      const item = byName[name]!;
      expect(item.contentLength, name).toBe([...content].length);
      expect(item.content, name).toBe(previewOf(content));
      expect(content.startsWith(item.content), name).toBe(true);
    }
    expect(byName.short!.content).toBe(texts.short);
    expect(byName.exact!.content).toBe(texts.exact);
    // The last whole word that fits, without the space before the cut.
    expect(byName.words!.content).toBe(texts.words.slice(0, 298));
    expect(byName.words!.content.endsWith("My landlord kept")).toBe(true);
    expect(byName.newline!.content).toBe("a".repeat(250));
    expect(byName.oneWord!.content).toBe("z".repeat(QUEUE_PREVIEW_LENGTH));
    expect([...byName.wide!.content].length).toBeLessThanOrEqual(QUEUE_PREVIEW_LENGTH);
    // An attorney who may see the question reads all of it on the detail ("Read full question").
    const [wordsId] = [...ids].find(([, name]) => name === "words")!;
    const detail = await agent.get(`/api/questions/${wordsId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.content).toBe(texts.words);
  });

  it("opens the claimed list's items too, whose other keys follow in the claimed item's order", async () => {
    const asker = await insertAsker(h);
    const { agent } = await attorneyReadingBoth();
    const q = await insertQuestion(h, asker.id, { ...HARD_TEXT, state: "TN" });
    expect((await agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    const res = await agent.get("/api/attorney/claimed-questions");
    expect(res.status).toBe(200);
    const [item] = res.body as Record<string, unknown>[];
    expect(Object.keys(item!)).toEqual(Object.keys(claimedQuestionSchema.shape));
    const row = await readRow(q.id);
    expect(item).toEqual({
      id: row.id,
      title: HARD_TEXT.title,
      content: HARD_TEXT.content,
      status: "claimed",
      claimedAt: row.claimedAt!.toISOString(),
      claimExpiresAt: row.claimExpiresAt!.toISOString(),
      answeredAt: null,
      language: row.language,
    });
    await h.ctx.database.db.update(questions).set({ title: "Retitled" }).where(eq(questions.id, q.id));
    expect((await agent.get("/api/attorney/claimed-questions")).body[0]).toMatchObject({ title: "Retitled" });
  });

  it("opens the asker's own list too, whose other keys are written from the row as the asker's item has them", async () => {
    const { user, agent } = await signedIn(h);
    const q = await insertQuestion(h, user.id, {
      ...HARD_TEXT,
      state: "TN",
      deadline: "2026-12-01",
      deadlineType: "filing_deadline",
      isAnonymous: true,
    });
    const plain = await insertQuestion(h, user.id, { title: "Plain", createdAt: new Date(Date.now() - 60_000) });
    const res = await agent.get("/api/questions/user");
    expect(res.status).toBe(200);
    const items = res.body as Record<string, unknown>[];
    expect(items.map((i) => Object.keys(i))).toEqual([0, 1].map(() => Object.keys(userQuestionSchema.shape)));
    const [row, plainRow] = [await readRow(q.id), await readRow(plain.id)];
    const category = (await h.ctx.database.db.select().from(categories).where(eq(categories.id, row.categoryId!)))[0]!;
    const itemOf = (r: Question) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      status: "pending",
      categoryId: r.categoryId,
      isAnonymous: r.isAnonymous,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      claimedAt: null,
      answeredAt: null,
      categoryName: category.name,
      state: r.state,
      deadline: r.deadline,
      deadlineType: r.deadlineType,
    });
    expect(items).toEqual([itemOf(row), itemOf(plainRow)]);
    expect(items[0]).toMatchObject({ ...HARD_TEXT, isAnonymous: true, deadline: "2026-12-01", state: "TN" });
    expect(items[1]).toMatchObject({ isAnonymous: false, state: null, deadline: null, deadlineType: null });
  });

  it("is written by Postgres alone: an insert or update that names either part is refused", async () => {
    const asker = await insertAsker(h);
    const q = await insertQuestion(h, asker.id);
    for (const column of ["card_head", "queue_card"]) {
      await expect(
        h.ctx.database.pool.query(`update questions set ${column} = '{' where id = $1`, [q.id]),
      ).rejects.toThrow(/can only be updated to DEFAULT/);
      await expect(
        h.ctx.database.pool.query(
          `insert into questions (user_id, title, content, ${column}) values ($1, 'Title', 'Text', '{')`,
          [asker.id],
        ),
      ).rejects.toThrow(/cannot insert a non-DEFAULT value/);
    }
  });
});

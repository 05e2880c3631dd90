import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys } from "@shared/schema";
import { ANSWER_LANGUAGES_MESSAGE, LOCALE_MESSAGE } from "@shared/validators";
import { application } from "../../../tests/setup/attorneys";
import { insertQuestion, insertUser, signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/036: a question reaches only attorneys who read its language, by the queue's one rule.
const h = useTestApp();

const ask = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 5,
  title: "Can my landlord keep my deposit?",
  content: "My landlord has kept my whole security deposit although I left the apartment clean and undamaged.",
  isAnonymous: false,
  ...overrides,
});

describe("a question's language", () => {
  it("is the account's language unless the question says, and is kept on its outcome row", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const english = await asker.agent.post("/api/questions").send(ask());
    expect(english.status).toBe(201);
    expect((await asker.agent.get(`/api/questions/${english.body.id}`)).body.language).toBe("en");

    const changed = await asker.agent.put("/api/account/locale").send({ locale: "es" });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ locale: "es" });
    expect((await asker.agent.get("/api/auth/user")).body.locale).toBe("es");
    const spanish = await asker.agent.post("/api/questions").send(ask());
    expect((await asker.agent.get(`/api/questions/${spanish.body.id}`)).body.language).toBe("es");
    // Other words: the same words in English again would be the first question sent twice (docs/decisions/005).
    const said = await asker.agent
      .post("/api/questions")
      .send(ask({ language: "en", title: "Another question, said to be in English" }));
    expect((await asker.agent.get(`/api/questions/${said.body.id}`)).body.language).toBe("en");

    const { rows } = await h.ctx.database.pool.query<{ question_id: number; language: string }>(
      "select question_id, language from question_outcomes where question_id = any($1) order by question_id",
      [[english.body.id, spanish.body.id, said.body.id]],
    );
    expect(rows.map((r) => r.language)).toEqual(["en", "es", "en"]);
  });

  it("must be English or Spanish (400, naming the field), for a question and for an account", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const bad = await asker.agent.post("/api/questions").send(ask({ language: "fr" }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "language", message: LOCALE_MESSAGE }]);
    const locale = await asker.agent.put("/api/account/locale").send({ locale: "EN" });
    expect(locale.status).toBe(400);
    expect(locale.body.errors).toEqual([{ path: "locale", message: LOCALE_MESSAGE }]);
  });
});

describe("the queue follows an attorney's languages", () => {
  it("shows, opens and lets claim a Spanish question only for an attorney who reads Spanish", async () => {
    const asker = await insertUser(h);
    const spanish = await insertQuestion(h, asker.id, { state: "TN", language: "es" });
    const english = await insertQuestion(h, asker.id, { state: "TN" });
    const englishOnly = await signedInAttorney(h);
    const both = await signedInAttorney(h);
    expect((await both.agent.put("/api/attorney/languages").send({ languages: ["es", "en"] })).body).toEqual({
      languages: ["en", "es"],
    });

    const queueOf = async (agent: typeof both.agent) =>
      ((await agent.get("/api/questions/queue")).body as { id: number; language: string }[]).map((q) => [
        q.id,
        q.language,
      ]);
    expect(await queueOf(englishOnly.agent)).toEqual([[english.id, "en"]]);
    expect(await queueOf(both.agent)).toEqual([
      [spanish.id, "es"],
      [english.id, "en"],
    ]);
    // Out of reach reads as missing, as for another state's question (docs/decisions/027).
    expect((await englishOnly.agent.get(`/api/questions/${spanish.id}`)).status).toBe(404);
    expect((await englishOnly.agent.post(`/api/questions/${spanish.id}/claim`).send({})).status).toBe(404);
    expect((await both.agent.get(`/api/questions/${spanish.id}`)).body.language).toBe("es");
    expect((await both.agent.post(`/api/questions/${spanish.id}/claim`).send({})).status).toBe(200);
  });

  it("reads and keeps the attorney's languages, English by default, refusing an empty or unknown list", async () => {
    const { agent, attorney } = await signedInAttorney(h);
    expect((await agent.get("/api/attorney/languages")).body).toEqual({ languages: ["en"] });
    for (const languages of [[], ["fr"], ["en", "en"], "es"]) {
      const res = await agent.put("/api/attorney/languages").send({ languages });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^languages/);
    }
    const res = await agent.put("/api/attorney/languages").send({ languages: [] });
    expect(res.body.errors).toEqual([{ path: "languages", message: ANSWER_LANGUAGES_MESSAGE }]);
    await agent.put("/api/attorney/languages").send({ languages: ["es"] });
    const [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, attorney.id));
    expect(row!.languages).toEqual(["es"]);
  });

  it("takes the languages given on the application, English when none are", async () => {
    const given = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ email: "bilingual@example.com", languages: ["en", "es"] }));
    expect(given.status).toBe(201);
    const plain = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ email: "english@example.com" }));
    expect(plain.status).toBe(201);
    const rows = await h.ctx.database.db.select().from(attorneys);
    expect(rows.find((r) => r.id === given.body.id)!.languages).toEqual(["en", "es"]);
    expect(rows.find((r) => r.id === plain.body.id)!.languages).toEqual(["en"]);
  });
});

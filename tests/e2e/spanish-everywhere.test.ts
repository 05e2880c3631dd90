import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { settled, useBrowser } from "./browser";
import { askViaApi, makeAdmin, makeApprovedAttorney, registerViaApi } from "./people";
import { englishMessages, loadSpanish } from "./spanish-text";

// docs/decisions/038: a person who reads Spanish meets no English on any screen, in what is shown or in what is read
// out (names, titles, placeholders), whether the words come from the app's catalogs, from code or from a library.
const e = useBrowser();
let english: string[] = [];
beforeAll(async () => {
  await loadSpanish();
  english = englishMessages();
});

// English left as it is on purpose: the language switcher names each language in its own, and two bodies' own names
// stand in brackets after their Spanish ones (the hotline, and the board whose number an attorney gives).
const MEANT = ["English", "National Domestic Violence Hotline", "Board of Professional Responsibility"];
// Short English words no Spanish sentence holds, for words that reach a screen from outside the catalogs.
const ENGLISH_WORDS = /(?<!\p{L})(the|and|your|with|this|for|is|of|to|loading|legend|icon|close|toggle)(?!\p{L})/giu;

/** What the screen shows and what it names for assistive technology, with the document's title. */
const wordsOf = (page: Page) =>
  page.evaluate(() => {
    const names = ["aria-label", "aria-roledescription", "title", "placeholder", "alt"];
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll(names.map((n) => `[${n}]`).join(",")))
      for (const name of names) parts.push(el.getAttribute(name) ?? "");
    return parts.join("\n");
  });

const asWholeWords = (text: string, phrase: string) => {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text.slice(Math.max(0, at - 1), at);
    const after = text.slice(at + phrase.length, at + phrase.length + 1);
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
  }
  return false;
};

/** The English found on the screen at this path, once it has drawn its heading. */
async function englishAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect.poll(() => page.locator("h1").count(), { message: `a heading at ${path}` }).toBeGreaterThan(0);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
  const text = MEANT.reduce((left, meant) => left.replaceAll(meant, " "), await wordsOf(page));
  const found = english.filter((m) => asWholeWords(text, m));
  for (const word of text.matchAll(ENGLISH_WORDS))
    found.push(`"${word[0]}" in "${text.slice(Math.max(0, word.index - 40), word.index + 40).replace(/\s+/g, " ")}"`);
  return found.map((m) => `${path}: ${m}`);
}

describe("in Spanish, everywhere", () => {
  it("no screen of an asker, an attorney, an admin or a visitor shows or names anything in English", async () => {
    const asker = await e.newPage("desktop", { locale: "es-US" });
    const lucia = await registerViaApi(asker, { firstName: "Lucia", lastName: "Vega" });
    await e.db.query(`update users set locale = 'es' where id = $1`, [lucia.id]);
    const held = await askViaApi(asker, {
      title: "¿Puede mi casero quedarse con el depósito?",
      content: "Me mudé hace un mes y el casero se quedó con todo el depósito sin darme ninguna explicación.",
      state: "TN",
    });
    const waiting = await askViaApi(asker, {
      title: "¿Me pueden despedir por pedir mi salario?",
      content: "Mi jefe dice que si vuelvo a preguntar por las horas extra me despide. ¿Puede hacerlo?",
      state: "TN",
    });
    const lawyerPage = await e.newPage("desktop", { locale: "es-US" });
    const rosa = await registerViaApi(lawyerPage, { firstName: "Rosa", lastName: "Quintero" });
    await makeApprovedAttorney(e, rosa, { languages: ["es"] });
    await makeAdmin(e, rosa);
    await e.db.query(`update users set locale = 'es' where id = $1`, [rosa.id]);
    expect((await lawyerPage.request.post(`/api/questions/${held}/claim`, { data: {} })).status()).toBe(200);

    const found: string[] = [];
    for (const path of ["/", "/dashboard", "/settings", "/settings/security", "/submit-question", `/question/${held}`])
      found.push(...(await englishAt(asker, path)));
    for (const path of [
      "/attorney",
      "/question-queue",
      "/attorney/claimed-questions",
      "/attorney/conflicts",
      `/question/${held}`,
      `/question/${waiting}`,
      "/admin",
      "/admin/outcomes",
      "/admin/activity",
    ])
      found.push(...(await englishAt(lawyerPage, path)));
    const visitor = await e.newPage("phone", { locale: "es-US" });
    for (const path of [
      "/",
      "/login",
      "/register",
      "/reset-password",
      "/apply-attorney",
      "/terms",
      "/privacy",
      "/unsubscribe",
      "/no-such-page",
    ])
      found.push(...(await englishAt(visitor, path)));
    expect(found).toEqual([]);
  });
});

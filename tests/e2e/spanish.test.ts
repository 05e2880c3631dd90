import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import {
  closeToasts,
  expectText,
  expectToast,
  makeApprovedAttorney,
  PASSWORD,
  registerViaApi,
  uniqueEmail,
} from "./people";
import { es, esServer, loadSpanish } from "./spanish-text";

// docs/decisions/036 and 038: a visitor whose browser prefers Spanish uses the service in Spanish from the first page,
// their question reaches an attorney who reads Spanish and no other, and the answer comes back in Spanish.
const e = useBrowser();
beforeAll(loadSpanish);

const QUESTION = {
  title: "¿Puede mi casero quedarse con todo mi depósito?",
  content:
    "Me mudé de mi apartamento en Memphis después de dos años. El casero se quedó con todo el depósito y dice que la alfombra estaba gastada. ¿Es legal?",
};
const ANSWER =
  "En Tennessee, el casero debe devolver el depósito o enviarle una lista de los daños. El desgaste normal de una alfombra no es un daño que pueda cobrarle.";

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const heading = (page: Page, name: string, level = 1) => page.getByRole("heading", { level, name }).count();

describe("in Spanish", () => {
  it("a visitor whose browser prefers Spanish registers and asks at phone width; only a Spanish-reading attorney sees it, answers, and the asker reads the answer", async () => {
    // The landing page, in Spanish from the first draw: the browser said so (Accept-Language).
    const asker = await e.newPage("phone", { locale: "es-US" });
    await asker.goto("/");
    expect(await lang(asker)).toBe("es");
    await expect.poll(() => asker.getByRole("link", { name: es("Get Started") }).count()).toBeGreaterThan(0);
    await captureScreen(asker, "es-landing");

    // Registers through the form.
    await asker
      .getByRole("link", { name: es("Get Started") })
      .first()
      .click();
    await asker.getByRole("button", { name: es("Create Account") }).click();
    await expectText(asker, esServer("First name is required"));
    const email = uniqueEmail("lucia");
    await asker.getByLabel(es("First name")).fill("Lucía");
    await asker.getByLabel(es("Last name")).fill("Herrera");
    await asker.getByLabel(es("Email")).fill(email);
    await asker.getByLabel(es("Password"), { exact: true }).fill("a-long-password");
    await asker.getByLabel(es("Confirm password")).fill("a-long-password");
    await asker.getByRole("button", { name: es("Create Account") }).click();
    await expectToast(asker, es("Account Created"));
    // The account keeps the language, and its first e-mail is in Spanish.
    const account = await e.db.query<{ locale: string }>("select locale from users where email = $1", [email]);
    expect(account.rows[0]?.locale).toBe("es");
    await expect.poll(() => e.mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(e.mailsTo(email)[0]!.text).toMatch(/correo/i);
    await closeToasts(asker);

    // Asks, in Spanish.
    await asker.goto("/submit-question");
    await expect.poll(() => heading(asker, es("Ask a Question"))).toBe(1);
    await captureScreen(asker, "es-submit-question");
    await asker.getByLabel(es("Which state is this about?")).selectOption({ label: "Tennessee" });
    await asker.getByLabel(es("Question title")).fill(QUESTION.title);
    await asker.getByLabel(es("Detailed question")).fill(QUESTION.content);
    await asker.getByRole("checkbox", { name: /Términos de uso/ }).click();
    await asker.getByRole("button", { name: es("Submit Question") }).click();
    await expectToast(asker, es("Question Submitted"));
    await asker.waitForURL("**/dashboard");
    await closeToasts(asker);
    const asked = await e.db.query<{ id: number; language: string }>(
      "select q.id, q.language from questions q join users u on u.id = q.user_id where u.email = $1",
      [email],
    );
    expect(asked.rows[0]?.language).toBe("es");
    const questionId = asked.rows[0]!.id;

    // An attorney of the same state who reads only English never sees it: not in the queue, not by its address.
    const english = await e.newPage();
    const englishLawyer = await registerViaApi(english, { firstName: "Grace", lastName: "Miller" });
    await makeApprovedAttorney(e, englishLawyer, { languages: ["en"] });
    await english.goto("/question-queue");
    await expect.poll(() => heading(english, "No Questions Available", 2)).toBe(1);
    expect(await english.getByText(QUESTION.title).count()).toBe(0);
    expect((await english.request.get(`/api/questions/${questionId}`)).status()).toBe(404);
    expect((await english.request.post(`/api/questions/${questionId}/claim`)).status()).toBe(404);

    // One who reads Spanish, and chooses to use the service in Spanish, finds it, claims it and answers.
    const lawyerPage = await e.newPage();
    const lawyer = await registerViaApi(lawyerPage, { firstName: "Rosa", lastName: "Quintero" });
    await makeApprovedAttorney(e, lawyer, { languages: ["en", "es"] });
    await lawyerPage.goto("/question-queue");
    // The account was made in English (through the API); the switch keeps Spanish for the account.
    await lawyerPage.getByRole("group", { name: "English / Español" }).getByRole("button", { name: "Español" }).click();
    await expect.poll(() => lang(lawyerPage)).toBe("es");
    await expect
      .poll(async () => (await e.db.query("select locale from users where id = $1", [lawyer.id])).rows[0]?.locale)
      .toBe("es");
    const card = lawyerPage.getByRole("article", { name: QUESTION.title });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain("Español");
    await captureScreen(lawyerPage, "es-question-queue");
    await card.getByRole("button", { name: es("Claim Question") }).click();
    await expectToast(lawyerPage, es("Question Claimed"));
    await expect.poll(() => heading(lawyerPage, es("Compose Answer"))).toBe(1);
    await closeToasts(lawyerPage);
    await captureScreen(lawyerPage, "es-compose-answer");
    await lawyerPage.getByLabel(es("Your Answer")).fill(ANSWER);
    await lawyerPage.getByRole("button", { name: es("Submit Answer") }).click();
    await expectToast(lawyerPage, es("Answer Submitted"));

    // The asker is told in Spanish, and reads the answer in Spanish.
    await expect.poll(() => e.mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(1);
    await asker.goto(`/question/${questionId}`);
    await expect.poll(() => heading(asker, QUESTION.title)).toBe(1);
    await expectText(asker, ANSWER);
    expect(await lang(asker)).toBe("es");
    await captureScreen(asker, "es-question-answered");
  });

  it("welcomes an English account signing in from a Spanish page in English, the language the page turns to", async () => {
    const account = await registerViaApi(await e.newPage(), { firstName: "Ana", lastName: "Lima" });
    const page = await e.newPage();
    await page.goto("/login");
    await page.getByRole("group", { name: "English / Español" }).getByRole("button", { name: "Español" }).click();
    await expect.poll(() => lang(page)).toBe("es");
    await page.getByLabel(es("Email")).fill(account.email);
    await page.getByLabel(es("Password")).fill(PASSWORD);
    await page.getByRole("button", { name: es("Sign In"), exact: true }).click();
    await expectToast(page, "Login Successful");
    expect(await lang(page)).toBe("en");
    expect(await page.getByText(es("Login Successful")).count()).toBe(0);
  });

  it("switches a signed-out page between English and Español, and keeps the choice", async () => {
    const page = await e.newPage();
    await page.goto("/terms");
    expect(await lang(page)).toBe("en");
    await expect.poll(() => heading(page, "Terms of Use")).toBe(1);
    const control = page.getByRole("group", { name: "English / Español" });
    await control.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => heading(page, es("Terms of Use"))).toBe(1);
    expect(await lang(page)).toBe("es");
    expect(await control.getByRole("button", { name: "Español" }).getAttribute("aria-pressed")).toBe("true");
    await captureScreen(page, "es-terms");
    // Kept in the browser: the next page comes in Spanish from the server.
    await page.goto("/login");
    expect(await lang(page)).toBe("es");
    await expect.poll(() => heading(page, es("Sign In"))).toBeGreaterThan(0);
    // And back, by keyboard.
    await control.getByRole("button", { name: "English" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => lang(page)).toBe("en");
    await page.reload();
    expect(await lang(page)).toBe("en");
  });
});

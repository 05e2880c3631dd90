import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { CATEGORY, expectText, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// Stored XSS: markup typed into a question, an answer and a follow-up is stored as typed and shown as text on every
// screen that shows it. Nothing runs: window.__xss stays unset and no dialog opens. (A blocked inline script would
// also be a console error, which fails the test on its own.)

const e = useBrowser();

const SCRIPT = "<script>window.__xss=1</script>";
const IMG = `<img src=x onerror="window.__xss=1;alert('img')">`;
const SVG = `"><svg onload=window.__xss=1;alert(1)>`;

const TITLE = `Deposit ${IMG} ${SVG}`;
const CONTENT = `My landlord wrote this in the lease: ${SCRIPT} and then ${IMG} and ${SVG}. Can he keep my deposit?`;
const ANSWER = `No. Whatever the lease says (${SCRIPT}, ${IMG}, ${SVG}), a landlord must return the deposit or itemize the damage.`;
const FOLLOW_UP = `Thanks. What if he replies ${SVG} ${SCRIPT}?`;

function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran and nothing was injected: no flag, no handler attributes, no stray image or svg from a payload. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
    handlers: document.querySelectorAll("[onerror], [onload]").length,
    images: document.querySelectorAll('img[src="x"]').length,
    inlineScripts: Array.from(document.scripts).filter((s) => s.textContent?.includes("__xss")).length,
  }));
  expect(found, where).toEqual({ flag: null, handlers: 0, images: 0, inlineScripts: 0 });
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
}

/** The text is on the page exactly as typed. */
async function expectShown(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: false }).count(), { message: text }).toBeGreaterThan(0);
}

describe("a stored XSS attempt", () => {
  it("shows as text and runs nothing on the asker's and the attorney's screens", async () => {
    const asker = await e.newPage();
    const askerDialogs = watch(asker);
    await registerViaApi(asker, { firstName: "Mallory", lastName: "Quinn" });

    // Typed into the form like any question.
    await asker.goto("/submit-question");
    await asker.getByLabel("Category").selectOption({ label: "Real Estate" });
    await asker.getByLabel("Which state is this about?").selectOption({ label: "Tennessee" });
    await asker.getByLabel("Question title").fill(TITLE);
    await asker.getByLabel("Detailed question").fill(CONTENT);
    // The other side's name reaches the attorney's card too.
    await asker
      .getByRole("group", { name: "Do you know who is on the other side?" })
      .getByRole("radio", { name: "Yes" })
      .click();
    await asker.getByLabel("Other party 1", { exact: true }).fill('<img src=x onerror="alert(2)">');
    await asker.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).click();
    await asker.getByRole("button", { name: "Submit Question" }).click();
    await expectToast(asker, "Question Submitted");
    await asker.waitForURL("**/dashboard");
    await expectShown(asker, TITLE);
    await expectShown(asker, CONTENT);
    await expectInert(asker, askerDialogs, "the asker's dashboard");

    await asker.goto("/");
    await expect.poll(() => asker.getByRole("link", { name: TITLE }).count()).toBe(1);
    await expectInert(asker, askerDialogs, "home");

    await asker.getByRole("link", { name: TITLE }).click();
    await asker.waitForURL(/\/question\/\d+$/);
    const id = Number(new URL(asker.url()).pathname.split("/").pop());
    await expect.poll(() => asker.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
    await expectShown(asker, CONTENT);
    // The page title never carries the question's text (docs/decisions/027).
    await expect.poll(() => asker.title()).toBe("Your question | ClearCounsel");
    await expectInert(asker, askerDialogs, "the pending question");

    // The attorney: queue, Compose Answer, Claimed Questions, the question itself.
    const attorney = await e.newPage();
    const attorneyDialogs = watch(attorney);
    const lawyer = await registerViaApi(attorney, { firstName: "Ivan", lastName: "Petrov" });
    await makeApprovedAttorney(e, lawyer);
    await attorney.goto("/question-queue");
    await attorney.getByLabel("Filter by category").selectOption(String(CATEGORY.realEstate));
    const card = attorney.getByRole("article", { name: TITLE });
    await expect.poll(() => card.count()).toBe(1);
    await expectShown(attorney, CONTENT);
    await expectShown(attorney, '<img src=x onerror="alert(2)">');
    await expectInert(attorney, attorneyDialogs, "the queue");

    await card.getByRole("button", { name: "Claim Question" }).click();
    await expectToast(attorney, "Question Claimed");
    await expect.poll(() => attorney.getByRole("heading", { name: TITLE }).count()).toBe(1);
    await expectShown(attorney, CONTENT);
    await expectInert(attorney, attorneyDialogs, "Compose Answer");
    await attorney.getByLabel("Your Answer").fill(ANSWER);
    await attorney.getByRole("button", { name: "Submit Answer" }).click();
    await expectToast(attorney, "Answer Submitted");

    await attorney.goto("/attorney/claimed-questions");
    await expect.poll(() => attorney.getByRole("article", { name: TITLE }).count()).toBe(1);
    await expectShown(attorney, CONTENT);
    await expectInert(attorney, attorneyDialogs, "Claimed Questions");

    // The asker reads the answer and follows up with more of the same.
    await asker.goto(`/question/${id}`);
    await expectShown(asker, ANSWER);
    await asker.getByLabel("Add a follow-up question").fill(FOLLOW_UP);
    await asker.getByRole("button", { name: "Send Follow-up" }).click();
    await expectToast(asker, "Follow-up Sent");
    await expectShown(asker, FOLLOW_UP);
    await expectInert(asker, askerDialogs, "the answered question (asker)");

    // A fresh load of every screen, from the stored data alone.
    for (const path of ["/dashboard", "/", `/question/${id}`]) {
      await asker.goto(path);
      await expectText(asker, TITLE);
      await expectInert(asker, askerDialogs, `${path} (reloaded)`);
    }
    await attorney.goto(`/questions/${id}`);
    await expect.poll(() => attorney.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
    await expectShown(attorney, CONTENT);
    await expectShown(attorney, ANSWER);
    await expectShown(attorney, FOLLOW_UP);
    await expectInert(attorney, attorneyDialogs, "the answered question (attorney)");
  });
});

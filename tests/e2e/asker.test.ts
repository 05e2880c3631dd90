import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { captureScreen, expectAccessible, screenshot, useBrowser } from "./browser";
import { closeToasts, expectText, expectToast, registerViaApi } from "./people";

const e = useBrowser();

const ANONYMOUS = {
  title: "Can my landlord keep my whole security deposit?",
  content:
    "I moved out of my apartment in Nashville after two years. The landlord kept the whole deposit and says the carpet was worn. Is that allowed?",
};
const NAMED = {
  title: "Do I need a written contract to hire a contractor?",
  content:
    "A contractor agreed by phone to redo my kitchen for a fixed price and now asks for more money halfway through. What are my options?",
};

async function fillQuestion(page: Page, q: { title: string; content: string }) {
  await page.getByLabel("Which state is this about?").selectOption({ label: "Tennessee" });
  await page.getByLabel("Question title").fill(q.title);
  await page.getByLabel("Detailed question").fill(q.content);
}

describe("an asker", () => {
  it("submits questions (validation messages first), finds them on home and the dashboard, and opens one", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Dana", lastName: "Reyes" });

    // The empty states of a new account.
    await page.goto("/dashboard");
    await expectText(page, "Submit Your First Question");
    await captureScreen(page, "dashboard-empty");

    await page.getByRole("link", { name: "Ask Question" }).first().click();
    await page.waitForURL("**/submit-question");
    await expect.poll(() => page.getByRole("heading", { name: "Ask a Question" }).count()).toBe(1);
    const submit = page.getByRole("button", { name: "Submit Question" });
    // Submit waits for the terms, reachable (aria-disabled) and saying why (docs/decisions/025).
    expect(await submit.getAttribute("aria-disabled"), "Submit waits for the terms").toBe("true");
    await expectText(page, "Tick the box above to send your question.");
    await captureScreen(page, "submit-question");

    // Terms ticked, nothing else: the spec's messages, and nothing is sent.
    const terms = page.getByRole("checkbox", { name: /I agree to the Terms of Use/ });
    await terms.click();
    await expect.poll(() => terms.getAttribute("aria-checked"), { message: "the terms are ticked" }).toBe("true");
    await submit.click();
    // Empty fields say what to do (docs/decisions/025); the spec's messages come once something is typed.
    await expectText(page, "Enter a title for your question");
    await expectText(page, "Describe your question in your own words");
    await page.getByLabel("Question title").fill("Too short");
    await page.getByLabel("Detailed question").fill("Not enough detail yet.");
    await submit.click();
    await expect
      .poll(() =>
        page.locator("#question-title-error").filter({ hasText: "Title must be at least 10 characters" }).count(),
      )
      .toBe(1);
    await expectText(page, "There is a problem");
    await captureScreen(page, "submit-question-errors");

    // An anonymous question about housing.
    await page.getByLabel("Category").selectOption({ label: "Housing & Tenant Rights" });
    await page.getByRole("radio", { name: "Anonymous" }).click();
    await fillQuestion(page, ANONYMOUS);
    await submit.click();
    await expectToast(page, "Question Submitted");
    await page.waitForURL("**/dashboard");
    await expectText(page, ANONYMOUS.title);

    // Then one with the name shown (the default), in the default category.
    await closeToasts(page);
    await page.getByRole("link", { name: "Ask Question" }).first().click();
    await page.waitForURL("**/submit-question");
    await fillQuestion(page, NAMED);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).click();
    await page.getByRole("button", { name: "Submit Question" }).click();
    await expectToast(page, "Question Submitted");
    await page.waitForURL("**/dashboard");
    await closeToasts(page);

    // The dashboard: both pending, newest first, the anonymous one marked so.
    const items = page.locator("#questions-list article");
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toContain(NAMED.title);
    expect(await items.nth(1).innerText()).toContain(ANONYMOUS.title);
    for (const i of [0, 1]) expect(await items.nth(i).innerText()).toContain("Pending");
    expect(await items.nth(1).innerText()).toMatch(/Housing & Tenant Rights[\s\S]*Anonymous/);
    expect(await items.nth(0).innerText()).toContain("General");
    expect(await items.nth(0).innerText()).not.toContain("Anonymous");
    const stats = page.locator("#dashboard-stats");
    expect(await stats.innerText()).toMatch(/Total Questions\s*2\b/);
    expect(await stats.innerText()).toMatch(/Pending\s*2\b/);
    await captureScreen(page, "dashboard");

    // Home: the same questions under Recent Activity, with the user's stats.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    // Her first visit to Home: a brand-new account is greeted "Welcome" (docs/decisions/025).
    await expect.poll(() => page.getByRole("heading", { name: "Welcome, Dana" }).count()).toBe(1);
    await expect.poll(() => page.getByRole("link", { name: ANONYMOUS.title }).count()).toBe(1);
    expect(await page.getByRole("link", { name: NAMED.title }).count()).toBe(1);
    expect(await page.locator("#dashboard-stats").innerText()).toMatch(/Questions Asked\s*2\b/);
    await captureScreen(page, "home-user");

    // The detail of the anonymous one: pending, and no follow-up form yet.
    await page.getByRole("link", { name: ANONYMOUS.title }).click();
    await page.waitForURL(/\/question\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect.poll(() => page.getByRole("heading", { level: 1, name: ANONYMOUS.title }).count()).toBe(1);
    await expectText(page, "Pending review");
    await expectText(page, ANONYMOUS.content);
    expect(await page.getByText("Housing & Tenant Rights").count()).toBe(1);
    expect(await page.getByText("Anonymous", { exact: true }).count()).toBe(1);
    expect(await page.getByLabel("Add a follow-up question").count(), "no follow-up form while pending").toBe(0);
    await expectText(page, "You can add follow-up questions once an attorney has claimed this question.");
    await captureScreen(page, "question-detail-pending");

    // Someone else, signed in, cannot open it: the same card as for a missing question.
    const stranger = await e.newPage();
    await registerViaApi(stranger, { firstName: "Sam", lastName: "Ortiz" });
    await stranger.goto(`/question/${id}`);
    await expect.poll(() => stranger.getByRole("heading", { name: "Question Not Found" }).count()).toBe(1);
    expect(await stranger.getByText(ANONYMOUS.title).count()).toBe(0);
    await captureScreen(stranger, "question-not-found");
    await stranger.goto(`/questions/${id + 100_000}`);
    await expect.poll(() => stranger.getByRole("heading", { name: "Question Not Found" }).count()).toBe(1);
  });

  // docs/decisions/034. Before: the ask form at 390 px was 2,574 px tall (the full-page screenshot
  // docs/screens/submit-question-phone.png of this journey, nine sections with the deadline and the other side open).
  // It stays one page, and is at least a third shorter.
  it("on a phone: a form a third shorter, 'No, I am not safe' chooses Anonymous, and 'Add a name' takes the keyboard", async () => {
    const BEFORE_PX = 2574;
    const page = await e.newPage("phone");
    await registerViaApi(page, { firstName: "Lena", lastName: "Ortiz" });
    await page.goto("/submit-question");
    await expect.poll(() => page.getByRole("heading", { name: "Ask a Question" }).count()).toBe(1);
    await expect.poll(() => page.getByLabel("Category").inputValue()).toBe("1");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`ask form at 390 px: ${height} px tall (before: ${BEFORE_PX} px)`);
    await screenshot(page, "submit-question");
    expect(height, "the ask form at 390 px").toBeLessThanOrEqual(Math.floor((BEFORE_PX * 2) / 3));
    await expectAccessible(page, "submit-question (phone)");
    // Every page's footer says who runs the service and how to reach them (OPERATOR_NAME, CONTACT_EMAIL).
    expect(await page.getByTestId("footer-contact").innerText()).toBe(
      "Run by ClearCounsel. Contact: help@clearcounsel.local",
    );
    expect(await page.getByRole("link", { name: "help@clearcounsel.local" }).getAttribute("href")).toBe(
      "mailto:help@clearcounsel.local",
    );
    // Category and state are the same kind of control: native selects.
    expect(await page.getByLabel("Category").evaluate((el) => el.tagName)).toBe("SELECT");
    expect(await page.getByLabel("Which state is this about?").evaluate((el) => el.tagName)).toBe("SELECT");

    // "No, I am not safe": Anonymous and discreet e-mail are chosen, with the reason; the asker can change it.
    expect(await page.getByRole("radio", { name: "Show my name" }).isChecked()).toBe(true);
    await page
      .getByRole("radiogroup", { name: /Are you safe right now/ })
      .getByRole("radio", { name: "No" })
      .click();
    await expect.poll(() => page.getByRole("radio", { name: "Anonymous" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Discreet e-mail" }).isChecked()).toBe(true);
    await expectText(page, /Because you told us you are not safe right now, we chose Anonymous/);
    await expectAccessible(page, "submit-question not safe (phone)");
    await page.getByRole("radio", { name: "Show my name" }).click();
    await expect
      .poll(() => page.getByTestId("attorney-will-see").innerText())
      .toBe("The attorney will see: Lena Ortiz");
    await page.getByRole("radio", { name: "Anonymous" }).click();

    // The other side: Yes opens a row; "Add another name" by keyboard puts the focus in the new field.
    await page
      .getByRole("group", { name: "Do you know who is on the other side?" })
      .getByRole("radio", { name: "Yes" })
      .click();
    await page.getByLabel("Other party 1", { exact: true }).fill("Hank Landlord");
    await page.getByRole("button", { name: "Add another name" }).focus();
    await page.keyboard.press("Space");
    await expect
      .poll(() => page.getByLabel("Other party 2", { exact: true }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type("Acme Properties");
    expect(await page.getByLabel("Other party 2", { exact: true }).inputValue()).toBe("Acme Properties");
    await page.getByRole("button", { name: "Add another name" }).focus();
    await page.keyboard.press("Space");
    await page.getByLabel("Other party 3", { exact: true }).waitFor();
    // A blank third row is left as it is: it is not sent.
    await fillQuestion(page, ANONYMOUS);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).click();
    await page.getByRole("button", { name: "Submit Question" }).click();
    await expectToast(page, "Question Submitted");
    await page.waitForURL("**/dashboard");
    const [mine] = (await (await page.request.get("/api/questions/user")).json()) as { id: number }[];
    const sent = await (await page.request.get(`/api/questions/${mine!.id}`)).json();
    expect(sent).toMatchObject({ isAnonymous: true, safetyConcern: true });
    expect(sent.opposingParties).toEqual(["Hank Landlord", "Acme Properties"]);
    expect((await (await page.request.get("/api/auth/user")).json()).discreetMail).toBe(true);
  });

  it("is sent to sign in when opening the ask screen signed out", async () => {
    const page = await e.newPage();
    await page.goto("/submit-question");
    await page.waitForURL("**/login?next=%2Fsubmit-question");
    await expect.poll(() => page.getByRole("heading", { name: "Sign In" }).count()).toBe(1);
  });
});

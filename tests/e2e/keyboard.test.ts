import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { CATEGORY, askViaApi, expectText, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// Keyboard alone: page.keyboard only, never a click. Every element that takes focus on the way must show it.

const e = useBrowser();

interface Focused {
  tag: string;
  id: string;
  role: string | null;
  text: string;
  describedBy: string | null;
  /** An outline or a box-shadow is drawn around it. */
  visible: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: "body", id: "", role: null, text: "", describedBy: null, visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      role: el.getAttribute("role"),
      text: (el.getAttribute("aria-label") ?? el.innerText ?? "").trim(),
      describedBy: el.getAttribute("aria-describedby"),
      visible: outline || shadow,
    };
  });
}

/**
 * Chooses an option of the focused native select by pressing its first letter until it is chosen, as a person does:
 * each press moves to the next option starting with it, however long the presses are apart (typing a whole name
 * depends on the select's one-second type-ahead, which a busy machine overruns).
 */
async function chooseByLetter(page: Page, select: string, letter: string, option: string): Promise<void> {
  const chosen = () => page.locator(select).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text);
  for (let presses = 0; presses < 10 && (await chosen()) !== option; presses++) await page.keyboard.press(letter);
  expect(await chosen()).toBe(option);
}

/** Presses a key and returns what has focus afterwards, which must show that it has it. */
async function press(page: Page, key: string): Promise<Focused> {
  // Held for a moment as a person would: Radix's radio group checks the item an arrow key moves to only while
  // the key is still down, and it moves focus a task after keydown.
  await page.keyboard.press(key, { delay: 40 });
  // Some widgets move focus a task later (Radix's roving focus): let that happen first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)));
  const now = await focused(page);
  if (process.env.DEBUG_FOCUS) console.log(key, now);
  expect(now.visible, `focus indicator on ${now.tag}#${now.id} "${now.text}" after ${key}`).toBe(true);
  return now;
}

/** Tabs forward until `match` holds for the focused element (at most `limit` presses). */
async function tabTo(page: Page, match: (f: Focused) => boolean, what: string, limit = 40): Promise<Focused> {
  for (let i = 0; i < limit; i++) {
    const now = await press(page, "Tab");
    if (match(now)) return now;
  }
  throw new Error(`Tab never reached ${what}`);
}

describe("with the keyboard alone", () => {
  it("an asker fills in and sends the question form, meeting its validation messages first", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Kai", lastName: "Moreno" });
    await page.goto("/submit-question");
    await expect.poll(() => page.locator("#question-form").count()).toBe(1);

    // The skip link comes first and takes focus past the navigation.
    const skip = await press(page, "Tab");
    expect(skip.text).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect((await focused(page)).id).toBe("main-content");

    // "Are you safe right now?" comes first: one stop, left unanswered (it is optional).
    expect((await press(page, "Tab")).id).toBe("question-safety-yes");
    // Category: a native select like the state's (docs/decisions/034), chosen by its first letter.
    const category = await press(page, "Tab");
    expect(category.id).toBe("question-category");
    await chooseByLetter(page, "#question-category", "F", "Family Law");

    // State (docs/decisions/018): a native select, chosen by its first letter.
    expect((await press(page, "Tab")).id).toBe("question-state");
    await chooseByLetter(page, "#question-state", "T", "Texas");
    expect(await page.locator("#question-state").inputValue()).toBe("TX");
    // No volunteer for Texas here: the form says so at once, and its legal-aid links come next in the tab order
    // (docs/decisions/029).
    await expect.poll(() => page.getByText("No volunteer attorney for Texas has joined yet.").count()).toBe(1);
    const aid = await page.getByRole("list", { name: "Legal aid resources" }).getByRole("link").count();
    expect(aid).toBeGreaterThan(0);
    for (let i = 0; i < aid; i++) expect((await press(page, "Tab")).tag).toBe("a");

    // Privacy: the radio group is one stop; an arrow key moves the choice to Anonymous.
    const privacy = await press(page, "Tab");
    expect(privacy.role).toBe("radio");
    expect(privacy.id).toBe("question-privacy-named");
    expect((await press(page, "ArrowDown")).id).toBe("question-privacy-anonymous");
    await expect.poll(() => page.getByRole("radio", { name: "Anonymous" }).getAttribute("aria-checked")).toBe("true");
    // Discreet e-mail (docs/decisions/034), a box of its own.
    expect((await press(page, "Tab")).id).toBe("question-discreet-mail");

    expect((await press(page, "Tab")).id).toBe("question-title");
    await page.keyboard.type("Too short");
    expect((await press(page, "Tab")).id).toBe("question-content");
    await page.keyboard.type("Not enough.");
    // Past the optional deadline and other-side fields to the terms box.
    await tabTo(page, (f) => f.id === "question-terms", "the terms box");
    // The Terms of Use and the Privacy Notice, each in a new tab (docs/decisions/025).
    expect((await press(page, "Tab")).text).toBe("Terms of Use");
    expect((await press(page, "Tab")).text).toBe("Privacy Notice");
    // Submit is reachable before the box is ticked (aria-disabled, docs/decisions/025): it says why and sends nothing.
    expect((await press(page, "Tab")).text).toBe("Cancel");
    const early = await press(page, "Tab");
    expect(early.text).toBe("Submit Question");
    expect(early.describedBy).toBe("question-submit-reason");
    await page.keyboard.press("Enter");
    await expectText(page, "Tick the box above to send your question.");
    expect(new URL(page.url()).pathname).toBe("/submit-question");
    expect((await press(page, "Shift+Tab")).text).toBe("Cancel");
    expect((await press(page, "Shift+Tab")).text).toBe("Privacy Notice");
    expect((await press(page, "Shift+Tab")).text).toBe("Terms of Use");
    expect((await press(page, "Shift+Tab")).id).toBe("question-terms");
    await page.keyboard.press("Space");
    await expect
      .poll(() => page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).getAttribute("aria-checked"))
      .toBe("true");
    await tabTo(page, (f) => f.text === "Submit Question", "Submit Question");
    await page.keyboard.press("Enter");
    await expectText(page, "Title must be at least 10 characters");
    await expectText(page, "Please provide more detail (at least 50 characters)");
    // Focus goes to the summary "There is a problem" (docs/decisions/025); its first link leads to the title.
    await expect.poll(async () => (await focused(page)).role).toBe("alert");
    expect((await focused(page)).text).toContain("There is a problem");
    expect((await press(page, "Tab")).text).toBe("Title must be at least 10 characters");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).id).toBe("question-title");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Can my employer cut my pay without telling me first?");
    expect((await press(page, "Tab")).id).toBe("question-content");
    expect((await press(page, "Shift+Tab")).id).toBe("question-title");
    expect((await press(page, "Tab")).id).toBe("question-content");
    await page.keyboard.press("Control+A");
    await page.keyboard.type(
      "My paycheck this month was 15% lower than usual. Nobody told me about a change. I work full time in Texas. Is that legal?",
    );
    await tabTo(page, (f) => f.text === "Submit Question", "Submit Question");
    await page.keyboard.press("Enter");
    await expectToast(page, "Question Submitted");
    await page.waitForURL("**/dashboard");
    const item = page.locator("#questions-list article").first();
    await expect.poll(() => item.innerText()).toContain("Can my employer cut my pay without telling me first?");
    expect(await item.innerText()).toMatch(/Pending[\s\S]*Family Law[\s\S]*Anonymous/);
  });

  it("an attorney filters the queue, claims a question and answers it", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Lena", lastName: "Fischer" });
    const title = `Overtime for salaried staff, keyboard run ${Date.now().toString(36)}`;
    const questionId = await askViaApi(asker, {
      title,
      content:
        "I am salaried and my manager says overtime rules never apply to me. I often work 55 hours a week. Is that right?",
      categoryId: CATEGORY.employment,
    });

    const page = await e.newPage();
    const lawyer = await registerViaApi(page, { firstName: "Tomas", lastName: "Berg" });
    await makeApprovedAttorney(e, lawyer);
    await page.goto("/question-queue");
    await expect.poll(() => page.getByLabel("Filter by category").count()).toBe(1);

    // The category filter: a native select, changed by the category's first letter.
    await tabTo(page, (f) => f.id === "queue-category", "the category filter");
    await chooseByLetter(page, "#queue-category", "E", "Employment Law");
    expect(await page.getByLabel("Filter by category").inputValue()).toBe(String(CATEGORY.employment));
    await expect
      .poll(async () => {
        const texts = await page.locator("#available-questions").getByTestId("queue-card-category").allInnerTexts();
        return texts.length > 0 && texts.every((t) => t === "Employment Law");
      })
      .toBe(true);

    // Tab to this question's Claim button (it is described by the card's title) and press Enter.
    const titleId = `queue-question-${questionId}-title`;
    const claim = await tabTo(
      page,
      (f) => f.text === "Claim Question" && f.describedBy === titleId,
      "the question's Claim button",
      // Each card has two stops now: "Read full question" and Claim (docs/decisions/025).
      120,
    );
    expect(claim.tag).toBe("button");
    await page.keyboard.press("Enter");
    await expectToast(page, "Question Claimed");
    await page.waitForURL(`**/question-queue?answer=${questionId}`);
    // Compose Answer takes focus to its heading; the answer box is the next stop.
    await expect.poll(async () => (await focused(page)).id).toBe("compose-answer-title");
    expect((await press(page, "Tab")).id).toBe("answer-content");
    await page.keyboard.type("Short.");
    await tabTo(page, (f) => f.text === "Submit Answer", "Submit Answer");
    await page.keyboard.press("Enter");
    await expectText(page, /Answer Too Short/);
    // Focus goes back to the answer box, which now names the problem.
    await expect.poll(async () => (await focused(page)).id).toBe("answer-content");
    expect(await page.locator("#answer-content").getAttribute("aria-describedby")).toContain("answer-content-error");
    await page.keyboard.press("Control+A");
    await page.keyboard.type(
      "Being salaried is not enough on its own. Under federal law you must also meet a salary floor and a duties test to be exempt from overtime.",
    );
    // The disclaimer stays on: Space twice toggles it off and on again.
    expect((await press(page, "Tab")).id).toBe("answer-disclaimer");
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("#answer-disclaimer").getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("#answer-disclaimer").getAttribute("aria-checked")).toBe("true");
    expect((await press(page, "Tab")).text).toBe("Cancel");
    expect((await press(page, "Tab")).text).toBe("Submit Answer");
    await page.keyboard.press("Enter");
    await expectToast(page, "Answer Submitted");
    await page.waitForURL((url) => url.pathname === "/question-queue" && !url.search);
    // The form has gone, and the claimed card with it: focus is on the page's heading (docs/decisions/032).
    await expect.poll(async () => (await focused(page)).tag).toBe("h1");
    expect((await focused(page)).text).toBe("Question Queue");

    // The asker sees the answer, disclaimer included.
    await asker.goto(`/question/${questionId}`);
    await expectText(asker, /Being salaried is not enough on its own/);
    await expectText(asker, /Disclaimer:/);
  });
});

// docs/decisions/032: after every dialog and action, focus returns to what opened it or moves to what the screen now
// says; after a move to another screen, it is on the new screen's heading. Never on the page's body.
describe("focus after dialogs, actions and moves", () => {
  it("stays put on a first load, so the skip link is the first stop, and moves to the new screen's heading", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Rosa", lastName: "Parks" });
    await page.goto("/");
    await expect.poll(() => page.locator("main h1").count()).toBe(1);
    expect((await focused(page)).tag).toBe("body");
    expect((await press(page, "Tab")).text).toBe("Skip to main content");
    await tabTo(page, (f) => f.tag === "a" && f.text === "My Questions", "the My Questions link");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await expect.poll(async () => (await focused(page)).tag).toBe("h1");
    expect((await focused(page)).text).toBe("My Questions");
    // Reading goes on from there.
    expect((await press(page, "Tab")).text).toBe("Ask Question");
  });

  it("opening forgot-password takes focus to its heading, and Back to sign in returns it to the link", async () => {
    const page = await e.newPage();
    await page.goto("/login");
    await expect.poll(() => page.locator("#login-email").count()).toBe(1);
    await tabTo(page, (f) => f.text === "Forgot password?", "Forgot password?");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toBe("Forgot Password");
    expect((await focused(page)).tag).toBe("h1");
    expect((await press(page, "Tab")).id).toBe("forgot-email");
    await tabTo(page, (f) => f.text === "Back to sign in", "Back to sign in");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).id).toBe("login-forgot-password");
    // The browser's Back from the form returns to the sign-in form, not away from the page.
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toBe("Forgot Password");
    await page.goBack();
    await expect.poll(async () => (await focused(page)).id).toBe("login-forgot-password");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("a wrong current password takes focus to that field, which names the problem", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Thurgood", lastName: "Marshall" });
    await page.goto("/settings");
    await expect.poll(() => page.locator("#current-password").count()).toBe(1);
    await tabTo(page, (f) => f.id === "current-password", "the current password");
    await page.keyboard.type("not-my-password");
    expect((await press(page, "Tab")).id).toBe("new-password");
    await page.keyboard.type("a-brand-new-password");
    expect((await press(page, "Tab")).id).toBe("confirm-new-password");
    await page.keyboard.type("a-brand-new-password");
    await tabTo(page, (f) => f.text === "Change password", "Change password");
    await page.keyboard.press("Enter");
    await expectText(page, "Your current password is not correct");
    await expect.poll(async () => (await focused(page)).id).toBe("current-password");
    expect(await page.locator("#current-password").getAttribute("aria-invalid")).toBe("true");
  });

  it("withdrawing: Keep It returns focus to the button, and after withdrawing it is on what the page now says", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Dorothy", lastName: "Height" });
    const id = await askViaApi(page, {
      title: "Can I break my lease early after a job transfer?",
      content:
        "My employer is moving me to another city next month. My lease has eight months left. What are my options?",
    });
    await page.goto(`/question/${id}`);
    await expect.poll(() => page.getByRole("button", { name: "Withdraw Question" }).count()).toBe(1);
    await tabTo(page, (f) => f.text === "Withdraw Question", "Withdraw Question");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toBe("Keep It");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    await expect.poll(async () => (await focused(page)).text).toBe("Withdraw Question");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toBe("Keep It");
    expect((await press(page, "Tab")).text).toBe("Withdraw Question");
    await page.keyboard.press("Enter");
    await expectToast(page, "Question Withdrawn");
    await expect.poll(async () => (await focused(page)).id).toBe("question-outcome");
    expect((await focused(page)).text).toContain("You withdrew this question");
  });

  it("Escape on the conflict dialog returns focus to the card's Claim button", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Ida", lastName: "Wells" });
    const questionId = await askViaApi(asker, {
      title: `My landlord will not return my deposit, conflict run ${Date.now().toString(36)}`,
      content: "I moved out in good order two months ago. The landlord keeps the whole deposit and will not answer me.",
      state: "TN",
      opposingParties: ["Hank Landlord"],
    });
    const page = await e.newPage();
    const lawyer = await registerViaApi(page, { firstName: "Charles", lastName: "Houston" });
    await makeApprovedAttorney(e, lawyer);
    expect((await page.request.put("/api/attorney/conflicts", { data: { names: ["Hank Landlord"] } })).status()).toBe(
      200,
    );
    await page.goto("/question-queue");
    const titleId = `queue-question-${questionId}-title`;
    await expect.poll(() => page.locator(`#${titleId}`).count()).toBe(1);
    const isClaim = (f: Focused) => f.text === "Claim Question" && f.describedBy === titleId;
    await tabTo(page, isClaim, "the question's Claim button", 120);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toBe("Don't Claim");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    await expect.poll(async () => isClaim(await focused(page))).toBe(true);
  });

  it("Escape on the tour returns focus to the account menu that started it, or to the page's heading", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Pauli", lastName: "Murray" });
    await page.goto("/dashboard");
    await expect.poll(() => page.locator("main h1").count()).toBe(1);
    await tabTo(page, (f) => f.text === "Account menu", "the account menu");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).role).toBe("menuitem");
    for (let i = 0; i < 10 && (await focused(page)).text !== "Take Tour"; i++) {
      await page.keyboard.press("ArrowDown");
      // Radix's roving focus moves a task later.
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)));
    }
    expect((await focused(page)).text).toBe("Take Tour");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect
      .poll(async () => {
        const now = await focused(page);
        return now.text === "Account menu" || now.tag === "h1";
      })
      .toBe(true);
  });
});

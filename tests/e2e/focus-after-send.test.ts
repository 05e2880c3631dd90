import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { PASSWORD, askViaApi, expectText, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// docs/ux.md, "Focus and keyboard": focus goes where reading goes on, never to the page's body. A button pressed to
// send reads as disabled while it sends, yet keeps focus (aria-disabled); a `disabled` one dropped it to the body,
// where a screen reader says nothing and the next Tab starts again at the top of the page.
const e = useBrowser();

/** What has focus: "body" when nothing does, else its id or its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    return el.id && !el.id.startsWith("radix-") ? `#${el.id}` : (el.innerText ?? "").trim();
  });
}

/** Whether an open toast lies over any part of what has focus. */
function toastOverFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const f = focused.getBoundingClientRect();
    return [...document.querySelectorAll("li[data-swipe-direction]")].some((toast) => {
      const r = toast.getBoundingClientRect();
      return r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
    });
  });
}

/** Presses Enter on a button, as a keyboard user who has tabbed to it does. */
async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

describe("focus after a send", () => {
  it("a failed sign-in leaves focus on Sign In, beside what went wrong", async () => {
    const page = await e.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await pressButton(page, "Sign In");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Invalid email or password" }).count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("Sign In");
    // Back to the password with one Shift+Tab, past "Forgot password?".
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("#login-password");
  });

  it("an address already in use leaves focus on Create Account", async () => {
    const first = await e.newPage();
    const taken = await registerViaApi(first, { firstName: "Fannie", lastName: "Hamer" });
    const page = await e.newPage();
    await page.goto("/register");
    await page.getByLabel("First name").fill("Fannie");
    await page.getByLabel("Last name").fill("Hamer");
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await pressButton(page, "Create Account");
    await expect.poll(() => page.getByRole("alert").count()).toBeGreaterThan(0);
    await expect.poll(() => focusedName(page)).toBe("Create Account");
  });

  it("a saved conflict list leaves focus on its Save button", async () => {
    const page = await e.newPage();
    const lawyer = await registerViaApi(page, { firstName: "Constance", lastName: "Motley" });
    await makeApprovedAttorney(e, lawyer);
    await page.goto("/attorney/conflicts");
    await page.getByLabel("Names on your conflict list").fill("Acme Property LLC");
    await pressButton(page, "Save Conflict List");
    await expectToast(page, "Conflict List Saved");
    expect(await focusedName(page)).toBe("Save Conflict List");
  });

  it("a claim lost to a quicker attorney takes focus to the list of questions, as the card leaves", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Ella", lastName: "Baker" });
    const title = `Can my employer cut my hours without notice? Run ${Date.now().toString(36)}`;
    const id = await askViaApi(asker, {
      title,
      content: "My employer cut my weekly hours from forty to twelve with one day's notice. Is that allowed?",
      state: "TN",
    });
    const page = await e.newPage();
    await makeApprovedAttorney(e, await registerViaApi(page, { firstName: "Pauli", lastName: "Murray" }));
    await page.goto("/question-queue");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect.poll(() => card.count()).toBe(1);

    // Someone else claims it while this page still shows it.
    const quicker = await e.newPage();
    await makeApprovedAttorney(e, await registerViaApi(quicker, { firstName: "Charles", lastName: "Houston" }));
    expect((await quicker.request.post(`/api/questions/${id}/claim`, { data: {} })).status()).toBe(200);

    await card.getByRole("button", { name: "Claim Question" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Error");
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe("#available-questions");
    await expectText(page, "Question Queue");
  });

  // docs/ux.md, "Fixed things do not cover content": a phone shows a toast at the edge away from what has focus.
  it("on a phone, a toast keeps clear of the new screen's heading at the top and of a Save button low down", async () => {
    const page = await e.newPage("phone");
    await page.goto("/register");
    await page.getByLabel("First name").fill("Bayard");
    await page.getByLabel("Last name").fill("Rustin");
    await page.getByLabel("Email").fill(`bayard.${Date.now().toString(36)}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await pressButton(page, "Create Account");
    await expectToast(page, "Account Created");
    // The new screen's heading, near the top of the window, has focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    await expect.poll(() => page.locator("[data-side]").getAttribute("data-side")).toBe("bottom");
    expect(await toastOverFocus(page)).toBe(false);

    const attorney = await e.newPage("phone");
    await makeApprovedAttorney(e, await registerViaApi(attorney, { firstName: "Jane", lastName: "Bolin" }));
    await attorney.goto("/attorney/conflicts");
    await attorney.getByLabel("Names on your conflict list").fill("Acme Property LLC");
    await pressButton(attorney, "Save Conflict List");
    await expectToast(attorney, "Conflict List Saved");
    expect(await focusedName(attorney)).toBe("Save Conflict List");
    await expect.poll(() => attorney.locator("[data-side]").getAttribute("data-side")).toBe("top");
    expect(await toastOverFocus(attorney)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { expectText, expectToast, PASSWORD, registerViaApi } from "./people";

// docs/decisions/055: a question being sent when the session ended is there again after signing in.

const e = useBrowser();
const TITLE = "Can my landlord change the locks while I am away?";
const CONTENT =
  "I came back from a week at my sister's and the key no longer works. My things are still inside. What can I do today?";
const NOTE = "You were signed out before this was sent, so we kept what you wrote. Check it, then send it again.";

describe("a question written as the session ends", () => {
  it("is kept through signing in again, opens on the form with a word about it, and is sent from there", async () => {
    const page = await e.newPage();
    const person = await registerViaApi(page, { firstName: "Rosa", lastName: "Parks" });
    await page.goto("/submit-question");
    await page.getByRole("heading", { level: 1, name: "Ask a Question" }).waitFor();
    await page.getByLabel("Which state is this about?").selectOption({ label: "Tennessee" });
    await page.getByLabel("Question title").fill(TITLE);
    await page.getByLabel("Detailed question").fill(CONTENT);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).click();

    // The session ends elsewhere (a new password set on another device, say) while the question is being written.
    await e.db.query(`delete from "session" where "sess"->'passport'->>'user' = $1`, [person.id]);
    e.allowConsoleErrors(/401/);
    // The toast shows for the half second before the page loads sign-in (spec section 8). Watched in the page from
    // before the click, and written down in the tab's storage, which outlives the page: a busy machine's polling
    // from outside could miss those 500 ms.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const toasts = [...document.querySelectorAll('[role="status"]')];
        if (toasts.some((t) => t.textContent?.includes("Unauthorized"))) sessionStorage.setItem("seen-toast", "1");
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("button", { name: "Submit Question" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(await page.evaluate(() => sessionStorage.getItem("seen-toast"))).toBe("1");

    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await page.waitForURL((url) => url.pathname === "/submit-question");
    await expectText(page, NOTE);
    expect(await page.getByLabel("Question title").inputValue()).toBe(TITLE);
    expect(await page.getByLabel("Detailed question").inputValue()).toBe(CONTENT);

    await page.getByLabel("Which state is this about?").selectOption({ label: "Tennessee" });
    await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).click();
    await page.getByRole("button", { name: "Submit Question" }).click();
    await expectToast(page, "Question Submitted");
    // Sent, and the form left for the dashboard: nothing of it stays in the tab.
    await page.waitForURL((url) => url.pathname === "/dashboard");
    expect(await page.evaluate(() => sessionStorage.getItem("cc-kept-draft"))).toBeNull();
    const { rows } = await e.db.query<{ title: string; content: string }>(
      "select title, content from questions where user_id = $1",
      [person.id],
    );
    expect(rows).toEqual([{ title: TITLE, content: CONTENT }]);
  });
});

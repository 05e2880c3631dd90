import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { askViaApi, registerViaApi } from "./people";

// docs/decisions/022 and docs/decisions/021: every page has "Quick exit", right after the skip link; it replaces the
// page with a neutral site, so Back does not come back.
const e = useBrowser();
const NEUTRAL = "https://neutral.example/";

async function answerNeutralSite(page: Page) {
  await page
    .context()
    .route(`${NEUTRAL}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Search</title><h1>Search</h1>" }),
    );
}

describe("Quick exit", () => {
  it("leaves the landing page at once by keyboard on a phone, and Back does not return", async () => {
    const page = await e.newPage("phone");
    await answerNeutralSite(page);
    await page.goto("/");
    await expect.poll(() => page.getByText(/Quick exit, at the top right of every page/).count()).toBe(1);
    const exit = page.getByRole("button", { name: "Quick exit" });
    expect(await exit.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Quick exit");
    await page.keyboard.press("Enter");
    await page.waitForURL(NEUTRAL);
    await page.goBack();
    expect(page.url().startsWith(e.baseURL)).toBe(false);
  });

  it("is on the ask form and a question's page too, and stays in view when the page scrolls", async () => {
    const page = await e.newPage();
    await answerNeutralSite(page);
    await registerViaApi(page, { firstName: "Ana", lastName: "Lopez" });
    const id = await askViaApi(page, {
      title: "Can my partner take the car we share?",
      content: "We bought a car together but it is in my partner's name. I am moving out. Can I keep using it?",
    });
    await page.goto("/submit-question");
    await expect.poll(() => page.getByText(/Quick exit, at the top right of every page/).count()).toBe(1);
    await page.goto(`/question/${id}`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Can my partner take the car we share?" }).count())
      .toBe(1);
    await page.mouse.wheel(0, 2000);
    const exit = page.getByRole("button", { name: "Quick exit" });
    expect(await exit.isVisible()).toBe(true);
    const box = await exit.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await exit.click();
    await page.waitForURL(NEUTRAL);
    // Back reaches the ask form, an earlier page of this tab: it leaves again at once, drawing nothing.
    await page.goBack();
    await page.waitForURL(NEUTRAL);
    expect(await page.getByRole("heading", { name: "Search" }).count()).toBe(1);
    // Opening the site on purpose afterwards works as usual, and no one is signed in any more: a signed-in page
    // asks for sign-in.
    await page.goto("/dashboard");
    await page.waitForURL("**/login?next=%2Fdashboard");
    await expect.poll(() => page.getByRole("button", { name: "Quick exit" }).count()).toBe(1);
  });

  it("takes the site's other open tabs with it", async () => {
    const page = await e.newPage();
    await answerNeutralSite(page);
    await registerViaApi(page, { firstName: "Rosa", lastName: "Diaz" });
    await page.goto("/dashboard");
    const other = await page.context().newPage();
    await other.goto("/submit-question");
    await expect.poll(() => other.getByRole("button", { name: "Quick exit" }).count()).toBe(1);
    await page.getByRole("button", { name: "Quick exit" }).click();
    await page.waitForURL(NEUTRAL);
    await other.waitForURL(NEUTRAL);
    expect(await other.getByRole("heading", { name: "Search" }).count()).toBe(1);
  });
});

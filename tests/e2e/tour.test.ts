import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VIEWPORTS, captureScreen, expectAccessible, screenshot, useBrowser } from "./browser";
import { PASSWORD, chooseFromAvatarMenu, makeAdmin, makeApprovedAttorney, navLabels, registerViaApi } from "./people";

const e = useBrowser();
const FLAG = "clearcounsel_onboarding_completed";

/** A page whose profile starts without the completion flag, as a real first visit does (see browser.ts). */
async function firstVisitPage(viewport: keyof typeof VIEWPORTS = "desktop"): Promise<Page> {
  const page = await e.newPage(viewport);
  await page.context().addInitScript((flag) => {
    // Once per tab: later loads keep whatever the tour itself stored.
    if (!sessionStorage.getItem("e2e-tour")) {
      sessionStorage.setItem("e2e-tour", "1");
      localStorage.removeItem(flag);
    }
  }, FLAG);
  return page;
}

const tour = (page: Page) => page.getByRole("dialog");
const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FLAG);
const buttons = (page: Page) => tour(page).getByRole("button").allInnerTexts();
/**
 * Clicks a button of the tour's card once the tour has come to rest. On a new step joyride positions the card and
 * then scrolls the page to the step's target (300 ms): a click during that scroll lands on the overlay.
 */
async function tourClick(page: Page, name: string) {
  let last = "";
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
          return JSON.stringify([window.scrollX, window.scrollY, box?.x, box?.y]);
        });
        const still = now === last;
        last = now;
        return still;
      },
      { message: "the tour comes to rest" },
    )
    .toBe(true);
  await tour(page).getByRole("button", { name }).click();
}
const step = async (page: Page) =>
  /Step (\d+) of (\d+)/
    .exec(await tour(page).innerText())
    ?.slice(1)
    .map(Number) ?? [];

describe("the onboarding tour", () => {
  it("opens by itself about a second after a new account arrives; Skip Tour ends it for good; Take Tour restarts it", async () => {
    const page = await firstVisitPage();
    await registerViaApi(page, { firstName: "Noor", lastName: "Haddad" });
    const started = Date.now();
    await page.goto("/dashboard");
    await expect.poll(() => tour(page).count()).toBe(1);
    // It cannot open sooner than a second after the app started, which was after this navigation began.
    expect(Date.now() - started, "opens after the 1 s delay").toBeGreaterThanOrEqual(1000);

    // Step one: welcome, with Next and Skip Tour (and the close button); no Back yet. Quick exit first, as in every
    // modal: the tour's overlay covers the page's own (docs/decisions/021).
    expect(await tour(page).getByRole("heading").innerText()).toBe("Welcome to ClearCounsel");
    const [first, total] = await step(page);
    expect(first).toBe(1);
    expect(total, "welcome, menu, ask, stats, list").toBe(5);
    expect((await buttons(page)).filter(Boolean)).toEqual(["Quick exit", "Skip Tour", "Next"]);
    expect(await tour(page).getByRole("button", { name: "Close" }).count()).toBe(1);
    await captureScreen(page, "onboarding-tour");

    // Clicking the overlay does not close it.
    await page.mouse.click(5, 700);
    expect(await tour(page).count()).toBe(1);

    await tourClick(page, "Next");
    await expect.poll(() => step(page)).toEqual([2, 5]);
    expect(await tour(page).getByRole("heading").innerText()).toBe("Navigation Menu");
    expect((await buttons(page)).filter(Boolean)).toEqual(["Quick exit", "Skip Tour", "Back", "Next"]);
    await tourClick(page, "Back");
    await expect.poll(() => step(page)).toEqual([1, 5]);
    for (let i = 2; i <= 5; i++) {
      await tourClick(page, "Next");
      await expect.poll(() => step(page)).toEqual([i, 5]);
    }
    // The last step finishes rather than skips.
    expect((await buttons(page)).filter(Boolean)).toEqual(["Quick exit", "Back", "Finish Tour"]);
    await tourClick(page, "Back");
    await expect.poll(() => step(page)).toEqual([4, 5]);

    expect(await flag(page)).toBeNull();
    await tourClick(page, "Skip Tour");
    await expect.poll(() => tour(page).count()).toBe(0);
    expect(await flag(page)).toBe("true");

    // A reload does not bring it back: the page is ready (roles loaded, the list shown), then the page's clock
    // is moved past the 1 s countdown instead of waiting it out.
    await page.clock.install();
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Your Questions" }).count()).toBe(1);
    await page.clock.runFor(1_500);
    expect(await tour(page).count()).toBe(0);
    await page.clock.resume();

    // Take Tour starts it again at once; finishing stores the flag again.
    await chooseFromAvatarMenu(page, "Take Tour");
    await expect.poll(() => step(page)).toEqual([1, 5]);
    expect(await flag(page)).toBeNull();
    for (let i = 2; i <= 5; i++) {
      await tourClick(page, "Next");
      await expect.poll(() => step(page)).toEqual([i, 5]);
    }
    await tourClick(page, "Finish Tour");
    await expect.poll(() => tour(page).count()).toBe(0);
    expect(await flag(page)).toBe("true");

    // Escape closes it too.
    await chooseFromAvatarMenu(page, "Take Tour");
    await expect.poll(() => tour(page).count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => tour(page).count()).toBe(0);
    expect(await flag(page)).toBe("true");
  });
});

describe("an admin who is also an approved attorney", () => {
  it("switches between the user, attorney and admin views, each with its own navigation and tour", async () => {
    const page = await e.newPage();
    const person = await registerViaApi(page, { firstName: "Ruth", lastName: "Bader" });
    await makeAdmin(e, person);
    await makeApprovedAttorney(e, person);
    await page.goto("/");
    // A brand-new account's first visit says "Welcome" (docs/decisions/025).
    await expect.poll(() => page.getByRole("heading", { name: "Welcome, Ruth" }).count()).toBe(1);

    // Holding admin, the view starts as the user's; no 'Apply as Attorney' for an attorney.
    await expect.poll(() => navLabels(page)).toEqual(["Home", "My Questions", "Ask Question"]);
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.count()).toBe(1);
    const menuText = await menu.innerText();
    for (const text of [
      "Ruth Bader",
      person.email,
      "User Account",
      "Switch Role",
      "Settings",
      "Take Tour",
      "Log out",
    ]) {
      expect(menuText, text).toContain(text);
    }
    expect(await menu.getByRole("menuitemradio").allInnerTexts()).toEqual(["User View", "Attorney View", "Admin View"]);
    await captureScreen(page, "avatar-menu");
    await page.keyboard.press("Escape");

    await chooseFromAvatarMenu(page, "Attorney View");
    await expect.poll(() => navLabels(page)).toEqual(["Home", "Attorney Dashboard", "Question Queue", "Admin Panel"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Attorney Dashboard" }).click();
    await expect.poll(() => page.getByText("Available Questions").count()).toBe(1);
    await chooseFromAvatarMenu(page, "Take Tour");
    await expect.poll(() => step(page)).toEqual([1, 7]);
    for (const title of [
      "Navigation Menu",
      "Your Attorney Stats",
      "Question Queue",
      "Claimed Questions",
      "Deadlines and Conflicts",
      "Your Hold and Release",
    ]) {
      await tourClick(page, "Next");
      await expect.poll(() => tour(page).getByRole("heading").innerText()).toBe(title);
    }
    await tourClick(page, "Finish Tour");
    await expect.poll(() => tour(page).count()).toBe(0);

    await chooseFromAvatarMenu(page, "Admin View");
    await expect.poll(() => navLabels(page)).toEqual(["Home", "Admin Panel", "My Questions"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Panel" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Attorney Applications" }).count()).toBe(1);
    await chooseFromAvatarMenu(page, "Take Tour");
    await expect.poll(() => step(page)).toEqual([1, 4]);
    await tourClick(page, "Next");
    await expect.poll(() => step(page)).toEqual([2, 4]);
    await tourClick(page, "Next");
    await expect.poll(() => step(page)).toEqual([3, 4]);
    expect(await tour(page).getByRole("heading").innerText()).toBe("Admin Overview");
    await tourClick(page, "Skip Tour");
    await expect.poll(() => tour(page).count()).toBe(0);

    await chooseFromAvatarMenu(page, "User View");
    await expect.poll(() => navLabels(page)).toEqual(["Home", "My Questions", "Ask Question"]);

    // On a phone the navigation folds behind the menu toggle.
    await page.setViewportSize(VIEWPORTS.phone);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect.poll(() => nav.isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Main menu" });
    await toggle.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page, "mobile menu");
    await screenshot(page, "mobile-menu");
    await nav.getByRole("link", { name: "My Questions" }).click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => nav.isVisible(), { message: "closes after choosing" }).toBe(false);
  });
});

/** Walks the open tour from its first step to its last, checking that each step's card lies inside the window. */
async function walkFitting(page: Page, viewport: keyof typeof VIEWPORTS): Promise<string[]> {
  const size = VIEWPORTS[viewport];
  const titles: string[] = [];
  for (;;) {
    const [at, total] = await step(page);
    // Once the card has come to rest (tourClick waits for that before clicking), it lies inside the window.
    await expect
      .poll(
        async () => {
          const box = await tour(page).boundingBox();
          return Boolean(
            box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height,
          );
        },
        { message: `step ${at} of ${total} fits the window` },
      )
      .toBe(true);
    titles.push(await tour(page).getByRole("heading").innerText());
    if (at === total) return titles;
    await tourClick(page, "Next");
    await expect.poll(() => step(page)).toEqual([at! + 1, total]);
  }
}

// docs/decisions/025: the card never hides its own text, and a finished tour stays finished on other devices.
describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("the tour at %s width", (viewport) => {
  it("keeps every step's card on screen, the tall question form included, and is remembered by the account", async () => {
    const page = await firstVisitPage(viewport);
    const person = await registerViaApi(page, { firstName: "Amara", lastName: "Okafor" });
    await page.goto("/submit-question");
    await expect.poll(() => tour(page).count()).toBe(1);
    await walkFitting(page, viewport);
    await tourClick(page, "Finish Tour");
    await expect.poll(() => tour(page).count()).toBe(0);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get("/api/auth/user")).json()) as { tourCompletedAt: string | null })
            .tourCompletedAt,
      )
      .not.toBeNull();

    // Another device: no local flag, but the account remembers.
    const other = await firstVisitPage(viewport);
    const login = await other.request.post("/api/auth/login", { data: { email: person.email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    await other.clock.install();
    await other.goto("/dashboard");
    await expect.poll(() => other.getByRole("heading", { name: "Your Questions" }).count()).toBe(1);
    await other.clock.runFor(1_500);
    expect(await tour(other).count()).toBe(0);
    expect(await flag(other)).toBeNull();
  });
});

// docs/decisions/025: a screen opened by its address brings the view that owns it, and that view's tour fits.
describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  "the attorney and admin tours at %s width",
  (viewport) => {
    it("opening /attorney or /admin directly switches the view; the nav and the tour are that view's, every card on screen", async () => {
      const page = await e.newPage(viewport);
      const person = await registerViaApi(page, { firstName: "Thurgood", lastName: "Marshall" });
      await makeAdmin(e, person);
      await makeApprovedAttorney(e, person);
      const expectNav = async (labels: string[]) => {
        if (viewport === "phone") await page.getByRole("button", { name: "Main menu" }).click();
        await expect.poll(() => navLabels(page)).toEqual(labels);
        if (viewport === "phone") await page.keyboard.press("Escape");
      };

      await page.goto("/attorney");
      await expect.poll(() => page.getByText("Available Questions").count()).toBe(1);
      await expectNav(["Home", "Attorney Dashboard", "Question Queue", "Admin Panel"]);
      await chooseFromAvatarMenu(page, "Take Tour");
      await expect.poll(() => step(page)).toEqual([1, 7]);
      expect(await walkFitting(page, viewport)).toEqual([
        "Welcome to ClearCounsel",
        "Navigation Menu",
        "Your Attorney Stats",
        "Question Queue",
        "Claimed Questions",
        "Deadlines and Conflicts",
        "Your Hold and Release",
      ]);
      await tourClick(page, "Finish Tour");
      await expect.poll(() => tour(page).count()).toBe(0);

      await page.goto("/admin");
      await expect.poll(() => page.getByRole("heading", { name: "Attorney Applications" }).count()).toBe(1);
      await expectNav(["Home", "Admin Panel", "My Questions"]);
      await chooseFromAvatarMenu(page, "Take Tour");
      await expect.poll(() => step(page)).toEqual([1, 4]);
      const adminTitles = await walkFitting(page, viewport);
      expect(adminTitles).toHaveLength(4);
      expect(adminTitles).toContain("Admin Overview");
      await tourClick(page, "Finish Tour");
      await expect.poll(() => tour(page).count()).toBe(0);
    });
  },
);

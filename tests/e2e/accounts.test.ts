import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import { askViaApi, closeToasts, expectText, PASSWORD, registerViaApi } from "./people";

const e = useBrowser();
let n = 0;
const email = () => `visitor${Date.now().toString(36)}${++n}@example.com`;

describe("a visitor", () => {
  it("opens a screen, and moves on to the next, without a loading spinner in between", async () => {
    const page = await e.newPage();
    // Every spinner drawn since the page began (each has a spinning icon).
    await page.addInitScript(() => {
      const w = window as unknown as { spinnersDrawn: number };
      w.spinnersDrawn = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches(".animate-spin") || node.querySelector(".animate-spin")))
              w.spinnersDrawn++;
      }).observe(document, { subtree: true, childList: true });
    });
    const spinnersDrawn = () => page.evaluate(() => (window as unknown as { spinnersDrawn: number }).spinnersDrawn);
    await page.goto("/login");
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
    expect(await spinnersDrawn(), "spinners before Sign In").toBe(0);
    // Once the browser is idle, the code of the screens a visitor can reach has arrived.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((r) => /\/assets\/register-[\w-]+\.js$/.test(r.name)),
        ),
      )
      .toBe(true);
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByRole("heading", { level: 1, name: /create/i }).waitFor();
    expect(await spinnersDrawn(), "spinners before the next screen").toBe(0);
  });

  it("reads the landing page, follows its links, and registers into the home screen", async () => {
    const page = await e.newPage();
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    for (const anchor of ["how-it-works", "for-attorneys", "support"]) {
      expect(await page.locator(`#${anchor}`).count(), anchor).toBe(1);
    }
    expect(await page.getByText(/attorney-client relationship/i).count()).toBeGreaterThan(0);
    expect(await page.getByText(/2024/).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Join as Attorney" }).first().getAttribute("href")).toBe(
      "/apply-attorney",
    );
    await captureScreen(page, "landing");

    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.waitForURL("**/register");
    await captureScreen(page, "register");
    // The spec's messages before anything is sent.
    await page.getByRole("button", { name: /create account/i }).click();
    // An empty e-mail field says what to do (docs/ux.md).
    await expect.poll(() => page.getByText("Enter your e-mail address").count()).toBe(1);
    await expect.poll(() => page.getByText("First name is required").count()).toBe(1);

    const address = email();
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password", { exact: true }).fill("a-long-password");
    await page.getByLabel("Confirm password").fill("a-long-password");
    await page.getByRole("button", { name: /create account/i }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByText(/Maya/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("Account Created").count()).toBeGreaterThan(0);
  });

  it("signs out, signs in again, and resets a forgotten password through the e-mailed link", async () => {
    const page = await e.newPage();
    const address = email();
    const res = await page.request.post("/api/auth/register", {
      data: {
        email: address,
        password: "first-password",
        confirmPassword: "first-password",
        firstName: "Lee",
        lastName: "Park",
      },
    });
    expect(res.status()).toBe(201);
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);

    await page.goto("/login");
    await captureScreen(page, "login");
    await page.getByRole("button", { name: /forgot password/i }).click();
    await page.getByLabel("Email").fill(address);
    await captureScreen(page, "forgot-password");
    await page.getByRole("button", { name: /send|reset/i }).click();
    await expect.poll(() => page.getByText("Reset Email Sent").count()).toBeGreaterThan(0);

    const link = await e.waitForMailLink(address, /reset-password\?token=/);
    expect(link.startsWith(`${e.baseURL}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await captureScreen(page, "reset-password");
    await page.getByLabel("New password", { exact: true }).fill("second-password");
    await page.getByLabel("Confirm new password").fill("second-password");
    await page.getByRole("button", { name: /reset password/i }).click();
    await expect.poll(() => page.getByText("Password Reset Complete").count()).toBeGreaterThan(0);
    await closeToasts(page);
    await captureScreen(page, "reset-password-complete");

    await page.goto("/login");
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password", { exact: true }).fill("first-password");
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await expect.poll(() => page.getByText("Login Failed").count()).toBeGreaterThan(0);
    await page.getByLabel("Password", { exact: true }).fill("second-password");
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("is sent to sign in from a signed-in page, and /api/login lands on /login", async () => {
    const page = await e.newPage();
    await page.goto("/dashboard");
    await page.waitForURL("**/login?next=%2Fdashboard");
    await page.goto("/api/login");
    await page.waitForURL("**/login");
    await page.goto("/reset-password");
    await expect.poll(() => page.getByText("Invalid Reset Link").count()).toBeGreaterThan(0);
    await captureScreen(page, "reset-password-invalid");
  });

  it("opens a question's link signed out, signs in, and lands on that question (docs/decisions/054)", async () => {
    const page = await e.newPage();
    const asker = await registerViaApi(page, { firstName: "Noor", lastName: "Haddad" });
    const id = await askViaApi(page, {
      title: "Can my employer hold back my last paycheck?",
      content: "I left my job two weeks ago and the employer says they will pay me only when I return the uniform.",
    });
    await page.request.post("/api/auth/logout");
    // As from the e-mail that says the question was answered.
    await page.goto(`/question/${id}`);
    await page.waitForURL(`**/login?next=%2Fquestion%2F${id}`);
    await page.getByLabel("Email").fill(asker.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/question/${id}`);
    await expectText(page, "Can my employer hold back my last paycheck?");
  });

  it("sees the not-found page on an unknown path", async () => {
    const page = await e.newPage();
    await page.goto("/no/such/page");
    await expect.poll(() => page.getByRole("heading", { name: "404 Page Not Found" }).count()).toBe(1);
    expect(await page.getByText("Page Not Found").count()).toBeGreaterThan(0);
    await captureScreen(page, "not-found");
  });
});

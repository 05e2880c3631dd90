import { generate } from "otplib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { captureScreen, expectAccessible, useBrowser } from "./browser";
import {
  PASSWORD,
  chooseFromAvatarMenu,
  expectText,
  expectToast,
  makeAdmin,
  registerViaApi,
  type Person,
} from "./people";

// Two-step sign-in and passkeys as people meet them (docs/decisions/031-two-step-sign-in.md,
// docs/decisions/031-passkeys-section.md, docs/ux.md "Two-step sign-in and passkeys"). This file alone runs the app
// with REQUIRE_2FA_ROLES=admin, the service's default; the other journeys turn it off. The codes come from the real
// clock, as the app's do here.
const e = useBrowser({ env: { REQUIRE_2FA_ROLES: "admin" } });

const TWO_FACTOR_REQUIRED = "Please turn on two-step sign-in to continue.";
const WRONG_CODE = "That code is not right. Please try again.";
const SETTINGS_CHANGED = "Your sign-in settings changed";
const STEP_SECONDS = 30;

const step = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });
const currentCode = (secret: string) => codeAt(secret, Math.floor(Date.now() / 1000));

/**
 * A code the server accepts once more: a code of a step already used is refused (docs/decisions/031, "Used once"), so
 * this is the code of the step after `usedStep`, or of the current step once that is later. The server accepts the
 * next step's code too (an app whose clock runs a little ahead), so the journey need not wait up to 30 s for it.
 */
function freshCode(secret: string, usedStep: number): Promise<string> {
  return codeAt(secret, Math.max(usedStep + 1, step()) * STEP_SECONDS);
}

/** A 6-digit code that no step the server accepts (the previous, this and the next) would produce. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all([-60, -30, 0, 30, 60].map((d) => codeAt(secret, now + d)));
  for (let n = 123456; ; n = (n + 111111) % 1_000_000) {
    const code = String(n).padStart(6, "0");
    if (!near.includes(code)) return code;
  }
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function expectFocused(page: Page, heading: string, level: number) {
  const h = page.getByRole("heading", { name: heading, level, exact: true });
  await expect
    .poll(() => h.evaluate((el) => el === document.activeElement).catch(() => false), {
      message: `"${heading}" has focus`,
    })
    .toBe(true);
}

async function expectSignedInHome(page: Page) {
  await page.waitForURL((url) => url.pathname === "/");
  await expectToast(page, "Login Successful");
}

/**
 * Opens the Admin Panel as an admin would, from the Admin View's navigation; its list of applications loads (200), not
 * the "for admins" card.
 */
async function openAdminPanel(page: Page) {
  await chooseFromAvatarMenu(page, "Admin View");
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/attorneys/pending"),
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Panel" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await expect.poll(() => page.getByRole("heading", { name: "Admin Panel", level: 1 }).count()).toBe(1);
  expect(await page.getByText("This panel is for administrators.").count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe("/admin");
}

function codeStepField(page: Page) {
  return page.getByLabel("6-digit code");
}

// Shared by the journeys below, which run in order: the admin of the first is the one who signs in again.
let admin: Person;
let secret: string;
let enabledStep: number;
let recoveryCodes: string[];

describe("two-step sign-in and passkeys", () => {
  it("an admin without a second factor is led to the security screen, turns on the authenticator app, saves the recovery codes, and the admin panel opens", async () => {
    const page = await e.newPage();
    admin = await registerViaApi(page, { firstName: "Odile", lastName: "Marchetti" });
    await makeAdmin(e, admin);
    await page.context().clearCookies();

    await signInWithPassword(page, admin.email);
    await expectSignedInHome(page);

    // The admin's endpoints refuse with the contract's words, and the app leads to the setup, saying why.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/attorneys/pending"),
      page.goto("/admin"),
    ]);
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe(TWO_FACTOR_REQUIRED);
    await page.waitForURL((url) => url.pathname === "/settings/security");
    await expectText(page, "Your role needs two-step sign-in. Turn it on below to continue.");
    await expectFocused(page, "Sign-in and security", 1);
    await expectText(page, "Signing in needs only your password.");
    await expectAccessible(page, "security screen, two-step sign-in required");

    await page.getByRole("button", { name: "Turn on", exact: true }).click();
    await expectFocused(page, "Add ClearCounsel to your authenticator app", 3);
    const qr = page.getByRole("img", { name: /^QR code to scan with your authenticator app/ });
    await expect.poll(() => qr.count(), { message: "the QR code" }).toBe(1);
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    // The same key as text, in groups of four (160 bits in base32: 32 letters).
    const key = page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await expect.poll(() => key.count(), { message: "the key as text" }).toBe(1);
    secret = (await key.innerText()).replace(/\s/g, "");
    expect(secret).toHaveLength(32);

    const field = codeStepField(page);
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    await captureScreen(page, "security-setup");

    enabledStep = step();
    await field.fill(await currentCode(secret));
    await page.getByRole("button", { name: "Turn on", exact: true }).click();

    // The recovery codes, once, under their warning; the heading has focus so the warning is read first.
    await expectFocused(page, "Save your recovery codes", 3);
    await expectToast(page, "Two-Step Sign-In On");
    await expectText(page, /Keep these somewhere safe\. Each one works once, if you lose your phone\./);
    const list = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    recoveryCodes = await list.allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/i);
    expect(new Set(recoveryCodes).size).toBe(10);
    await expectAccessible(page, "security screen, recovery codes");
    await page.getByRole("button", { name: "I have saved them" }).click();

    // Shown once: gone from the screen, which now says it is on.
    await expectText(page, "Signing in asks for your password and a code from your app.");
    await expectText(page, "10 of 10 recovery codes left.");
    expect(await page.getByRole("list", { name: "Recovery codes" }).count()).toBe(0);
    expect(await page.getByText(recoveryCodes[0]!).count()).toBe(0);
    // The explanation has done its work.
    expect(await page.getByText("Your role needs two-step sign-in.").count()).toBe(0);

    // Turning the factor on counts as using it for this session (docs/decisions/031).
    await openAdminPanel(page);
  });

  it("the admin signs in again with a code: a wrong code is said under the field, a recovery code works once, a fresh code from the app works", async () => {
    expect(secret, "the first journey turned two-step sign-in on").toBeTruthy();
    const page = await e.newPage();

    // After the right password, the code step replaces the form; nobody is signed in yet.
    await signInWithPassword(page, admin.email);
    await expectFocused(page, "Two-step sign-in", 1);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    const field = codeStepField(page);
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    // Six digits and room for the space an app shows between the groups.
    expect(await field.getAttribute("maxlength")).toBe("9");
    await captureScreen(page, "two-step-code");

    await field.fill(await wrongCode(secret));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: WRONG_CODE }).count()).toBe(1);
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.getAttribute("aria-describedby")).toContain("login-code-error");
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    // A recovery code instead: the field swaps and takes focus.
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    const recovery = page.getByLabel("Recovery code");
    await expect.poll(() => recovery.evaluate((el) => el === document.activeElement)).toBe(true);
    await recovery.fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expectSignedInHome(page);

    // Signed out, the same recovery code is refused: each works once.
    await chooseFromAvatarMenu(page, "Log out");
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);
    await signInWithPassword(page, admin.email);
    await expectFocused(page, "Two-step sign-in", 1);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: WRONG_CODE }).count()).toBe(1);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    // Back to the app's code: one of a step after the one that turned it on.
    await page.getByRole("button", { name: "Use a code from my app instead" }).click();
    const code = await freshCode(secret, enabledStep);
    // Typed as the app shows it, in two groups: the space is dropped.
    await codeStepField(page).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole("button", { name: "Continue" }).click();
    await expectSignedInHome(page);
    await openAdminPanel(page);

    // The security screen counts the recovery code used.
    await chooseFromAvatarMenu(page, "Sign-in and security");
    await expectText(page, "9 of 10 recovery codes left.");

    // Turning it on and using a recovery code were mailed in neutral words, each with a link to the security
    // settings: nothing of the key or the codes.
    const settingsMails = () => e.mailsTo(admin.email).filter((m) => m.subject === SETTINGS_CHANGED);
    await expect.poll(() => settingsMails().length, { timeout: 10_000 }).toBe(2);
    const mails = settingsMails();
    expect(mails.map((m) => m.text).join("\n")).toContain("Two-step sign-in was turned on");
    expect(mails.map((m) => m.text).join("\n")).toContain("A recovery code was used for your ClearCounsel account");
    for (const m of mails) {
      expect(m.text).toContain("/settings/security");
      for (const secretText of [secret, ...recoveryCodes]) expect(m.text).not.toContain(secretText);
    }
  });

  it("an admin adds a passkey, signs in with it alone, and the admin panel opens; the passkey shows its last use and is removed after a question", async () => {
    const page = await e.newPage();
    // Chromium's virtual authenticator: a platform passkey with user verification, as a phone's or laptop's lock.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const person = await registerViaApi(page, { firstName: "Kwame", lastName: "Asante" });
    await makeAdmin(e, person);
    await page.goto("/settings/security");
    await expectFocused(page, "Sign-in and security", 1);
    await expectText(page, "You have no passkeys yet.");

    await page.getByLabel("Name (optional)").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey", exact: true }).click();
    await expectToast(page, "Passkey Added");
    const passkeys = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
    await expect.poll(() => passkeys.count()).toBe(1);
    expect(await passkeys.first().innerText()).toMatch(/Work laptop[\s\S]*Added .+ · Never used/);
    await expectAccessible(page, "security screen, one passkey");

    await chooseFromAvatarMenu(page, "Log out");
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);

    // The password alone, on an account with a passkey: the admin's powers wait, and this session may not add a
    // factor of its own to reach them (docs/decisions/031).
    await signInWithPassword(page, person.email);
    await expectSignedInHome(page);
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/settings/security");
    await expectText(
      page,
      "Your role needs two-step sign-in, and you signed in with your password alone. Log out, then sign in again with your passkey or your authenticator app to continue.",
    );
    await page.getByRole("button", { name: "Add a passkey", exact: true }).click();
    await expectText(
      page,
      "To change how you sign in, first sign in again with your passkey or your authenticator app.",
    );
    await expect.poll(() => passkeys.count()).toBe(1);
    await chooseFromAvatarMenu(page, "Log out");
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);

    // No e-mail, no password, no code: the passkey is both steps at once (docs/decisions/031-passkeys-section.md).
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expectSignedInHome(page);
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
    await openAdminPanel(page);

    await chooseFromAvatarMenu(page, "Sign-in and security");
    await expect.poll(() => passkeys.count()).toBe(1);
    await expect.poll(() => passkeys.first().innerText()).toMatch(/Last used \S/);
    expect(await passkeys.first().innerText()).not.toContain("Never used");

    // Remove asks first; "Keep It" changes nothing.
    await page.getByRole("button", { name: "Remove Work laptop" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this passkey?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole("button", { name: "Keep It" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await passkeys.count()).toBe(1);

    await page.getByRole("button", { name: "Remove Work laptop" }).click();
    await dialog.getByRole("button", { name: "Remove Passkey" }).click();
    await expectToast(page, "Passkey Removed");
    await expectText(page, "You have no passkeys yet.");
    expect(await page.getByRole("list", { name: "Your passkeys" }).count()).toBe(0);

    // Adding and removing were each mailed, in the same neutral words.
    const changes = () =>
      e
        .mailsTo(person.email)
        .filter((m) => m.subject === SETTINGS_CHANGED)
        .map((m) => /turned (on|off)/.exec(m.text)?.[1]);
    await expect.poll(changes, { timeout: 10_000 }).toEqual(["on", "off"]);
  });
});

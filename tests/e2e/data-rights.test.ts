import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { captureScreen, expectAccessible, useBrowser } from "./browser";
import {
  askViaApi,
  closeToasts,
  expectText,
  expectToast,
  makeAdmin,
  makeApprovedAttorney,
  PASSWORD,
  registerViaApi,
} from "./people";

// docs/decisions/022 and docs/decisions/021: a person's data is theirs to take or erase, and admins see who did what.
const e = useBrowser();

const QUESTION = {
  title: "Can my landlord change the locks on me?",
  content: "I came home and the locks were changed. The rent is paid. My things are inside. What can I do today?",
};

const answer = `${"Call the police non-emergency line and say it is an illegal lockout; ".repeat(2)}keep your receipts.`;

async function openAccount(page: Page) {
  // docs/decisions/034: the account's settings are a screen of their own, not under My Questions.
  await page.goto("/settings");
  await expect.poll(() => page.getByRole("heading", { name: "Account settings", level: 1 }).count()).toBe(1);
}

async function signInFails(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expectText(page, "Login Failed");
}

describe("Download my data", () => {
  it("downloads one JSON file with the account and its questions", async () => {
    const page = await e.newPage();
    const me = await registerViaApi(page, { firstName: "Dana", lastName: "Reyes" });
    const id = await askViaApi(page, QUESTION);
    await page.goto("/dashboard");
    await expectText(page, QUESTION.title);
    expect(await page.getByRole("button", { name: "Delete my account" }).count(), "not under My Questions").toBe(0);
    await openAccount(page);
    await captureScreen(page, "settings-account");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(data.account).toMatchObject({ id: me.id, email: me.email, firstName: "Dana" });
    expect(data.questions).toEqual([expect.objectContaining({ id, title: QUESTION.title, content: QUESTION.content })]);
    expect(JSON.stringify(data)).not.toMatch(/"password"\s*:|\$2[aby]\$/);
    await expectToast(page, "Download Started");
  });
});

describe("Delete my account", () => {
  it("an asker: the dialog names what goes, a wrong password changes nothing, then everything goes", async () => {
    const page = await e.newPage();
    const me = await registerViaApi(page, { firstName: "Sam", lastName: "Ortiz" });
    await askViaApi(page, QUESTION);
    await openAccount(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectText(page, /every question you asked, with its answer and follow-ups/);
    await expectAccessible(page, "delete account dialog");
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expectText(page, "That password is not correct, so nothing was deleted");
    await dialog.getByRole("button", { name: "Keep My Account" }).click();
    await page.goto("/dashboard");
    await expectText(page, QUESTION.title);
    await openAccount(page);

    await page.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await expectToast(page, "Account Deleted");
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);
    await signInFails(page, me.email);
  });

  it("an attorney: the claim goes back to the queue and the answer stays, by a volunteer attorney", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Lee", lastName: "Park" });
    const claimedId = await askViaApi(asker, { ...QUESTION, title: "My boss will not pay my last week of work" });
    const answeredId = await askViaApi(asker, QUESTION);
    const lawyerPage = await e.newPage();
    const lawyer = await registerViaApi(lawyerPage, { firstName: "Ruth", lastName: "Bader" });
    await makeApprovedAttorney(e, lawyer);
    for (const id of [claimedId, answeredId])
      expect((await lawyerPage.request.post(`/api/questions/${id}/claim`)).status()).toBe(200);
    const res = await lawyerPage.request.post(`/api/questions/${answeredId}/answer`, {
      data: { content: answer, includeDisclaimer: true },
    });
    expect(res.status()).toBe(201);

    await openAccount(lawyerPage);
    await lawyerPage.getByRole("button", { name: "Delete my account" }).click();
    const dialog = lawyerPage.getByRole("alertdialog", { name: "Delete your account?" });
    await expectText(lawyerPage, /go back to the queue for another attorney/);
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await lawyerPage.waitForURL((url) => url.pathname === "/");
    await expectToast(lawyerPage, "Account Deleted");

    // Another attorney finds the claimed question back in the queue.
    const nextPage = await e.newPage();
    const next = await registerViaApi(nextPage, { firstName: "Thurgood", lastName: "Marshall" });
    await makeApprovedAttorney(e, next);
    await nextPage.goto("/question-queue");
    await expectText(nextPage, "My boss will not pay my last week of work");
    // The asker keeps the answer.
    await asker.goto(`/question/${answeredId}`);
    await expectText(asker, answer);
    await expectText(asker, /Answered by a volunteer attorney on/);
  });
});

describe("Activity (admin)", () => {
  it("shows who read a question, by name and role, filtered by question", async () => {
    const askerPage = await e.newPage();
    await registerViaApi(askerPage, { firstName: "Ivy", lastName: "Chen" });
    const id = await askViaApi(askerPage, QUESTION);
    const lawyerPage = await e.newPage();
    const lawyer = await registerViaApi(lawyerPage, { firstName: "Ben", lastName: "Cardozo" });
    await makeApprovedAttorney(e, lawyer);
    await lawyerPage.goto(`/question/${id}`);
    await expect.poll(() => lawyerPage.getByRole("heading", { name: QUESTION.title }).count()).toBe(1);

    const adminPage = await e.newPage();
    const admin = await registerViaApi(adminPage, { firstName: "Ada", lastName: "Admin" });
    await makeAdmin(e, admin);
    await adminPage.goto("/admin");
    // Activity is a tab of its own (docs/decisions/033), and reads as sentences with names, never id codes.
    await adminPage
      .getByRole("navigation", { name: "Admin Panel views" })
      .getByRole("link", { name: "Activity" })
      .click();
    await expect.poll(() => adminPage.getByRole("heading", { level: 1, name: "Activity" }).count()).toBe(1);
    await adminPage.getByLabel("Question number").fill(String(id));
    await adminPage.getByRole("button", { name: "Filter" }).click();
    const log = adminPage.getByRole("list", { name: "Activity, newest first" });
    await expect.poll(() => log.getByRole("listitem").count()).toBe(1);
    const entry = log.getByRole("listitem").first();
    expect(await entry.innerText()).toContain(`Ben Cardozo (attorney) read question #${id}.`);
    expect(await entry.innerText()).not.toContain(lawyer.id.slice(0, 8));
    expect(await adminPage.locator("main").innerText()).not.toContain(QUESTION.title);
    expect(await entry.getByRole("link", { name: `#${id}` }).count()).toBe(1);
    await closeToasts(adminPage);
    await captureScreen(adminPage, "admin-activity");
    // The asker's own read is not on the record: still one row after they look again.
    await askerPage.goto(`/question/${id}`);
    await expect.poll(() => askerPage.getByRole("heading", { name: QUESTION.title }).count()).toBe(1);
    await adminPage.reload();
    await adminPage.getByLabel("Question number").fill(String(id));
    await adminPage.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => log.getByRole("listitem").count()).toBe(1);
  });
});

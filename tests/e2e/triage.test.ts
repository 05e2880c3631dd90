import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import {
  CATEGORY,
  askViaApi,
  closeToasts,
  expectText,
  expectToast,
  makeAdmin,
  makeApprovedAttorney,
  registerViaApi,
  undoWindowPasses,
} from "./people";

// docs/decisions/018 in the browser: the ask form's new fields, licenses and their verification, the
// queue's state filter, deadlines, waiting levels, and a possible conflict confirmed in a dialog.
const e = useBrowser();

const DAY = 86_400_000;
/** A date as the browser's own calendar writes it, `days` from now. */
const localDate = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

const EVICTION = {
  title: "My landlord changed the locks while I was at work",
  content:
    "I came home and the locks were changed. My things are inside. I have a lease until June and I paid this month's rent. The landlord says I owe for repairs. What can I do today?",
};

async function cardFor(page: Page, title: string) {
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect.poll(() => card.count(), { message: `card "${title}"` }).toBe(1);
  return card;
}

describe("the right attorney for each question", () => {
  it("an asker on a phone gives the state, a court date and the other side; the detail shows them", async () => {
    const page = await e.newPage("phone");
    await registerViaApi(page, { firstName: "Rosa", lastName: "Quintero" });
    await page.goto("/submit-question");
    await page.getByLabel("Which state is this about?").selectOption({ label: "California" });
    await page.getByLabel("Question title").fill(EVICTION.title);
    await page.getByLabel("Detailed question").fill(EVICTION.content);
    // docs/decisions/034: the optional parts open behind a Yes.
    await page
      .getByRole("group", { name: "Do you have a court date or another deadline?" })
      .getByRole("radio", { name: "Yes" })
      .click();
    await page.getByLabel("Date", { exact: true }).fill(localDate(3));
    await page.getByLabel("What kind of date?").selectOption({ label: "Court date" });
    await page
      .getByRole("group", { name: "Do you know who is on the other side?" })
      .getByRole("radio", { name: "Yes" })
      .click();
    await page.getByLabel("Other party 1", { exact: true }).fill("Hank Landlord");
    await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).click();
    await captureScreen(page, "submit-question-triage");
    await page.getByRole("button", { name: "Submit Question" }).click();
    await expectToast(page, "Question Submitted");
    await page.waitForURL("**/dashboard");

    await page.locator("#questions-list article").first().getByRole("link").first().click();
    await page.waitForURL("**/question/*");
    await expectText(page, "California");
    await expectText(page, "Hank Landlord");
    await expectText(page, "Court date:");
  });

  it("an attorney adds a license, an admin verifies it, and the queue follows: state filter, deadline, waiting level, conflict dialog", async () => {
    // Questions in two states, one waiting for weeks, one naming the attorney's former client.
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Lena", lastName: "Fischer" });
    const inCalifornia = await askViaApi(asker, {
      ...EVICTION,
      title: "Locked out of my apartment in Oakland",
      categoryId: CATEGORY.housing,
      state: "CA",
      deadline: localDate(3),
      deadlineType: "court_date",
      opposingParties: ["Hank Landlord"],
    });
    const oldOne = await askViaApi(asker, {
      title: "My employer has not paid my overtime for months",
      content:
        "I worked about ten hours of overtime each week since the summer and was paid only my regular hours. Can I still claim the overtime now?",
      categoryId: CATEGORY.employment,
      state: "TN",
    });
    await e.db.query(`update questions set created_at = now() - interval '26 days' where id = $1`, [oldOne]);

    const attorney = await e.newPage();
    const lawyer = await registerViaApi(attorney, { firstName: "Marcus", lastName: "Bell" });
    await makeApprovedAttorney(e, lawyer);

    // California is not theirs yet: the question is not in their queue.
    await attorney.goto("/question-queue");
    await cardFor(attorney, "My employer has not paid my overtime for months");
    expect(await attorney.getByRole("heading", { name: "Locked out of my apartment in Oakland" }).count()).toBe(0);

    // They add a California license from the dashboard.
    await attorney.goto("/attorney-dashboard");
    await attorney.getByLabel("State", { exact: true }).selectOption({ label: "California" });
    await attorney.getByLabel("License number").fill("CA-301122");
    await attorney.getByRole("button", { name: "Add License" }).click();
    await expectToast(attorney, "License Added");
    await expectText(attorney, "Waiting for verification");
    await closeToasts(attorney);
    await captureScreen(attorney, "attorney-licenses");

    // The admin verifies it beside the applications.
    const adminPage = await e.newPage("desktop", { clock: true });
    const admin = await registerViaApi(adminPage, { firstName: "Ada", lastName: "Admin" });
    await makeAdmin(e, admin);
    await adminPage.goto("/admin");
    const licenses = adminPage.getByRole("region", { name: "Added Licenses" });
    await expect.poll(() => licenses.innerText()).toContain("Marcus Bell: California");
    await captureScreen(adminPage, "admin-licenses");
    await licenses.getByRole("button", { name: "Verify Marcus Bell's California license" }).click();
    // Verify asks in the same dialog as every admin decision, then waits a moment with Undo (docs/decisions/033).
    await adminPage
      .getByRole("alertdialog", { name: "Verify Marcus Bell's California license?" })
      .getByRole("button", { name: "Verify License" })
      .click();
    await expect.poll(() => licenses.getByRole("group", { name: /^Verified: / }).count()).toBe(1);
    await undoWindowPasses(adminPage);
    await expectToast(adminPage, "License Verified");

    // Their conflict list names a former client.
    await attorney.goto("/attorney/conflicts");
    await attorney.getByLabel("Names on your conflict list").fill("Landlord, Hank\nAcme Properties LLC");
    await attorney.getByRole("button", { name: "Save Conflict List" }).click();
    await expectToast(attorney, "Conflict List Saved");
    await closeToasts(attorney);
    await captureScreen(attorney, "conflict-list");

    // The queue: the near court date first, marked; the old question marked Urgent; a state filter.
    await attorney.goto("/question-queue");
    const flagged = await cardFor(attorney, "Locked out of my apartment in Oakland");
    await expect.poll(() => flagged.innerText()).toContain("Court date in 3 days");
    expect(await flagged.innerText()).toContain("Possible conflict");
    expect(await flagged.innerText()).toContain("Hank Landlord");
    expect(await (await cardFor(attorney, "My employer has not paid my overtime for months")).innerText()).toContain(
      "Urgent",
    );
    const titles = await attorney.getByRole("article").getByRole("heading").allInnerTexts();
    expect(titles.indexOf("Locked out of my apartment in Oakland")).toBeLessThan(
      titles.indexOf("My employer has not paid my overtime for months"),
    );
    await captureScreen(attorney, "question-queue-triage");

    await attorney.getByLabel("Filter by state").selectOption({ label: "Tennessee" });
    await expect
      .poll(() => attorney.getByRole("heading", { name: "Locked out of my apartment in Oakland" }).count())
      .toBe(0);
    await cardFor(attorney, "My employer has not paid my overtime for months");
    await attorney.getByLabel("Filter by state").selectOption({ label: "All my states" });

    // Claiming the flagged one asks first; Don't Claim leaves it; confirming claims it.
    const card = await cardFor(attorney, "Locked out of my apartment in Oakland");
    await card.getByRole("button", { name: "Claim Question" }).click();
    const dialog = attorney.getByRole("alertdialog", { name: "Possible conflict of interest" });
    await expect.poll(() => dialog.count()).toBe(1);
    await captureScreen(attorney, "question-queue-conflict-dialog");
    await dialog.getByRole("button", { name: "Don't Claim" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const row = await e.db.query(`select status from questions where id = $1`, [inCalifornia]);
    expect(row.rows[0]?.status).toBe("pending");

    await card.getByRole("button", { name: "Claim Question" }).click();
    await dialog.getByRole("button", { name: "No Conflict, Claim Question" }).click();
    await expectToast(attorney, "Question Claimed");
    await expect.poll(() => attorney.getByRole("heading", { name: "Compose Answer" }).count()).toBe(1);
  });
});

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
  navLabels,
  registerViaApi,
  undoWindowPasses,
  uniqueEmail,
} from "./people";

const e = useBrowser();

const QUESTION = {
  title: "Can I travel abroad while my green card renewal is pending?",
  content:
    "My green card expires next month and I filed the renewal in March. I have a family wedding in Portugal in June. Is it safe to leave the country and come back while the renewal is pending?",
  categoryId: CATEGORY.immigration,
};
const OTHER_QUESTIONS = [
  {
    title: "My landlord has not fixed the heating for three weeks",
    content:
      "It is winter and the heating in my flat has been broken for three weeks. I reported it in writing twice. The landlord says a part is on order. Can I withhold rent or pay for the repair myself and deduct it? I rent in Memphis, Tennessee, on a one-year lease.",
    categoryId: CATEGORY.housing,
    isAnonymous: true,
  },
  {
    title: "How is child support worked out after a divorce?",
    content:
      "We are divorcing and have two children under ten. How does a court decide how much child support each parent pays?",
    categoryId: CATEGORY.family,
  },
];
const ANSWER =
  "Generally yes. A pending renewal does not take away your permanent resident status. Carry your expiring card together with the receipt notice for the renewal, which extends the card's validity. Trips under six months are usually fine.";
const FOLLOW_UP = "Does the receipt notice also work if the airline asks for it at check-in?";

describe("an attorney's way in and first answer", () => {
  it("applies, is approved by an admin, filters the queue, claims and answers; the asker reads it and follows up", async () => {
    // An asker with a question waiting in the queue.
    const asker = await e.newPage();
    const askerPerson = await registerViaApi(asker, { firstName: "Ana", lastName: "Lima" });
    const questionId = await askViaApi(asker, QUESTION);
    // Others waiting in other categories, so the filter has something to leave out.
    const neighbour = await e.newPage();
    await registerViaApi(neighbour, { firstName: "Ben", lastName: "Osei" });
    for (const other of OTHER_QUESTIONS) await askViaApi(neighbour, other);

    // The applicant, signed in, applies from the navigation.
    const attorney = await e.newPage();
    const lawyer = await registerViaApi(attorney, { firstName: "Priya", lastName: "Natarajan" });
    await attorney.goto("/");
    await attorney.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Apply as Attorney" }).click();
    await attorney.waitForURL("**/apply-attorney");
    await expect.poll(() => attorney.getByLabel("Email").inputValue()).toBe(lawyer.email);
    expect(await attorney.getByLabel("First Name").inputValue()).toBe("Priya");
    for (const section of ["Personal Information", "Credentials", "Education", "Practice Areas"]) {
      expect(await attorney.getByRole("heading", { name: section, exact: true }).count(), section).toBe(1);
    }
    await captureScreen(attorney, "apply-attorney");

    await attorney.getByRole("button", { name: "Submit Application" }).click();
    // Empty fields say what to do, in the summary and under each (docs/decisions/025).
    await expectText(attorney, "There is a problem");
    for (const message of [
      "Enter your license number",
      "Choose the state where you practice",
      "Enter your law school",
      "Enter your graduation year",
      "Enter your practice areas",
    ]) {
      await expectText(attorney, message);
    }
    await attorney.getByLabel("License Number").fill("TN-482913");
    await attorney.getByLabel("BPR Number (optional)").fill("031877");
    await attorney.getByLabel("Practice State").selectOption({ label: "Tennessee" });
    await attorney.getByLabel("Years of Experience").fill("9");
    await attorney.getByLabel("Law School").fill("Vanderbilt University Law School");
    await attorney.getByLabel("Graduation Year").fill("1949");
    await attorney.getByLabel("Practice Areas", { exact: true }).fill("Immigration, Family Law");
    await attorney.getByRole("button", { name: "Submit Application" }).click();
    await expect
      .poll(() =>
        attorney
          .locator("#application-graduation-year-error")
          .filter({ hasText: "Valid graduation year is required" })
          .count(),
      )
      .toBe(1);
    expect(await attorney.getByText("Enter your license number").count()).toBe(0);
    await attorney.getByLabel("Graduation Year").fill("2015");
    await attorney.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(attorney, "Application Submitted");
    await expect.poll(() => attorney.getByRole("heading", { name: "Thank You for Applying" }).count()).toBe(1);
    await expectText(attorney, /2-3 business days/);
    await closeToasts(attorney);
    await captureScreen(attorney, "apply-attorney-thank-you");

    // Until an admin decides: under review, and no queue.
    await attorney.goto("/attorney");
    await expect.poll(() => attorney.getByRole("heading", { name: "Application Under Review" }).count()).toBe(1);
    await captureScreen(attorney, "attorney-under-review");
    await attorney.goto("/question-queue");
    await expectText(attorney, "This page is only accessible to approved attorneys");
    // The spec's text, and one line on why (docs/decisions/035).
    await expectText(attorney, /^Your attorney application is still under review\./);

    // A second application, made signed out through the form, which the admin will reject. It waits for the
    // link e-mailed to the typed address (docs/decisions/014), and the link works once.
    const visitor = await e.newPage();
    const rejectedEmail = uniqueEmail("rejected");
    await visitor.goto("/apply-attorney");
    await visitor.getByLabel("First Name").fill("Rex");
    await visitor.getByLabel("Last Name").fill("Unverified");
    await visitor.getByLabel("Email").fill(rejectedEmail);
    await visitor.getByLabel("License Number").fill("XX-1");
    await visitor.getByLabel("Practice State").selectOption({ label: "Texas" });
    await visitor.getByLabel("Years of Experience").fill("1");
    await visitor.getByLabel("Law School").fill("Unknown School of Law");
    await visitor.getByLabel("Graduation Year").fill("2020");
    await visitor.getByLabel("Practice Areas", { exact: true }).fill("Everything");
    await visitor.getByRole("button", { name: "Submit Application" }).click();
    await expect
      .poll(() => visitor.getByRole("heading", { name: "Check your e-mail to confirm your application" }).count())
      .toBe(1);
    const confirmLink = await e.waitForMailLink(rejectedEmail, /attorney-application\/confirm\?token=/);
    expect(e.mailsTo(rejectedEmail)[0]!.text).not.toContain("Rex");
    await visitor.goto(confirmLink);
    await visitor.waitForURL("**/apply-attorney?confirmed=1&**");
    // A page of its own that says what happens next, not the blank form again (docs/decisions/035).
    await expect
      .poll(() => visitor.getByRole("heading", { level: 1, name: "Your application is confirmed" }).count())
      .toBe(1);
    expect(await visitor.getByRole("button", { name: "Submit Application" }).count()).toBe(0);
    await expectText(visitor, /2-3 business days/);
    await captureScreen(visitor, "apply-attorney-confirmed");
    await visitor.getByRole("link", { name: "Create your account with this address" }).click();
    await visitor.waitForURL("**/register?email=**");
    await expect.poll(() => visitor.getByLabel("Email").inputValue()).toBe(rejectedEmail);
    // Opened again (a second click, or after a mail scanner): it still says the application is confirmed
    // (docs/decisions/016), not that the link is invalid.
    await visitor.goto(confirmLink);
    await visitor.waitForURL("**/apply-attorney?confirmed=1&**");
    await expect
      .poll(() => visitor.getByRole("heading", { level: 1, name: "Your application is confirmed" }).count())
      .toBe(1);

    // The admin reviews both. Priya has not confirmed her account's e-mail yet: Approve waits for it.
    const admin = await e.newPage("desktop", { clock: true });
    const adminPerson = await registerViaApi(admin, { firstName: "Grace", lastName: "Okoye" });
    await makeAdmin(e, adminPerson);
    await admin.goto("/admin");
    const lawyerCard = admin.getByRole("article", { name: "Priya Natarajan" });
    await expect.poll(() => lawyerCard.count()).toBe(1);
    expect(await lawyerCard.innerText()).toMatch(/TN-482913[\s\S]*031877[\s\S]*Tennessee[\s\S]*Vanderbilt/);
    expect(await admin.locator("#admin-stats").innerText()).toMatch(/Pending Applications\s*2\b/);
    await expectText(admin, "E-mail not confirmed");
    expect(await admin.getByRole("button", { name: "Approve Priya Natarajan" }).isDisabled()).toBe(true);

    // Priya opens the verification link from her e-mail; now the admin may approve her.
    const verifyLink = await e.waitForMailLink(lawyer.email, /verify-email\?token=/);
    await attorney.goto(verifyLink);
    await expectToast(attorney, "Email Verified");
    await admin.reload();
    await expect.poll(() => lawyerCard.getByText("E-mail confirmed").count()).toBe(1);
    await captureScreen(admin, "admin-panel");

    // Approve asks in the same dialog as Reject (docs/decisions/033); the decided card waits in place with Undo.
    const approve = admin.getByRole("button", { name: "Approve Priya Natarajan" });
    await approve.click();
    const ask = admin.getByRole("alertdialog", { name: "Approve Priya Natarajan?" });
    await expect
      .poll(() => ask.getByRole("button", { name: "Not Yet" }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await captureScreen(admin, "admin-approve-dialog");
    await ask.getByRole("button", { name: "Approve Application" }).click();
    const decided = admin.getByRole("group", { name: "Approved: Priya Natarajan" });
    await expect.poll(() => decided.evaluate((d) => d === document.activeElement)).toBe(true);
    await decided.getByRole("button", { name: "Undo: Approved Priya Natarajan" }).click();
    await expect.poll(() => approve.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(
      e.mailsTo(lawyer.email).some((m) => /approved/.test(m.subject)),
      "undone: nothing sent",
    ).toBe(false);
    await approve.click();
    await ask.getByRole("button", { name: "Approve Application" }).click();
    // The decided card is saved this time, not before the Undo above: on a busy machine checking and saving a screen
    // takes longer than the few seconds Undo waits (here the decision may go while the screen is saved).
    await expect.poll(() => decided.evaluate((d) => d === document.activeElement)).toBe(true);
    await captureScreen(admin, "admin-approved-undo");
    await undoWindowPasses(admin);
    await expectToast(admin, "Attorney Approved");
    await expect.poll(() => lawyerCard.count()).toBe(0);
    await expect
      .poll(() => admin.getByText("Attorney Approved: Priya Natarajan.").evaluate((s) => s === document.activeElement))
      .toBe(true);
    await admin.getByRole("button", { name: "Reject Rex Unverified" }).click();
    // Asked again, with a note for the applicant's e-mail (docs/decisions/025).
    const dialog = admin.getByRole("alertdialog", { name: "Reject Rex Unverified's application?" });
    await dialog.getByLabel("Note for the applicant (optional)").fill("We could not confirm your bar registration.");
    await captureScreen(admin, "admin-reject-dialog");
    await dialog.getByRole("button", { name: "Reject Application" }).click();
    await expect.poll(() => admin.getByRole("group", { name: "Rejected: Rex Unverified" }).count()).toBe(1);
    await undoWindowPasses(admin);
    await expectToast(admin, "Application Rejected");
    // Every file shares the run's database: journeys elsewhere insert approved attorneys only, never applications.
    await expect.poll(() => admin.getByText("All applications have been reviewed", { exact: false }).count()).toBe(1);
    await closeToasts(admin);
    await captureScreen(admin, "admin-panel-empty");
    await expect.poll(() => e.mailsTo(lawyer.email).some((m) => /approved/.test(m.subject))).toBe(true);
    await expect.poll(() => e.mailsTo(rejectedEmail).length).toBe(2);
    expect(e.mailsTo(rejectedEmail).some((m) => m.text.includes("We could not confirm your bar registration."))).toBe(
      true,
    );

    // The approved attorney: the attorney view, the dashboard, home's attorney cards.
    await attorney.goto("/attorney");
    await expect.poll(() => attorney.getByText("Available Questions").count()).toBe(1);
    await expect.poll(() => navLabels(attorney)).toEqual(["Home", "Attorney Dashboard", "Question Queue"]);
    await expect
      .poll(async () =>
        Number(/Available Questions\s*(\d+)/.exec(await attorney.locator("#attorney-stats").innerText())?.[1]),
      )
      .toBeGreaterThan(0);
    await captureScreen(attorney, "attorney-dashboard");
    await attorney.getByRole("link", { name: "View Claimed Questions" }).click();
    await expect.poll(() => attorney.getByRole("heading", { name: "No Claimed Questions" }).count()).toBe(1);
    await captureScreen(attorney, "claimed-questions-empty");
    await attorney.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => attorney.getByRole("link", { name: "Question Queue" }).count()).toBeGreaterThan(1);
    expect(await attorney.getByRole("link", { name: "Ask a Question" }).count()).toBe(0);
    expect(await attorney.locator("#dashboard-stats").count(), "no asker stats for attorneys").toBe(0);
    await captureScreen(attorney, "home-attorney");

    // The queue, filtered by category.
    await attorney.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Question Queue" }).click();
    const card = attorney.getByRole("article", { name: QUESTION.title });
    await expect.poll(() => card.count()).toBe(1);
    await expect
      .poll(() => card.innerText())
      .toMatch(
        /Immigration[\s\S]*Registered User[\s\S]*Location Hidden[\s\S]*About 10-15 min to answer, judging by its length/,
      );
    await captureScreen(attorney, "question-queue");
    const categories = () =>
      attorney.locator("#available-questions").getByTestId("queue-card-category").allInnerTexts();
    await expect.poll(async () => (await categories()).filter((c) => c !== "Immigration").length).toBeGreaterThan(1);
    const filter = attorney.getByLabel("Filter by category");
    await filter.selectOption({ label: "Immigration" });
    // Only Immigration cards remain, ours among them.
    await expect.poll(async () => new Set(await categories())).toEqual(new Set(["Immigration"]));
    await expect.poll(() => card.count()).toBe(1);
    await filter.selectOption({ label: "Other" });
    await expect.poll(() => attorney.getByRole("heading", { name: "No Questions Available" }).count()).toBe(1);
    await captureScreen(attorney, "question-queue-empty");
    await filter.selectOption({ label: "Immigration" });

    // The question's own page offers the attorney the claim, not the words meant for its asker
    // (docs/decisions/057).
    await attorney.goto(`/question/${questionId}`);
    await expectText(attorney, "Waiting in the queue");
    expect(await attorney.getByRole("complementary", { name: "Emergency numbers" }).count()).toBe(0);
    expect(await attorney.getByText("Waiting for an attorney's response").count()).toBe(0);
    await attorney.goBack();
    await expect.poll(() => card.count()).toBe(1);

    // Claim, then Compose Answer: too short first, then a real answer.
    await card.getByRole("button", { name: "Claim Question" }).click();
    await expectToast(attorney, "Question Claimed");
    await attorney.waitForURL(`**/question-queue?answer=${questionId}`);
    await expect.poll(() => attorney.getByRole("heading", { name: "Compose Answer" }).count()).toBe(1);
    // Once claimed, the question's page is the holder's: their hold, and the way to the answer box.
    await attorney.goto(`/question/${questionId}`);
    await expectText(attorney, "You claimed this question");
    await expectText(attorney, /Hold ends/);
    await attorney.getByRole("link", { name: "Provide Answer" }).click();
    await attorney.waitForURL(`**/attorney/claimed-questions?answer=${questionId}`);
    await expect.poll(() => attorney.getByRole("heading", { name: "Compose Answer" }).count()).toBe(1);
    await attorney.goto(`/question-queue?answer=${questionId}`);
    await expect.poll(() => attorney.getByRole("heading", { name: "Compose Answer" }).count()).toBe(1);
    await expect
      .poll(() => attorney.locator("dl").filter({ hasText: "Asked by:" }).innerText())
      .toMatch(/Asked by:\s*Ana Lima/);
    await expect
      .poll(() => attorney.getByRole("checkbox", { name: "Include standard legal disclaimer" }).isChecked())
      .toBe(true);
    await closeToasts(attorney);
    await captureScreen(attorney, "compose-answer");
    await attorney.getByLabel("Your Answer").fill("Yes, you can travel.");
    await expectText(attorney, "20 characters (minimum 50)");
    await attorney.getByRole("button", { name: "Submit Answer" }).click();
    await expectText(attorney, /Answer Too Short/);
    await attorney.getByLabel("Your Answer").fill(ANSWER);
    await attorney.getByRole("button", { name: "Submit Answer" }).click();
    await expectToast(attorney, "Answer Submitted");
    await attorney.waitForURL((url) => url.pathname === "/question-queue" && !url.search);
    await expect.poll(() => card.count()).toBe(0);

    // Claimed Questions: answered, with a link to the answer.
    await attorney.goto("/attorney/claimed-questions");
    const claimed = attorney.getByRole("article", { name: QUESTION.title });
    await expect.poll(() => claimed.count()).toBe(1);
    expect(await claimed.innerText()).toMatch(
      /Answered[\s\S]*Claimed [A-Z][a-z]{2} \d+, \d{4}[\s\S]*Answered [A-Z][a-z]{2} \d+, \d{4}/,
    );
    await captureScreen(attorney, "claimed-questions");
    await claimed.getByRole("link", { name: "View Answer" }).click();
    await attorney.waitForURL(`**/questions/${questionId}`);
    await expectText(attorney, ANSWER);

    // The asker follows the e-mailed link, reads the answer and asks a follow-up.
    const link = await e.waitForMailLink(askerPerson.email, /new reply for you/);
    expect(new URL(link).pathname).toBe(`/question/${questionId}`);
    await asker.goto(link);
    await expect.poll(() => asker.getByRole("heading", { level: 1, name: QUESTION.title }).count()).toBe(1);
    await expectText(asker, ANSWER);
    await expectText(asker, /Disclaimer:/);
    await expectText(asker, /Answered by a volunteer attorney on/);
    await asker.getByRole("button", { name: "Send Follow-up" }).click();
    await expectText(asker, /Follow-up Required/);
    await asker.getByLabel("Add a follow-up question").fill("And?");
    await asker.getByRole("button", { name: "Send Follow-up" }).click();
    await expectText(asker, /Follow-up Too Short/);
    await asker.getByLabel("Add a follow-up question").fill(FOLLOW_UP);
    await asker.getByRole("button", { name: "Send Follow-up" }).click();
    await expectToast(asker, "Follow-up Sent");
    await expect.poll(() => asker.getByRole("list", { name: "Follow-up Questions" }).innerText()).toContain(FOLLOW_UP);
    expect(await asker.getByLabel("Add a follow-up question").inputValue()).toBe("");
    // Focus stays on the button that sent it, where reading goes on, never the page's body (docs/ux.md).
    expect(await asker.evaluate(() => document.activeElement?.textContent)).toBe("Send Follow-up");
    await closeToasts(asker);
    await captureScreen(asker, "question-detail-answered");

    // The attorney sees the follow-up under the question.
    await attorney.reload();
    await expectText(attorney, FOLLOW_UP);
  });

  it("releases a claim from the admin's question view, revokes and reinstates an attorney, and reads it all in Activity", async () => {
    const lawyerPage = await e.newPage();
    const lawyer = await registerViaApi(lawyerPage, { firstName: "Mei", lastName: "Chen" });
    await makeApprovedAttorney(e, lawyer);
    const admin = await e.newPage("desktop", { clock: true });
    const adminPerson = await registerViaApi(admin, { firstName: "Grace", lastName: "Okoye" });
    await makeAdmin(e, adminPerson);

    // Mei holds a claim; the admin opens the question and gets the admin's view, not the asker's page.
    const askerPage = await e.newPage();
    await registerViaApi(askerPage, { firstName: "Rosa", lastName: "Parks" });
    const held = await askViaApi(askerPage, {
      title: "Can my employer cut my hours after I asked for overtime pay?",
      content: "I asked for the overtime I am owed and the next week my shifts were cut in half. Is that allowed?",
      state: "TN",
      opposingParties: ["Acme Staffing"],
    });
    expect((await lawyerPage.request.post(`/api/questions/${held}/claim`, { data: {} })).status()).toBe(200);
    await admin.goto(`/question/${held}`);
    await expect.poll(() => admin.getByRole("heading", { level: 2, name: "Claim" }).count()).toBe(1);
    await expectText(admin, "Mei Chen");
    await expectText(admin, "Acme Staffing");
    await expectText(admin, /then the question returns to the queue/);
    expect(await admin.getByText("Back to My Questions").count()).toBe(0);
    await expect
      .poll(() => admin.getByRole("list", { name: "Activity, newest first" }).innerText())
      .toContain(`Mei Chen (attorney) claimed question #${held}.`);
    await captureScreen(admin, "admin-question");
    await admin.getByRole("button", { name: "Release Claim" }).click();
    const release = admin.getByRole("alertdialog", { name: `Release Mei Chen's claim on question #${held}?` });
    await release.getByLabel("Reason (optional)").fill("No reply to the asker for two days");
    await release.getByRole("button", { name: "Release Claim" }).click();
    const released = admin.getByText(`Released: question #${held} is back in the queue`, { exact: false });
    await expect.poll(() => released.evaluate((s) => s === document.activeElement)).toBe(true);
    await expect.poll(() => admin.getByText("Nobody holds a claim on this question.").count()).toBe(1);

    await admin.goto("/admin");
    const approved = admin.getByRole("region", { name: "Approved Attorneys" });
    await approved.getByRole("button", { name: "Revoke Mei Chen" }).click();
    const ask = admin.getByRole("alertdialog", { name: "Revoke access for Mei Chen?" });
    await ask.getByRole("button", { name: "Revoke Access" }).click();
    await expect.poll(() => approved.getByRole("group", { name: "Revoked: Mei Chen" }).count()).toBe(1);
    await undoWindowPasses(admin);
    await expectToast(admin, "Access Revoked");
    const revoked = admin.getByRole("region", { name: "Revoked Attorneys" });
    await expect.poll(() => revoked.getByRole("button", { name: "Reinstate Mei Chen" }).count()).toBe(1);
    await closeToasts(admin);
    await captureScreen(admin, "admin-revoked-list");

    // The attorney is told their access ended and whom to write to; the e-mail asks for no reply.
    await lawyerPage.goto("/attorney");
    await expect.poll(() => lawyerPage.getByRole("heading", { name: "Your Access Has Ended" }).count()).toBe(1);
    expect(await lawyerPage.getByText("Application Under Review").count()).toBe(0);
    await captureScreen(lawyerPage, "attorney-access-ended");
    await expect.poll(() => e.mailsTo(lawyer.email).some((m) => m.subject === "About your attorney access")).toBe(true);
    expect(e.mailsTo(lawyer.email).find((m) => m.subject === "About your attorney access")!.text).not.toMatch(
      /\breply to\b/i,
    );

    await revoked.getByRole("button", { name: "Reinstate Mei Chen" }).click();
    await admin
      .getByRole("alertdialog", { name: "Reinstate Mei Chen?" })
      .getByRole("button", { name: "Reinstate Access" })
      .click();
    await expect.poll(() => revoked.getByRole("group", { name: "Reinstated: Mei Chen" }).count()).toBe(1);
    await undoWindowPasses(admin);
    await expectToast(admin, "Access Reinstated");
    await expect.poll(() => approved.getByRole("button", { name: "Revoke Mei Chen" }).count()).toBe(1);
    await expect
      .poll(() => e.mailsTo(lawyer.email).filter((m) => m.subject === "About your attorney access").length)
      .toBe(2);
    await lawyerPage.reload();
    await expect.poll(() => lawyerPage.getByText("Available Questions").count()).toBe(1);

    // Activity, a tab of its own: sentences with names and roles, filtered by a name and an action.
    await admin.getByRole("navigation", { name: "Admin Panel views" }).getByRole("link", { name: "Activity" }).click();
    await admin.waitForURL("**/admin/activity");
    await expect.poll(() => admin.getByRole("heading", { level: 1, name: "Activity" }).count()).toBe(1);
    await expectText(admin, "Grace Okoye (admin) reinstated Mei Chen (attorney).");
    await expectText(admin, "Grace Okoye (admin) revoked the access of Mei Chen (attorney).");
    await admin.getByLabel("Person").fill("okoye");
    await admin.getByLabel("Action").selectOption({ label: "Revoked an attorney's access" });
    await admin.getByRole("button", { name: "Filter" }).click();
    const log = admin.getByRole("list", { name: "Activity, newest first" });
    await expect.poll(() => log.getByRole("listitem").count()).toBe(1);
    expect(await log.innerText()).toContain("revoked the access of Mei Chen");
    await closeToasts(admin);
    await captureScreen(admin, "admin-activity-filtered");
  });

  it("shows Access Denied on the attorney screens and a calm refusal on the admin panel to a plain user", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Omar", lastName: "Haddad" });

    await page.goto("/attorney");
    await expect.poll(() => page.getByRole("heading", { name: "Access Denied" }).count()).toBe(1);
    await expectText(page, "This page is only accessible to attorneys.");
    expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await captureScreen(page, "attorney-access-denied");

    await page.goto("/question-queue");
    await expect.poll(() => page.getByRole("heading", { name: "Access Denied" }).count()).toBe(1);
    await expectText(page, "This page is only accessible to approved attorneys");
    expect(await page.getByLabel("Filter by category").count()).toBe(0);
    await captureScreen(page, "question-queue-access-denied");

    await page.goto("/attorney/claimed-questions");
    await expect.poll(() => page.getByRole("heading", { name: "Access Denied" }).count()).toBe(1);

    await page.goto("/admin");
    await expectText(page, "This panel is for administrators.");
    await captureScreen(page, "admin-panel-forbidden");
  });
});

import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import { askViaApi, closeToasts, expectText, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// docs/decisions/020: an attorney who cannot answer gives the claim back from Compose Answer. Before that, Compose
// shows what it must (docs/decisions/035): its own h1, the question's facts, and when the hold ends, with a warning.
const e = useBrowser();

const TITLE = "My neighbour's tree fell on my fence during the storm";

describe("releasing a claim", () => {
  it("gives the question back from Compose Answer; it leaves this attorney's claims and queue, and waits for another", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Noor", lastName: "Haddad" });
    const courtDate = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const id = await askViaApi(asker, {
      title: TITLE,
      content:
        "A storm blew my neighbour's old oak tree onto my fence last week. They say it was an act of nature and will not pay. Who pays for the fence?",
      state: "TN",
      deadline: courtDate,
      deadlineType: "court_date",
      opposingParties: ["Oakwood Estates LLC"],
      safetyConcern: true,
    });

    // The attorney's page keeps Playwright's clock, to let a minute of the hold go by (docs/decisions/045).
    const attorney = await e.newPage("desktop", { clock: true });
    const lawyer = await registerViaApi(attorney, { firstName: "Sam", lastName: "Okafor" });
    await makeApprovedAttorney(e, lawyer);
    await attorney.goto("/question-queue");
    const card = attorney.getByRole("article").filter({ has: attorney.getByRole("heading", { name: TITLE }) });
    await card.getByRole("button", { name: "Claim Question" }).click();
    await expectToast(attorney, "Question Claimed");
    await closeToasts(attorney);

    // Compose Answer is a screen of its own, with the facts the asker gave.
    await expect.poll(() => attorney.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Compose Answer"]);
    expect(await attorney.title()).toMatch(/^Compose Answer/);
    const facts = attorney.locator("dl").filter({ hasText: "Other side:" });
    await expect.poll(() => facts.count()).toBe(1);
    expect(await facts.innerText()).toMatch(
      /State:\s*Tennessee[\s\S]*Court date:\s*[A-Z][a-z]{2} \d{1,2}, \d{4}, in \d days[\s\S]*Other side:\s*Oakwood Estates LLC/,
    );
    await expectText(attorney, "Safety concern: the asker said they are not safe right now.");
    const holdLine = attorney.getByTestId("hold-line");
    expect(await holdLine.innerText()).toMatch(
      /^Your hold ends at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M, then the question returns to the queue\.$/,
    );
    expect(await attorney.getByText(/Answer by/).count()).toBe(0);
    await captureScreen(attorney, "compose-answer-facts");

    // With the hold about to end, the warning comes by itself, in a polite live region, while the page is open: a
    // minute before it is due there is none, and once the minute has gone by on the page's clock, there it is.
    await e.db.query(`update questions set claim_expires_at = now() + interval '16 minutes' where id = $1`, [id]);
    await attorney.reload();
    const warning = attorney.getByRole("status").filter({ hasText: "Less than 15 minutes are left on your hold." });
    await expect.poll(() => holdLine.count()).toBe(1);
    expect(await warning.count()).toBe(0);
    await attorney.clock.fastForward(60_000);
    await expect.poll(() => warning.count()).toBe(1);
    await captureScreen(attorney, "compose-answer-hold-ending");
    await attorney.getByLabel("Your Answer").fill("A draft I will not finish.");

    await attorney.getByRole("button", { name: "Can't answer it? Release this question" }).click();
    const dialog = attorney.getByRole("alertdialog", { name: "Release this question?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel("Reason (optional)").fill("Outside my practice area after all.");
    await captureScreen(attorney, "release-dialog");
    await dialog.getByRole("button", { name: "Release Question" }).click();
    await expectToast(attorney, "Question Released");
    // Compose Answer closed with the button that opened the dialog: focus is on the page's heading, not the page's body.
    await expect
      .poll(() =>
        attorney.evaluate(() => document.activeElement?.matches("main h1") && document.activeElement.textContent),
      )
      .toBe("Question Queue");
    // Back to where Compose Answer was, the question is not offered for an answer: its page was read again.
    await attorney.goBack();
    expect(new URL(attorney.url()).searchParams.get("answer")).toBe(String(id));
    await expect.poll(() => attorney.getByLabel("Your Answer").count()).toBe(0);
    const row = await e.db.query(`select status, claimed_by from questions where id = $1`, [id]);
    expect(row.rows[0]).toEqual({ status: "pending", claimed_by: null });

    await attorney.goto("/question-queue");
    await expect
      .poll(() => attorney.getByRole("region", { name: "Available questions" }).getAttribute("aria-busy"))
      .toBe("false");
    expect(await attorney.getByRole("heading", { name: TITLE }).count()).toBe(0);

    const other = await e.newPage();
    const colleague = await registerViaApi(other, { firstName: "Ines", lastName: "Carvalho" });
    await makeApprovedAttorney(e, colleague);
    await other.goto("/question-queue");
    await expect.poll(() => other.getByRole("heading", { name: TITLE }).count()).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import { askViaApi, closeToasts, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// docs/decisions/020: an attorney who cannot answer gives the claim back from Compose Answer.
const e = useBrowser();

const TITLE = "My neighbour's tree fell on my fence during the storm";

describe("releasing a claim", () => {
  it("gives the question back from Compose Answer; it leaves this attorney's claims and queue, and waits for another", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Noor", lastName: "Haddad" });
    const id = await askViaApi(asker, {
      title: TITLE,
      content:
        "A storm blew my neighbour's old oak tree onto my fence last week. They say it was an act of nature and will not pay. Who pays for the fence?",
    });

    const attorney = await e.newPage();
    const lawyer = await registerViaApi(attorney, { firstName: "Sam", lastName: "Okafor" });
    await makeApprovedAttorney(e, lawyer);
    await attorney.goto("/question-queue");
    const card = attorney.getByRole("article").filter({ has: attorney.getByRole("heading", { name: TITLE }) });
    await card.getByRole("button", { name: "Claim Question" }).click();
    await expectToast(attorney, "Question Claimed");
    await closeToasts(attorney);
    await attorney.getByLabel("Your Answer").fill("A draft I will not finish.");

    await attorney.getByRole("button", { name: "Can't answer it? Release this question" }).click();
    const dialog = attorney.getByRole("alertdialog", { name: "Release this question?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel("Reason (optional)").fill("Outside my practice area after all.");
    await captureScreen(attorney, "release-dialog");
    await dialog.getByRole("button", { name: "Release Question" }).click();
    await expectToast(attorney, "Question Released");
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

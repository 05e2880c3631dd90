import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import { askViaApi, closeToasts, expectText, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// docs/decisions/020: a claim's hold, and a question nobody could answer. The journeys move a due time into the
// past in the database; the server's own job (every second here) then does the rest.
const e = useBrowser();

const CONTENT =
  "My landlord says I must leave by Friday because he wants to sell the house. I have a one-year lease until June. Can he do that?";

async function statusOf(id: number): Promise<string> {
  const { rows } = await e.db.query<{ status: string }>("select status from questions where id = $1", [id]);
  return rows[0]!.status;
}

describe("a question's life in time", () => {
  it("shows when the hold ends; when it ran out the draft stays, and Claim Again sends it", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Lena", lastName: "Park" });
    const id = await askViaApi(asker, { title: "Can my landlord end my lease early to sell?", content: CONTENT });

    const attorney = await e.newPage();
    const lawyer = await registerViaApi(attorney, { firstName: "Dev", lastName: "Mehta" });
    await makeApprovedAttorney(e, lawyer);
    expect((await attorney.request.post(`/api/questions/${id}/claim`)).status()).toBe(200);
    const { rows } = await e.db.query<{ ends: Date }>("select claim_expires_at as ends from questions where id = $1", [
      id,
    ]);
    const ends = rows[0]!.ends.toISOString();

    await attorney.goto("/attorney/claimed-questions");
    const card = attorney.getByRole("article");
    const holdEnds = card.getByText(/^Hold ends /);
    await expect.poll(() => holdEnds.locator(`time[datetime="${ends}"]`).count()).toBe(1);
    await captureScreen(attorney, "claimed-questions-hold");
    await card.getByRole("button", { name: "Provide Answer" }).click();
    await expect.poll(() => attorney.locator(`time[datetime="${ends}"]`).count()).toBe(1);
    const draft =
      "A lease for a fixed term usually binds a new owner too; the landlord cannot end it early just to sell.";
    await attorney.getByLabel("Your Answer").fill(draft);

    // The hold runs out while the attorney writes: the job gives the question back to the queue.
    await e.db.query("update questions set claim_expires_at = now() - interval '1 second' where id = $1", [id]);
    await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe("pending");
    // Delivered by the worker just after the change commits.
    await expect
      .poll(() => e.mailsTo(lawyer.email).some((m) => m.subject === "Your hold on a question has ended"))
      .toBe(true);

    await attorney.getByRole("button", { name: "Submit Answer" }).click();
    const alert = attorney.getByRole("alert").filter({ hasText: "Your hold on this question ran out" });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await attorney.getByLabel("Your Answer").inputValue()).toBe(draft);
    await captureScreen(attorney, "compose-answer-hold-ended");

    await alert.getByRole("button", { name: "Claim Again" }).click();
    await expectToast(attorney, "Question claimed");
    await closeToasts(attorney);
    await attorney.getByRole("button", { name: "Submit Answer" }).click();
    await expectToast(attorney, "Answer Submitted");
    expect(await statusOf(id)).toBe("answered");
  });

  it("closes a question nobody answered in time, tells the asker, and lists legal aid for their state", async () => {
    const asker = await e.newPage("phone");
    const person = await registerViaApi(asker, { firstName: "Rosa", lastName: "Jimenez" });
    const id = await askViaApi(asker, {
      title: "Must I leave before the lease ends?",
      content: CONTENT,
      state: "TN",
    });
    await e.db.query("update questions set created_at = now() - interval '31 days' where id = $1", [id]);
    await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe("expired");
    const link = await e.waitForMailLink(person.email, /no volunteer attorney was available/);
    expect(new URL(link).pathname).toBe(`/question/${id}`);

    await asker.goto(`/question/${id}`);
    await expectText(asker, "We're sorry: no volunteer attorney was able to answer your question in time.");
    const resources = asker.getByRole("list", { name: "Legal aid resources" });
    expect(await resources.getByRole("link", { name: "Help4TN" }).getAttribute("href")).toBe(
      "https://www.help4tn.org/",
    );
    expect(await resources.getByRole("link").count()).toBe(5);
    await captureScreen(asker, "question-detail-expired");
  });
});

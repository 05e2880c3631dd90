import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import { askViaApi, closeToasts, expectText, expectToast, makeApprovedAttorney, registerViaApi } from "./people";

// docs/decisions/020: the asker withdraws a question an attorney is working on, and closes an answered one.
const e = useBrowser();

const CONTENT =
  "My employer says I must pay back a training course if I leave within a year. I never signed anything about it. Do I have to pay?";

describe("the asker's own actions", () => {
  it("withdraws a claimed question (the attorney's claim ends) and closes an answered one", async () => {
    const asker = await e.newPage("phone");
    await registerViaApi(asker, { firstName: "Mia", lastName: "Torres" });
    const claimedId = await askViaApi(asker, { title: "Do I have to repay a training course?", content: CONTENT });
    const answeredId = await askViaApi(asker, {
      title: "Can my boss change my shifts without notice?",
      content: CONTENT,
    });

    const attorney = await e.newPage();
    const lawyer = await registerViaApi(attorney, { firstName: "Omar", lastName: "Said" });
    await makeApprovedAttorney(e, lawyer);
    for (const id of [claimedId, answeredId])
      expect((await attorney.request.post(`/api/questions/${id}/claim`)).status()).toBe(200);
    const answered = await attorney.request.post(`/api/questions/${answeredId}/answer`, {
      data: {
        content:
          "In most states an employer may change shifts, but some cities require advance notice; check your local rules.",
        includeDisclaimer: true,
      },
    });
    expect(answered.status()).toBe(201);

    // Withdraw the claimed one.
    await asker.goto(`/question/${claimedId}`);
    await asker.getByRole("button", { name: "Withdraw Question" }).click();
    const dialog = asker.getByRole("alertdialog", { name: "Withdraw this question?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await captureScreen(asker, "withdraw-dialog");
    await dialog.getByRole("button", { name: "Withdraw Question" }).click();
    await expectToast(asker, "Question Withdrawn");
    await closeToasts(asker);
    await expectText(asker, "Withdrawn");
    await captureScreen(asker, "question-detail-withdrawn");
    const claims = await attorney.request.get("/api/attorney/claimed-questions");
    expect(((await claims.json()) as { id: number }[]).map((q) => q.id)).toEqual([answeredId]);
    // Delivered by the worker just after the withdrawal commits.
    await expect
      .poll(() => e.mailsTo(lawyer.email).some((m) => m.subject === "A question you claimed was withdrawn"))
      .toBe(true);

    // Close the answered one.
    await asker.goto(`/question/${answeredId}`);
    await asker.getByRole("button", { name: "Close Question" }).click();
    await asker.getByRole("alertdialog").getByRole("button", { name: "Close Question" }).click();
    await expectToast(asker, "Question Closed");
    await expectText(asker, "This question is closed, so it takes no more follow-ups.");
  });
});

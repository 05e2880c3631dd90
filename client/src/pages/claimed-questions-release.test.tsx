// docs/decisions/020: an attorney gives a claim back from Claimed Questions, after asking once.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimedQuestion, questionDetail } from "@/features/queue/testing/fixtures";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { renderClaimed } from "@/pages/claimed-questions.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ClaimedQuestionsPage: giving a claim back", () => {
  it("releases a claim after asking, with an optional reason; Keep It sends nothing", async () => {
    let claims = [claimedQuestion(4), claimedQuestion(5)];
    const { user, fetchMock } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, claims),
      "POST /api/questions/4/release": () => {
        claims = claims.filter((q) => q.id !== 4);
        return jsonResponse(200, { ...questionDetail(4), status: "pending", claimedAt: null });
      },
    });
    const [first] = await screen.findAllByRole("article");
    await user.click(within(first!).getByRole("button", { name: "Release" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Release this question?" });
    // Opened from the list, where there is no answer box to speak of (docs/decisions/019).
    expect(dialog).not.toHaveTextContent("answer box");
    await user.click(within(dialog).getByRole("button", { name: "Keep It" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/release"))).toBe(false);

    await user.click(within(first!).getByRole("button", { name: "Release" }));
    const reason = await screen.findByLabelText("Reason (optional)");
    // Who reads it, said as it is: no screen shows it (docs/decisions/019).
    expect(reason).toHaveAccessibleDescription(/kept in the service's records; the asker and other attorneys do not/);
    await user.type(reason, "Out sick this week");
    await user.click(screen.getByRole("button", { name: "Release Question" }));
    expect(await toastRegion().findByText("Question Released")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/4/release")).toEqual({ reason: "Out sick this week" });
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    // The Release button went with its card: focus is on the page's heading, not the page's body.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Claimed Questions" })).toHaveFocus());
  });

  it("shows the server's message under the reason when it is refused, and keeps the dialog open", async () => {
    const { user } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
      "POST /api/questions/4/release": () =>
        jsonResponse(400, {
          message: "Please keep the reason to 500 characters or fewer",
          errors: [{ path: "reason", message: "Please keep the reason to 500 characters or fewer" }],
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Release" }));
    await user.type(await screen.findByLabelText("Reason (optional)"), "too long, says the server");
    await user.click(screen.getByRole("button", { name: "Release Question" }));
    expect(await screen.findByText("Please keep the reason to 500 characters or fewer")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("closes the dialog when the claim had already ended, says so calmly, and focus is on the page's heading", async () => {
    let claims = [claimedQuestion(4), claimedQuestion(5)];
    const message = "This question is not claimed, so there is nothing to release";
    const { user } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, claims),
      "POST /api/questions/4/release": () => {
        // The hold ran out meanwhile: the claims read again no longer hold it.
        claims = claims.filter((q) => q.id !== 4);
        return jsonResponse(409, { message });
      },
    });
    const [first] = await screen.findAllByRole("article");
    await user.click(within(first!).getByRole("button", { name: "Release" }));
    await user.click(await screen.findByRole("button", { name: "Release Question" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(await toastRegion().findByText("This Claim Had Already Ended")).toBeInTheDocument();
    expect(toastRegion().getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Claimed Questions" })).toHaveFocus());
  });

  it("says what a release refused as not found means: the claim ended, not that the question is missing", async () => {
    let claims = [claimedQuestion(4)];
    const { user } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, claims),
      "POST /api/questions/4/release": () => {
        claims = [];
        return jsonResponse(404, { message: "Question not found" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Release" }));
    await user.click(await screen.findByRole("button", { name: "Release Question" }));
    expect(await toastRegion().findByText("This Claim Had Already Ended")).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        "This question is no longer yours: its asker may have withdrawn it, or your claim ended.",
      ),
    ).toBeInTheDocument();
    expect(toastRegion().queryByText("Question not found")).not.toBeInTheDocument();
  });

  it("keeps the dialog and the reason when the release fails, says why in it, and sends it again from there", async () => {
    let down = true;
    const { user, fetchMock } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, down ? [claimedQuestion(4)] : []),
      "POST /api/questions/4/release": () =>
        down ? jsonResponse(503, { message: "Service unavailable" }) : jsonResponse(200, claimedQuestion(4)),
    });
    await user.click(await screen.findByRole("button", { name: "Release" }));
    await user.type(await screen.findByLabelText("Reason (optional)"), "A conflict I found late");
    await user.click(screen.getByRole("button", { name: "Release Question" }));
    const dialog = screen.getByRole("alertdialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Service unavailable");
    expect(within(dialog).getByLabelText("Reason (optional)")).toHaveValue("A conflict I found late");
    down = false;
    await user.click(within(dialog).getByRole("button", { name: "Release Question" }));
    expect(await toastRegion().findByText("Question Released")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/4/release")).toEqual({ reason: "A conflict I found late" });
  });
});

// docs/decisions/038: the claims and their release in Spanish, in the words of docs/glossary-es.md.

import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimedQuestion, queueItem } from "@/features/queue/testing/fixtures";
import { goTo } from "@/lib/browser";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { claimResponse, renderQueue, type Handlers } from "@/test/queue";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWER = "A landlord must return the deposit within 30 days and list any deductions in writing.";

describe("QuestionQueuePage: claim and answer", () => {
  /** The server's side of one claim of question 7; `alreadyClaimed` is a reload of /question-queue?answer=7. */
  function claimFlowHandlers(answer: (init: RequestInit | undefined) => Response, alreadyClaimed = false): Handlers {
    let claimed = alreadyClaimed;
    return {
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, claimed ? [queueItem(8)] : [queueItem(7), queueItem(8)]),
      "POST /api/questions/7/claim": () => {
        claimed = true;
        return jsonResponse(200, claimResponse(7));
      },
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, claimed ? [claimedQuestion(7)] : []),
      "GET /api/questions/7": () =>
        jsonResponse(200, {
          ...claimResponse(7),
          categoryName: "Housing & Tenant Rights",
          asker: { firstName: "Priya", lastName: "Askwell" },
          answer: null,
          followUps: [],
        }),
      "POST /api/questions/7/answer": () => answer,
    };
  }

  it("claims with the keyboard alone, opens Compose Answer, and submits the answer", async () => {
    const { user, fetchMock, location } = renderQueue(
      claimFlowHandlers(() =>
        jsonResponse(201, { id: 1, content: ANSWER, includeDisclaimer: true, createdAt: new Date().toISOString() }),
      ),
    );
    const claim = (await screen.findAllByRole("button", { name: "Claim Question" }))[0];
    claim!.focus();
    await user.keyboard("{Enter}");
    expect(await toastRegion().findByText("Question Claimed")).toBeInTheDocument();
    const heading = await screen.findByRole("heading", { level: 1, name: "Compose Answer" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(location.history.at(-1)).toBe("/question-queue?answer=7");
    expect(screen.getByRole("heading", { name: "Question number 7 about my lease" })).toBeInTheDocument();
    expect(await screen.findByText("Priya Askwell")).toBeInTheDocument();

    const disclaimer = screen.getByRole("checkbox", { name: "Include standard legal disclaimer" });
    // The words the asker will read under the answer (question-detail.test.tsx).
    expect(disclaimer).toHaveAccessibleDescription(
      "This response is general legal information, not legal advice, and does not create an attorney-client relationship. For advice about your situation, consult an attorney licensed in your state.",
    );
    expect(disclaimer).toBeChecked();
    expect(screen.getByText("Answer Guidelines")).toBeInTheDocument();

    await user.tab(); // from the heading into the answer box
    expect(screen.getByLabelText("Your Answer")).toHaveFocus();
    await user.keyboard(ANSWER);
    expect(screen.getByText(`${ANSWER.length} characters (minimum 50)`)).toBeInTheDocument();
    // Spaces and blank lines at the end count for nothing, as the rule counts.
    await user.keyboard("   {Enter}{Enter}");
    expect(screen.getByText(`${ANSWER.length} characters (minimum 50)`)).toBeInTheDocument();
    await user.tab();
    expect(disclaimer).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Submit Answer" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await toastRegion().findByText("Answer Submitted")).toBeInTheDocument();
    expect(toastRegion().getByText(/user will be notified/)).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/7/answer")).toEqual({ content: ANSWER, includeDisclaimer: true });
    await waitFor(() => expect(location.history.at(-1)).toBe("/question-queue"));
    expect(await screen.findAllByRole("article")).toHaveLength(1);
  });

  it("sends includeDisclaimer false when the box is unticked", async () => {
    const { user, fetchMock } = renderQueue(
      claimFlowHandlers(
        () =>
          jsonResponse(201, { id: 1, content: ANSWER, includeDisclaimer: false, createdAt: new Date().toISOString() }),
        true,
      ),
      "/question-queue?answer=7",
    );
    await user.click(await screen.findByRole("checkbox", { name: "Include standard legal disclaimer" }));
    await user.type(screen.getByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await toastRegion().findByText("Answer Submitted");
    expect(lastBody(fetchMock, "/api/questions/7/answer")).toEqual({ content: ANSWER, includeDisclaimer: false });
  });

  it.each([
    ["", "Answer Required: Please provide your legal response before submitting."],
    ["   ", "Answer Required: Please provide your legal response before submitting."],
    [
      "Too short to help anyone.",
      "Answer Too Short: Please provide a more detailed response (at least 50 characters).",
    ],
  ])("refuses the answer %j with the spec's message", async (text, message) => {
    const { user, fetchMock } = renderQueue(
      claimFlowHandlers(() => jsonResponse(500, {}), true),
      "/question-queue?answer=7",
    );
    const box = await screen.findByLabelText("Your Answer");
    if (text) await user.type(box, text);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByText(message)).toHaveAttribute("role", "alert");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/questions/7/answer", expect.anything());
  });

  it("shows the fallback when the answer fails without a message", async () => {
    const { user } = renderQueue(
      claimFlowHandlers(() => new Response("", { status: 500 }), true),
      "/question-queue?answer=7",
    );
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await toastRegion().findByText("Failed to submit answer. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Compose Answer" })).toBeInTheDocument();
  });

  it("Cancel returns to the queue without sending anything", async () => {
    const { user, fetchMock, location } = renderQueue(
      claimFlowHandlers(() => jsonResponse(500, {}), true),
      "/question-queue?answer=7",
    );
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/question-queue"));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/questions/7/answer", expect.anything());
  });

  it("shows the server's reason when someone else claimed the question first, else 'Failed to claim question'", async () => {
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(7), queueItem(8)]),
      "POST /api/questions/7/claim": () => jsonResponse(409, { message: "This question has already been claimed" }),
      "POST /api/questions/8/claim": () => new Response("", { status: 500 }),
    });
    const [first, second] = await screen.findAllByRole("button", { name: "Claim Question" });
    await user.click(first!);
    expect(await toastRegion().findByText("This question has already been claimed")).toBeInTheDocument();
    expect(toastRegion().getByText("Error")).toBeInTheDocument();
    await user.click(second!);
    expect(await toastRegion().findByText("Failed to claim question")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Compose Answer" })).not.toBeInTheDocument();
  });

  it("on a 401 from the claim shows 'Unauthorized' and goes to /api/login", async () => {
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(7)]),
      "POST /api/questions/7/claim": () => jsonResponse(401, { message: "Unauthorized" }),
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    expect(await toastRegion().findByText("Unauthorized")).toBeInTheDocument();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"), { timeout: 2000 });
  });
  it("a claim still answers for itself when another card's Claim is pressed before it returns", async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const { user, location } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(7), queueItem(8)]),
      // The first claim is slow and succeeds; the second, sent meanwhile, was someone else's already.
      "POST /api/questions/7/claim": () => async () => (await ready, jsonResponse(200, claimResponse(7))),
      "POST /api/questions/8/claim": () => jsonResponse(409, { message: "This question has already been claimed" }),
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(7)]),
      "GET /api/questions/7": () => jsonResponse(200, { ...claimResponse(7), categoryName: null }),
    });
    const [first, second] = await screen.findAllByRole("button", { name: "Claim Question" });
    await user.click(first!);
    await user.click(second!);
    expect(await toastRegion().findByText("This question has already been claimed")).toBeInTheDocument();
    release();
    expect(await toastRegion().findByText("Question Claimed")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/question-queue?answer=7"));
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile, claimedQuestion } from "@/features/queue/testing/fixtures";
import { ClaimedQuestionsPage } from "@/pages/claimed-questions";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWER = "A landlord must return the deposit within 30 days and list any deductions in writing.";

function renderClaimed(handlers: Record<string, () => Response>, path = "/attorney/claimed-questions") {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
    ...handlers,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<ClaimedQuestionsPage />, { path }) };
}

describe("ClaimedQuestionsPage", () => {
  it("denies access to an unapproved attorney", async () => {
    renderClaimed({ "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null })) });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("This page is only accessible to approved attorneys")).toBeInTheDocument();
  });

  it("shows each claim with its status badge, dates and the right action", async () => {
    renderClaimed({
      "GET /api/attorney/claimed-questions": () =>
        jsonResponse(200, [
          claimedQuestion(4, { claimedAt: "2024-03-05T12:00:00.000Z" }),
          claimedQuestion(3, { status: "answered", claimedAt: "2024-03-01T12:00:00.000Z", answeredAt: "2024-03-02T12:00:00.000Z" }),
        ]),
    });
    const [open, done] = await screen.findAllByRole("article");
    expect(within(open).getByRole("heading", { name: "Question number 4 about my lease" })).toBeInTheDocument();
    expect(within(open).getByText("Pending Answer")).toBeInTheDocument();
    expect(within(open).getByText("Claimed Mar 5, 2024")).toBeInTheDocument();
    expect(within(open).getByRole("button", { name: "Provide Answer" })).toBeInTheDocument();
    expect(within(open).queryByRole("link", { name: "View Answer" })).not.toBeInTheDocument();

    expect(within(done).getByText("Answered")).toBeInTheDocument();
    expect(within(done).getByText("Answered Mar 2, 2024")).toBeInTheDocument();
    expect(within(done).getByRole("link", { name: "View Answer" })).toHaveAttribute("href", "/questions/3");
    expect(within(done).queryByRole("button", { name: "Provide Answer" })).not.toBeInTheDocument();
  });

  it("offers the queue when nothing has been claimed", async () => {
    renderClaimed({ "GET /api/attorney/claimed-questions": () => jsonResponse(200, []) });
    expect(await screen.findByText(/haven't claimed any questions yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Question Queue" })).toHaveAttribute("href", "/question-queue");
  });

  it("opens Compose Answer from Provide Answer, and after the answer shows it as Answered", async () => {
    let answered = false;
    const { user, location } = renderClaimed({
      "GET /api/attorney/claimed-questions": () =>
        jsonResponse(200, [claimedQuestion(4, answered ? { status: "answered", answeredAt: new Date().toISOString() } : {})]),
      "POST /api/questions/4/answer": () => {
        answered = true;
        return jsonResponse(201, { id: 9, content: ANSWER, includeDisclaimer: true, createdAt: new Date().toISOString() });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Provide Answer" }));
    expect(await screen.findByRole("heading", { name: "Compose Answer" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/attorney/claimed-questions?answer=4");
    await user.type(screen.getByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await toastRegion().findByText("Answer Submitted")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/attorney/claimed-questions"));
    expect(await screen.findByRole("link", { name: "View Answer" })).toHaveAttribute("href", "/questions/4");
  });

  it("reopens Compose Answer on reload of ?answer=<id>", async () => {
    renderClaimed({ "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]) }, "/attorney/claimed-questions?answer=4");
    expect(await screen.findByLabelText("Your Answer")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Question number 4 about my lease" })).toBeInTheDocument();
  });

  it("does not offer a form for a question the attorney has not claimed", async () => {
    renderClaimed({ "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]) }, "/attorney/claimed-questions?answer=99");
    expect(await screen.findByText("This question is not waiting for your answer")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your Answer")).not.toBeInTheDocument();
  });
});

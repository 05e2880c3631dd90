import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { QuestionDetailDto } from "@shared/api/types";
import { POSSIBLE_CONFLICT } from "@shared/api/messages";
import { buildQuestionDetail, calls } from "@/features/questions/testing";
import { ANSWER } from "@/pages/question-detail.test-helpers";
import { QuestionDetailPage } from "@/pages/question-detail";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

// docs/decisions/057: an attorney reads what they can do with a question, where its asker reads that it waits.

const HOLD_ENDS = "2026-11-23T12:00:00.000Z";

/** Question 1, held by the attorney who reads it. */
const yourClaim = (overrides: Partial<QuestionDetailDto> = {}) =>
  buildQuestionDetail({
    isYours: false,
    isYourClaim: true,
    status: "claimed",
    claimedAt: "2026-11-20T12:00:00.000Z",
    claimExpiresAt: HOLD_ENDS,
    ...overrides,
  });

/** Question 1, waiting in the queue of the attorney who reads it. */
const waiting = (overrides: Partial<QuestionDetailDto> = {}) =>
  buildQuestionDetail({ isYours: false, status: "pending", opposingParties: ["Acme Rentals"], ...overrides });

function renderAsAttorney(question: () => QuestionDetailDto, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    "GET /api/questions/1": () => jsonResponse(200, question()),
    ...handlers,
  });
  // In <main>, as the app's shell puts every screen: focus goes to the page's heading there.
  const view = renderWithApp(
    <main>
      <Route path="/question/:id" component={QuestionDetailPage} />
    </main>,
    { path: "/question/1" },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The claim's answer: the question, now claimed, with its hold. */
const claimed = () => jsonResponse(200, yourClaim());

describe("the question's page, for the attorney who holds it", () => {
  it("says it is theirs, when the hold ends, and leads to Compose Answer; nothing the asker reads", async () => {
    renderAsAttorney(() => yourClaim());
    expect(await screen.findByText("You claimed this question")).toBeVisible();
    expect(screen.getByText(/^Hold ends/)).toHaveTextContent("Nov 23, 2026");
    expect(screen.getByRole("link", { name: "Provide Answer" })).toHaveAttribute(
      "href",
      "/attorney/claimed-questions?answer=1",
    );
    expect(screen.queryByText("Waiting for an attorney's response")).not.toBeInTheDocument();
    expect(screen.queryByText(/An attorney is working on this question now/)).not.toBeInTheDocument();
    // The conversation is theirs too: they may write to the asker.
    expect(screen.getByLabelText("Add a follow-up question")).toBeInTheDocument();
  });

  it("gives the claim back after asking, then leaves for the claims", async () => {
    let released = false;
    const { user, fetchMock, location } = renderAsAttorney(() => (released ? waiting() : yourClaim()), {
      "POST /api/questions/1/release": () => {
        released = true;
        return jsonResponse(200, { ...waiting(), claimedAt: null });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Release" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Release this question?" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Out of my depth");
    await user.click(within(dialog).getByRole("button", { name: "Release Question" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/attorney/claimed-questions"));
    expect(lastBody(fetchMock, "/api/questions/1/release")).toEqual({ reason: "Out of my depth" });
    expect(await toastRegion().findByText("Question Released")).toBeVisible();
  });

  it("says what a follow-up refused as not found means, and keeps its text in the box", async () => {
    const { user, fetchMock } = renderAsAttorney(() => yourClaim(), {
      "POST /api/followups": () => jsonResponse(404, { message: "Question not found" }),
    });
    const box = await screen.findByLabelText("Add a follow-up question");
    await user.type(box, "Could you send the lease, please?");
    await user.click(screen.getByRole("button", { name: "Send Follow-up" }));
    const said = /This question is no longer yours: its asker may have withdrawn it, or your claim ended/;
    // On the form, beside the box, as well as in the toast.
    await waitFor(() => expect(box.closest("form")).toHaveTextContent(said));
    expect(await toastRegion().findByText(said)).toBeVisible();
    expect(screen.queryByText("Question not found")).not.toBeInTheDocument();
    // Not read again, which would take the box and its text away.
    expect(box).toHaveValue("Could you send the lease, please?");
    expect(calls(fetchMock).filter((c) => c === "GET /api/questions/1")).toHaveLength(1);
  });

  it("names their own answer as theirs", async () => {
    renderAsAttorney(() => yourClaim({ status: "answered", answer: ANSWER, answeredAt: ANSWER.createdAt }));
    expect(await screen.findByText(/You sent this answer on/)).toHaveTextContent("Nov 22, 2026");
    expect(screen.queryByText(/Answered by a volunteer attorney/)).not.toBeInTheDocument();
    expect(screen.queryByText("You claimed this question")).not.toBeInTheDocument();
  });
});

describe("the question's page, for an attorney whose queue it waits in", () => {
  it("offers the claim in place of the asker's waiting notice, with no emergency line and no asker's promise", async () => {
    renderAsAttorney(() => waiting({ state: "PA" }));
    expect(await screen.findByText("Waiting in the queue")).toBeVisible();
    expect(screen.getByRole("button", { name: "Claim Question" })).toBeEnabled();
    expect(screen.queryByText(/will pick up this question soon/)).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Emergency numbers" })).not.toBeInTheDocument();
    expect(
      screen.getByText("Follow-ups are between the asker and the attorney who claims this question."),
    ).toBeVisible();
  });

  it("claims it and opens Compose Answer over the queue", async () => {
    const { user, fetchMock, location } = renderAsAttorney(() => waiting(), {
      "POST /api/questions/1/claim": claimed,
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/question-queue?answer=1"));
    expect(lastBody(fetchMock, "/api/questions/1/claim")).toBeUndefined();
    expect(await toastRegion().findByText("Question Claimed")).toBeVisible();
  });

  it("asks about a possible conflict when the claim is refused for one, and claims once the attorney confirms", async () => {
    let asked = 0;
    const { user, fetchMock, location } = renderAsAttorney(() => waiting(), {
      "POST /api/questions/1/claim": () =>
        asked++ === 0 ? jsonResponse(409, { message: POSSIBLE_CONFLICT }) : claimed(),
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Possible conflict of interest" });
    expect(within(dialog).getByText("Acme Rentals")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "No Conflict, Claim Question" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/question-queue?answer=1"));
    expect(lastBody(fetchMock, "/api/questions/1/claim")).toEqual({ confirmNoConflict: true });
  });

  it("says why when someone else claimed it first, and reads the page again", async () => {
    let taken = false;
    const { user, fetchMock } = renderAsAttorney(() => waiting(), {
      "POST /api/questions/1/claim": () => {
        taken = true;
        return jsonResponse(409, { message: "This question is no longer waiting, so it can no longer be claimed" });
      },
      "GET /api/questions/1": () =>
        taken ? jsonResponse(404, { message: "Question not found" }) : jsonResponse(200, waiting()),
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    expect(await toastRegion().findByText(/no longer waiting/)).toBeVisible();
    const notFound = await screen.findByRole("heading", { name: "Question Not Found" });
    // Where reading goes on, not the page's body with the button that had focus (docs/ux.md).
    await waitFor(() => expect(notFound).toHaveFocus());
    // The way back is the attorney's own screen, not an asker's list.
    expect(screen.getByRole("link", { name: "Back to the Question Queue" })).toHaveAttribute("href", "/question-queue");
    expect(calls(fetchMock).filter((c) => c === "GET /api/questions/1")).toHaveLength(2);
  });
});

describe("the question's page, for someone who did not ask it", () => {
  it("states plainly that it closed or was withdrawn, without the words addressed to its asker", async () => {
    const { unmount } = renderAsAttorney(() => waiting({ status: "expired", resources: [] }));
    expect(await screen.findByText(/No volunteer attorney answered this question in time/)).toBeVisible();
    expect(screen.queryByText(/We're sorry/)).not.toBeInTheDocument();
    unmount();
    renderAsAttorney(() => waiting({ status: "withdrawn" }));
    expect(await screen.findByText("Its asker withdrew this question, so no attorney will answer it.")).toBeVisible();
    expect(screen.queryByText(/You withdrew/)).not.toBeInTheDocument();
  });
});

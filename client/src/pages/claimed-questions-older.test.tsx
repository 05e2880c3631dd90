import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimedQuestion, questionDetail } from "@/features/queue/testing/fixtures";
import { ANSWER, answerAccepted, renderClaimed } from "@/pages/claimed-questions.test-helpers";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A full first page of claims, newest first: ids 200 down to 151, claimed a minute apart. */
const fullPage = () =>
  Array.from({ length: 50 }, (_, i) =>
    claimedQuestion(200 - i, { claimedAt: new Date(Date.UTC(2024, 2, 10, 12, 0 - i)).toISOString() }),
  );
const olderPage = [
  claimedQuestion(12, { claimedAt: "2024-02-01T12:00:00.000Z" }),
  claimedQuestion(7, { claimedAt: "2024-01-15T12:00:00.000Z" }),
];
const FIRST = "GET /api/attorney/claimed-questions";
const OLDER = "GET /api/attorney/claimed-questions?before=151";

/** A response the test releases when it wants, to see the loading state in between. */
function deferred() {
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  return { release, later: (res: () => Response) => () => async () => (await ready, res()) };
}

describe("ClaimedQuestionsPage: older claims", () => {
  it("offers Load Older Claims after a full page, shows it loading, appends the older page, then stops offering it", async () => {
    const gate = deferred();
    const { user, fetchMock } = renderClaimed({
      [FIRST]: () => jsonResponse(200, fullPage()),
      [OLDER]: gate.later(() => jsonResponse(200, olderPage)),
    });
    expect(await screen.findAllByRole("article")).toHaveLength(50);
    await user.click(screen.getByRole("button", { name: "Load Older Claims" }));
    // It reads as disabled while loading, and keeps focus (docs/ux.md).
    const loading = await screen.findByRole("button", { name: "Loading older claims..." });
    expect(loading).toHaveAttribute("aria-disabled", "true");
    expect(loading).toHaveFocus();
    gate.release();
    expect(await screen.findByRole("heading", { name: "Question number 7 about my lease" })).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(52);
    expect(within(cards[50]!).getByText("Claimed Feb 1, 2024")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /older claims/i })).not.toBeInTheDocument();
    // The button is gone; focus went to the first older claim instead of being lost.
    await waitFor(() => expect(document.activeElement).toBe(cards[50]!.closest("li")));
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => String(url).includes("claimed"))).toEqual([
      "/api/attorney/claimed-questions",
      "/api/attorney/claimed-questions?before=151",
    ]);
  });

  it("keeps the claims on screen when older ones fail to load, and tries again from the same button", async () => {
    let failing = true;
    const { user } = renderClaimed({
      [FIRST]: () => jsonResponse(200, fullPage()),
      [OLDER]: () => (failing ? jsonResponse(500, { message: "Internal Server Error" }) : jsonResponse(200, olderPage)),
    });
    await user.click(await screen.findByRole("button", { name: "Load Older Claims" }));
    expect(await screen.findByText("We couldn't load older claims. Please try again.")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(50);
    failing = false;
    await user.click(screen.getByRole("button", { name: "Load Older Claims" }));
    expect(await screen.findByRole("heading", { name: "Question number 7 about my lease" })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load older claims. Please try again.")).not.toBeInTheDocument();
  });

  it("reads the list again from the newest claim when the claim it paged after has ended, then the older page", async () => {
    // Claim 151 ends (its hold ran out) after the first page was read: the server no longer takes it as a cursor.
    let firstReads = 0;
    const { user, fetchMock } = renderClaimed({
      [FIRST]: () =>
        jsonResponse(200, firstReads++ === 0 ? fullPage() : [claimedQuestion(201), ...fullPage().slice(0, 49)]),
      [OLDER]: () =>
        jsonResponse(400, { message: "Invalid cursor", errors: [{ path: "before", message: "Invalid cursor" }] }),
      "GET /api/attorney/claimed-questions?before=152": () => jsonResponse(200, olderPage),
    });
    await user.click(await screen.findByRole("button", { name: "Load Older Claims" }));
    expect(await screen.findByRole("heading", { name: "Question number 7 about my lease" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(52);
    expect(screen.queryByRole("heading", { name: "Question number 151 about my lease" })).not.toBeInTheDocument();
    expect(screen.queryByText("We couldn't load older claims. Please try again.")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => String(url).includes("claimed"))).toEqual([
      "/api/attorney/claimed-questions",
      "/api/attorney/claimed-questions?before=151",
      "/api/attorney/claimed-questions",
      "/api/attorney/claimed-questions?before=152",
    ]);
  });

  it("answers a claim from an older page and shows it as Answered there", async () => {
    let answered = false;
    const older = () => [
      olderPage[0],
      claimedQuestion(7, answered ? { status: "answered", answeredAt: new Date().toISOString() } : olderPage[1]),
    ];
    const { user, location } = renderClaimed({
      [FIRST]: () => jsonResponse(200, fullPage()),
      [OLDER]: () => jsonResponse(200, older()),
      "GET /api/questions/7": () => jsonResponse(200, questionDetail(7)),
      "POST /api/questions/7/answer": () => {
        answered = true;
        return answerAccepted();
      },
    });
    await user.click(await screen.findByRole("button", { name: "Load Older Claims" }));
    const card = await screen.findByRole("article", { name: "Question number 7 about my lease" });
    await user.click(within(card).getByRole("button", { name: "Provide Answer" }));
    expect(location.history.at(-1)).toBe("/attorney/claimed-questions?answer=7");
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await toastRegion().findByText("Answer Submitted")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/attorney/claimed-questions"));
    const again = await screen.findByRole("article", { name: "Question number 7 about my lease" });
    expect(within(again).getByText("Answered")).toBeInTheDocument();
    expect(within(again).getByRole("link", { name: "View Answer" })).toHaveAttribute("href", "/questions/7");
  });

  it("opens Compose Answer on reload for a claim older than the first page, from the question's detail", async () => {
    const { user, fetchMock, location } = renderClaimed(
      {
        [FIRST]: () => jsonResponse(200, fullPage()),
        "GET /api/questions/7": () => jsonResponse(200, questionDetail(7)),
        "POST /api/questions/7/answer": answerAccepted,
      },
      "/attorney/claimed-questions?answer=7",
    );
    expect(await screen.findByRole("heading", { name: "Question number 7 about my lease" })).toBeInTheDocument();
    expect(screen.getByText("Claimed Jan 15, 2024")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await toastRegion().findByText("Answer Submitted")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/7/answer")).toEqual({ content: ANSWER, includeDisclaimer: true });
    await waitFor(() => expect(location.history.at(-1)).toBe("/attorney/claimed-questions"));
  });

  it("says an older claim is already answered, from its detail", async () => {
    renderClaimed(
      {
        [FIRST]: () => jsonResponse(200, fullPage()),
        "GET /api/questions/7": () =>
          jsonResponse(200, questionDetail(7, { status: "answered", answeredAt: "2024-01-16T12:00:00.000Z" })),
      },
      "/attorney/claimed-questions?answer=7",
    );
    expect(await screen.findByText("You have already answered this question")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Answer" })).toHaveAttribute("href", "/questions/7");
  });

  it("offers no form for a question that is still pending, though its detail is visible to any attorney", async () => {
    renderClaimed(
      {
        [FIRST]: () => jsonResponse(200, [claimedQuestion(4)]),
        "GET /api/questions/7": () => jsonResponse(200, questionDetail(7, { status: "pending", claimedAt: null })),
      },
      "/attorney/claimed-questions?answer=7",
    );
    expect(await screen.findByText("This question is not waiting for your answer")).toBeInTheDocument();
    expect(screen.getByText("It is not among the questions you have claimed.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your Answer")).not.toBeInTheDocument();
  });
});

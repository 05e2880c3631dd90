import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionDto } from "@shared/api/types";
import { attorneyProfile, categories, claimedQuestion, queueItem } from "@/features/queue/testing/fixtures";
import { goTo } from "@/lib/browser";
import { QuestionQueuePage } from "@/pages/question-queue";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";

vi.mock("@/lib/browser", () => ({ goTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockReset();
});

type Handlers = Record<string, () => Response | ((init: RequestInit | undefined) => Response)>;

const ANSWER = "A landlord must return the deposit within 30 days and list any deductions in writing.";
const approved = { "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()) };

function renderQueue(handlers: Handlers, path = "/question-queue") {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    "GET /api/categories": () => jsonResponse(200, categories),
    ...approved,
    ...handlers,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<QuestionQueuePage />, { path }) };
}

const claimResponse = (id: number): QuestionDto => ({
  ...queueItem(id),
  status: "claimed",
  updatedAt: new Date().toISOString(),
  claimedAt: new Date().toISOString(),
  answeredAt: null,
});

describe("QuestionQueuePage: who sees it", () => {
  it.each([
    ["without an attorney profile", jsonResponse(404, { message: "No attorney profile" })],
    ["with an unapproved profile", jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null }))],
  ])("denies access %s, with a Return Home button, and never loads the queue", async (_who, profile) => {
    const { fetchMock } = renderQueue({ "GET /api/attorney/profile": () => profile });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("This page is only accessible to approved attorneys")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/questions/queue"))).toBe(false);
  });
});

describe("QuestionQueuePage: an approved attorney whose e-mail is not confirmed", () => {
  it("asks them to confirm it and never loads the queue", async () => {
    const { fetchMock } = renderQueue({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ emailVerified: false })),
    });
    expect(
      await screen.findByText("Please confirm your e-mail address to start answering questions."),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("jane@example.com");
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/questions/queue"))).toBe(false);
  });
});

describe("QuestionQueuePage: the queue", () => {
  it("shows a card per question with badge, age, title, content, anonymity, hidden location and estimate", async () => {
    renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [
          queueItem(1, {
            isAnonymous: true,
            categoryId: 5,
            createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          }),
          queueItem(2, {
            categoryId: 2,
            content: "x".repeat(300),
            createdAt: new Date(Date.now() - 50 * 3_600_000).toISOString(),
          }),
        ]),
    });
    const grid = await screen.findByRole("region", { name: "Available questions" });
    const cards = await within(grid).findAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText("Housing & Tenant Rights")).toBeInTheDocument();
    expect(first.getByText("Less than an hour ago")).toBeInTheDocument();
    expect(first.getByRole("heading", { name: "Question number 1 about my lease" })).toBeInTheDocument();
    expect(first.getByText("Anonymous User")).toBeInTheDocument();
    expect(first.getByText("Location Hidden")).toBeInTheDocument();
    expect(first.getByText(/10-15 min/)).toBeInTheDocument();
    expect(first.getByRole("button", { name: "Claim Question" })).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText("Family Law")).toBeInTheDocument();
    expect(second.getByText("2 days ago")).toBeInTheDocument();
    expect(second.getByText("Registered User")).toBeInTheDocument();
    expect(second.getByText(/15-20 min/)).toBeInTheDocument();
    expect(document.getElementById("available-questions")).toBe(grid);
  });

  it("shows 'No Questions Available' when the queue is empty", async () => {
    renderQueue({ "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []) });
    expect(await screen.findByRole("heading", { name: "No Questions Available" })).toBeInTheDocument();
  });

  it("filters by category with 'All Categories' first", async () => {
    const { user, fetchMock } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [queueItem(1), queueItem(2, { categoryId: 2 })]),
      "GET /api/questions/queue?categoryId=2": () => jsonResponse(200, [queueItem(2, { categoryId: 2 })]),
    });
    const filter = await screen.findByLabelText("Filter by category");
    expect(filter.closest("#queue-filters")).not.toBeNull();
    await waitFor(() => expect((filter as HTMLSelectElement).options).toHaveLength(4));
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      "All Categories",
      "General",
      "Family Law",
      "Housing & Tenant Rights",
    ]);
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    await user.selectOptions(filter, "Family Law");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/questions/queue?categoryId=2", expect.anything());
  });

  it("loads the next page after the last id when a full page came back", async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => queueItem(i + 1));
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, page1),
      "GET /api/questions/queue?categoryId=all&after=50": () => jsonResponse(200, [queueItem(51)]),
    });
    await user.click(await screen.findByRole("button", { name: "Load More Questions" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(51));
    expect(screen.queryByRole("button", { name: "Load More Questions" })).not.toBeInTheDocument();
    // Focus moves to the first new question rather than being lost with the button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole("article")[50]?.closest("li")));
  });
});

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
    const heading = await screen.findByRole("heading", { name: "Compose Answer" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(location.history.at(-1)).toBe("/question-queue?answer=7");
    expect(screen.getByRole("heading", { name: "Question number 7 about my lease" })).toBeInTheDocument();
    expect(await screen.findByText("Asked by Priya Askwell")).toBeInTheDocument();

    const disclaimer = screen.getByRole("checkbox", { name: "Include standard legal disclaimer" });
    expect(disclaimer).toBeChecked();
    expect(screen.getByText("Answer Guidelines")).toBeInTheDocument();

    await user.tab(); // from the heading into the answer box
    expect(screen.getByLabelText("Your Answer")).toHaveFocus();
    await user.keyboard(ANSWER);
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
});

describe("QuestionQueuePage: jurisdiction, triage and conflicts (DESIGN.md 9.1-9.3)", () => {
  const day = 86_400_000;
  const localDate = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const licenses = (states: string[]) => () =>
    jsonResponse(
      200,
      states.map((state, i) => ({
        id: i + 1,
        state,
        licenseNumber: `${state}-1`,
        status: "verified",
        verifiedAt: "2026-01-01T00:00:00.000Z",
        createdAt: "2026-01-01T00:00:00.000Z",
      })),
    );

  it("shows the state, the deadline, the waiting level, the other side and Possible conflict on the cards", async () => {
    renderQueue({
      "GET /api/attorney/licenses": licenses(["TN"]),
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [
          queueItem(1, {
            state: "TN",
            deadline: localDate(new Date(Date.now() + 5 * day)),
            deadlineType: "court_date",
            opposingParties: ["Hank Landlord"],
            possibleConflict: true,
          }),
          queueItem(2, { createdAt: new Date(Date.now() - 12 * day).toISOString() }),
          queueItem(3, { createdAt: new Date(Date.now() - 26 * day).toISOString() }),
        ]),
    });
    const cards = await screen.findAllByRole("article");
    const first = within(cards[0]!);
    expect(first.getByText("Tennessee")).toBeInTheDocument();
    expect(first.getByText("Court date in 5 days")).toBeInTheDocument();
    expect(first.getByText("Possible conflict")).toBeInTheDocument();
    expect(first.getByText("Hank Landlord")).toBeInTheDocument();
    expect(first.queryByText("Waiting 10+ days")).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText("Waiting 10+ days")).toBeInTheDocument();
    expect(within(cards[2]!).getByText("Urgent")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("Possible conflict")).not.toBeInTheDocument();
  });

  it("asks to confirm before claiming a possible conflict; Don't Claim sends nothing, confirming sends confirmNoConflict", async () => {
    const { user, fetchMock } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [queueItem(7, { possibleConflict: true, opposingParties: ["Hank Landlord"] })]),
      "POST /api/questions/7/claim": () => jsonResponse(200, claimResponse(7)),
      "GET /api/questions/7": () => jsonResponse(200, { ...claimResponse(7), categoryName: null }),
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Possible conflict of interest" });
    expect(within(dialog).getByText("Hank Landlord")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Don't Claim" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/claim"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Claim Question" }));
    await user.click(await screen.findByRole("button", { name: "No Conflict, Claim Question" }));
    await waitFor(() => expect(lastBody(fetchMock, "/api/questions/7/claim")).toEqual({ confirmNoConflict: true }));
  });

  it("offers a state filter when the attorney holds more than one verified state, and sends state=XX", async () => {
    const { user, fetchMock } = renderQueue({
      "GET /api/attorney/licenses": licenses(["TN", "CA"]),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(1), queueItem(2)]),
      "GET /api/questions/queue?categoryId=all&state=CA": () => jsonResponse(200, [queueItem(2, { state: "CA" })]),
    });
    const filter = await screen.findByLabelText("Filter by state");
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      "All my states",
      "Tennessee",
      "California",
    ]);
    await user.selectOptions(filter, "California");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/questions/queue?categoryId=all&state=CA", expect.anything());
  });
});

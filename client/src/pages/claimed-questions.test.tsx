import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile, claimedQuestion, questionDetail } from "@/features/queue/testing/fixtures";
import { showInSpanish } from "@/test/spanish";
import { ClaimedQuestionsPage } from "@/pages/claimed-questions";
import { HOLD_RAN_OUT, POSSIBLE_CONFLICT } from "@shared/api/messages";
import { formatDateTime } from "@shared/format/date";
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

const ANSWER = "A landlord must return the deposit within 30 days and list any deductions in writing.";

type Handlers = Parameters<typeof mockFetch>[0];

function renderClaimed(handlers: Handlers, path = "/attorney/claimed-questions") {
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
    renderClaimed({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null })),
    });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("This page is only accessible to approved attorneys")).toBeInTheDocument();
  });

  it("shows each claim with its status badge, dates and the right action", async () => {
    renderClaimed({
      "GET /api/attorney/claimed-questions": () =>
        jsonResponse(200, [
          claimedQuestion(4, { claimedAt: "2024-03-05T12:00:00.000Z" }),
          claimedQuestion(3, {
            status: "answered",
            claimedAt: "2024-03-01T12:00:00.000Z",
            answeredAt: "2024-03-02T12:00:00.000Z",
          }),
        ]),
    });
    const [open, done] = await screen.findAllByRole("article");
    expect(within(open!).getByRole("heading", { name: "Question number 4 about my lease" })).toBeInTheDocument();
    expect(within(open!).getByText("Pending Answer")).toBeInTheDocument();
    expect(within(open!).getByText("Claimed Mar 5, 2024")).toBeInTheDocument();
    // When the hold ends, in the reader's time zone (docs/decisions/020); an answered claim has none.
    const holdEnd = within(open!).getByText(/^Hold ends/);
    expect(holdEnd).toHaveTextContent(`Hold ends ${formatDateTime("2024-03-04T12:00:00.000Z")}`);
    expect(holdEnd.querySelector("time")).toHaveAttribute("datetime", "2024-03-04T12:00:00.000Z");
    expect(within(open!).getByRole("button", { name: "Provide Answer" })).toBeInTheDocument();
    expect(within(open!).queryByRole("link", { name: "View Answer" })).not.toBeInTheDocument();

    expect(within(done!).getByText("Answered")).toBeInTheDocument();
    expect(within(done!).getByText("Answered Mar 2, 2024")).toBeInTheDocument();
    expect(within(done!).queryByText(/^Hold ends/)).not.toBeInTheDocument();
    expect(within(done!).getByRole("link", { name: "View Answer" })).toHaveAttribute("href", "/questions/3");
    expect(within(done!).queryByRole("button", { name: "Provide Answer" })).not.toBeInTheDocument();
    // A short page is all there is.
    expect(screen.queryByRole("button", { name: "Load Older Claims" })).not.toBeInTheDocument();
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
        jsonResponse(200, [
          claimedQuestion(4, answered ? { status: "answered", answeredAt: new Date().toISOString() } : {}),
        ]),
      "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
      "POST /api/questions/4/answer": () => {
        answered = true;
        return jsonResponse(201, {
          id: 9,
          content: ANSWER,
          includeDisclaimer: true,
          createdAt: new Date().toISOString(),
        });
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

  it("keeps the draft when the hold ran out, says why, and sends it after claiming again", async () => {
    let claimedAgain = false;
    const { user, fetchMock } = renderClaimed(
      {
        // Once the hold ran out the question left the claims; claiming again brings it back.
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, claimedAgain ? [claimedQuestion(4)] : []),
        "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
        "POST /api/questions/4/answer": () =>
          claimedAgain
            ? jsonResponse(201, {
                id: 9,
                content: ANSWER,
                includeDisclaimer: true,
                createdAt: new Date().toISOString(),
              })
            : jsonResponse(409, { message: HOLD_RAN_OUT }),
        "POST /api/questions/4/claim": () => {
          claimedAgain = true;
          return jsonResponse(200, { ...questionDetail(4), status: "claimed" });
        },
      },
      "/attorney/claimed-questions?answer=4",
    );
    const box = await screen.findByLabelText("Your Answer");
    await user.type(box, ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your hold on this question ran out");
    expect(alert).toHaveTextContent("Your answer is still here below.");
    expect(screen.getByLabelText("Your Answer")).toHaveValue(ANSWER);
    expect(screen.getByRole("button", { name: "Submit Answer" })).toBeDisabled();
    expect(screen.queryByTestId("hold-line")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Claim Again" }));
    expect(await toastRegion().findByText("Question Claimed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Your Answer")).toHaveValue(ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await toastRegion().findByText("Answer Submitted")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/4/answer")).toMatchObject({ content: ANSWER });
  });

  it("claims again after the attorney confirms no conflict, when the question matches their conflict list", async () => {
    let confirmed = false;
    const { user, fetchMock } = renderClaimed(
      {
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, confirmed ? [claimedQuestion(4)] : []),
        "GET /api/questions/4": () => jsonResponse(200, questionDetail(4, { opposingParties: ["Acme Property LLC"] })),
        "POST /api/questions/4/answer": () => jsonResponse(409, { message: HOLD_RAN_OUT }),
        "POST /api/questions/4/claim": () => (init?: RequestInit) => {
          confirmed = JSON.parse(String(init?.body ?? "{}")).confirmNoConflict === true;
          return confirmed
            ? jsonResponse(200, { ...questionDetail(4), status: "claimed" })
            : jsonResponse(409, { message: POSSIBLE_CONFLICT });
        },
      },
      "/attorney/claimed-questions?answer=4",
    );
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await user.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Claim Again" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Possible conflict of interest" });
    expect(dialog).toHaveTextContent("Acme Property LLC");
    await user.click(within(dialog).getByRole("button", { name: "No Conflict, Claim Question" }));
    expect(await toastRegion().findByText("Question Claimed")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/4/claim")).toEqual({ confirmNoConflict: true });
    expect(screen.getByLabelText("Your Answer")).toHaveValue(ANSWER);
  });

  it("reopens Compose Answer on reload of ?answer=<id>", async () => {
    renderClaimed(
      {
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
        "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
      },
      "/attorney/claimed-questions?answer=4",
    );
    expect(await screen.findByLabelText("Your Answer")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Question number 4 about my lease" })).toBeInTheDocument();
  });

  it("does not offer a form for a question the attorney has not claimed", async () => {
    renderClaimed(
      {
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
        "GET /api/questions/99": () => jsonResponse(404, { message: "Question not found" }),
      },
      "/attorney/claimed-questions?answer=99",
    );
    expect(await screen.findByText("This question is not waiting for your answer")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your Answer")).not.toBeInTheDocument();
  });
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
    expect(await screen.findByRole("button", { name: "Loading older claims..." })).toBeDisabled();
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
        return jsonResponse(201, {
          id: 9,
          content: ANSWER,
          includeDisclaimer: true,
          createdAt: new Date().toISOString(),
        });
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
        "POST /api/questions/7/answer": () =>
          jsonResponse(201, { id: 9, content: ANSWER, includeDisclaimer: true, createdAt: new Date().toISOString() }),
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
    await user.click(within(dialog).getByRole("button", { name: "Keep It" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/release"))).toBe(false);

    await user.click(within(first!).getByRole("button", { name: "Release" }));
    await user.type(await screen.findByLabelText("Reason (optional)"), "Out sick this week");
    await user.click(screen.getByRole("button", { name: "Release Question" }));
    expect(await toastRegion().findByText("Question Released")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/4/release")).toEqual({ reason: "Out sick this week" });
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
  });

  it("shows the server's message under the reason when it is refused, and keeps the dialog open", async () => {
    const { user } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
      "POST /api/questions/4/release": () =>
        jsonResponse(400, {
          message: "Please keep the reason under 500 characters",
          errors: [{ path: "reason", message: "Please keep the reason under 500 characters" }],
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Release" }));
    await user.type(await screen.findByLabelText("Reason (optional)"), "too long, says the server");
    await user.click(screen.getByRole("button", { name: "Release Question" }));
    expect(await screen.findByText("Please keep the reason under 500 characters")).toHaveAttribute("role", "alert");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});

// docs/decisions/038: the claims and their release in Spanish, in the words of docs/glossary-es.md.
describe("ClaimedQuestionsPage in Spanish", () => {
  it("shows each claim, its hold and its actions in Spanish, and gives a claim back after asking in Spanish", async () => {
    showInSpanish();
    let claims = [
      claimedQuestion(4, { claimExpiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      claimedQuestion(3, { status: "answered", answeredAt: "2024-03-02T12:00:00.000Z" }),
    ];
    const { user } = renderClaimed({
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, claims),
      "POST /api/questions/4/release": () => {
        claims = claims.filter((q) => q.id !== 4);
        return jsonResponse(200, { ...questionDetail(4), status: "pending", claimedAt: null });
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Preguntas tomadas" })).toBeInTheDocument();
    const [open, done] = await screen.findAllByRole("article");
    expect(within(open!).getByText("Pendiente de respuesta")).toBeInTheDocument();
    expect(within(open!).getByText(/^Su reserva termina el$/)).toBeInTheDocument();
    expect(within(open!).getByRole("button", { name: "Responder" })).toBeInTheDocument();
    expect(within(done!).getByText("Respondida")).toBeInTheDocument();
    // The date the Spanish way, the month written out (docs/glossary-es.md).
    expect(within(done!).getByText("Respondida el 2 de marzo de 2024")).toBeInTheDocument();
    expect(within(done!).getByRole("link", { name: "Ver la respuesta" })).toBeInTheDocument();

    await user.click(within(open!).getByRole("button", { name: "Devolver a la lista" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¿Devolver esta pregunta a la lista?" });
    expect(within(dialog).getByLabelText("Motivo (opcional)")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Quedarme con ella" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Devolver la pregunta" }));
    // The toasts' region is named in Spanish too.
    const toasts = within(screen.getByRole("region", { name: /notificaciones/i }));
    expect(await toasts.findByText("Pregunta devuelta a la lista")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
  });

  it("says in Spanish that there is no claim yet", async () => {
    showInSpanish();
    renderClaimed({ "GET /api/attorney/claimed-questions": () => jsonResponse(200, []) });
    expect(await screen.findByRole("heading", { name: "No hay preguntas tomadas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver la lista de preguntas" })).toHaveAttribute("href", "/question-queue");
  });
});

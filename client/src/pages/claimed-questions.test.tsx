import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile, claimedQuestion, questionDetail } from "@/features/queue/testing/fixtures";
import { showInSpanish } from "@/test/spanish";
import { HOLD_RAN_OUT, POSSIBLE_CONFLICT } from "@shared/api/messages";
import { formatDateTime } from "@shared/format/date";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { ANSWER, answerAccepted, renderClaimed } from "@/pages/claimed-questions.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

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

  it("marks each claim's title and text with the language it is written in (WCAG 3.1.2)", async () => {
    renderClaimed({
      "GET /api/attorney/claimed-questions": () =>
        jsonResponse(200, [claimedQuestion(4, { language: "es" }), claimedQuestion(3)]),
    });
    const [spanish, english] = await screen.findAllByRole("article");
    expect(within(spanish!).getByRole("heading")).toHaveAttribute("lang", "es");
    expect(within(spanish!).getByText(/My landlord kept my deposit/)).toHaveAttribute("lang", "es");
    expect(within(english!).getByRole("heading")).toHaveAttribute("lang", "en");
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
        return answerAccepted();
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
          claimedAgain ? answerAccepted() : jsonResponse(409, { message: HOLD_RAN_OUT }),
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
    // Submit Answer cannot send it now, yet stays reachable; focus goes on to Claim Again, the way on.
    expect(screen.getByRole("button", { name: "Submit Answer" })).toHaveAttribute("aria-disabled", "true");
    expect(within(alert).getByRole("button", { name: "Claim Again" })).toHaveFocus();
    expect(screen.queryByTestId("hold-line")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Claim Again" }));
    expect(await toastRegion().findByText("Question Claimed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Your Answer")).toHaveValue(ANSWER);
    // The notice went with Claim Again in it: focus is on Submit Answer, which can send the draft now.
    expect(screen.getByRole("button", { name: "Submit Answer" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Submit Answer" })).toHaveAttribute("aria-disabled", "false");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await toastRegion().findByText("Answer Submitted")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/4/answer")).toMatchObject({ content: ANSWER });
  });

  it("keeps the draft read-only, saying it cannot be sent, when another attorney claimed it after the hold ran out", async () => {
    const { user } = renderClaimed(
      {
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, []),
        "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
        "POST /api/questions/4/answer": () => jsonResponse(409, { message: HOLD_RAN_OUT }),
        "POST /api/questions/4/claim": () => jsonResponse(409, { message: "Question is already claimed" }),
      },
      "/attorney/claimed-questions?answer=4",
    );
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await user.click(await screen.findByRole("button", { name: "Claim Again" }));
    const said = await screen.findByText("Your answer was not sent");
    await waitFor(() => expect(said).toHaveFocus());
    // No Claim Again that would fail the same way every time; the words stay to copy.
    expect(screen.queryByRole("button", { name: "Claim Again" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Your Answer")).toHaveValue(ANSWER);
    expect(screen.getByLabelText("Your Answer")).toHaveAttribute("readonly");
  });

  it("offers no hold and nothing to send when the question's detail says the claim has ended already", async () => {
    // The claims, read a moment ago, still list it; the question itself is no longer this attorney's to see.
    renderClaimed(
      {
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
        "GET /api/questions/4": () => jsonResponse(404, { message: "Question not found" }),
      },
      "/attorney/claimed-questions?answer=4",
    );
    expect(await screen.findByText(/This question is no longer waiting for your answer/)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Your Answer")).toHaveAttribute("readonly"));
    expect(screen.queryByTestId("hold-line")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Release this question/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Answer" })).toHaveAttribute("aria-disabled", "true");
  });

  it.each([
    ["released by an admin", 403, "Only the attorney who claimed this question can answer it", null],
    // The server's bare "not found" is said as what it means here, with the question on screen.
    [
      "withdrawn by its asker",
      404,
      "Question not found",
      "This question is no longer yours: its asker may have withdrawn it, or your claim ended.",
    ],
    ["answered already", 409, "This question has already been answered", null],
  ])("keeps the typed answer, read-only, when the question was %s", async (_, status, sent, shown) => {
    const message = shown ?? sent;
    let refused = false;
    const { user } = renderClaimed(
      {
        // Once refused, the question is no longer among the claims.
        "GET /api/attorney/claimed-questions": () => jsonResponse(200, refused ? [] : [claimedQuestion(4)]),
        "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
        "POST /api/questions/4/answer": () => {
          refused = true;
          return jsonResponse(status, { message: sent });
        },
      },
      "/attorney/claimed-questions?answer=4",
    );
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    const said = await screen.findByText("Your answer was not sent");
    await waitFor(() => expect(said).toHaveFocus());
    expect(said.parentElement).toHaveTextContent("What you wrote is still there");
    // The reason is on the form, beside Submit, not only in the toast.
    expect(within(screen.getByLabelText("Your Answer").closest("form")!).getByText(message)).toBeInTheDocument();
    // The form stays though the claims no longer list it, with the text in it to copy, and cannot send it again.
    const box = screen.getByLabelText("Your Answer");
    expect(box).toHaveValue(ANSWER);
    expect(box).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Submit Answer" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("button", { name: /Release this question/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText(/haven't claimed any questions yet/)).toBeInTheDocument();
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
    expect(within(dialog).getByRole("button", { name: "Dejarla así" })).toBeInTheDocument();
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

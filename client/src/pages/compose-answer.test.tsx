import { i18n } from "@lingui/core";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionDetailDto } from "@shared/api/types";
import { formatDate, formatDateTime } from "@shared/format/date";
import { claimedQuestion, questionDetail } from "@/features/queue/testing/fixtures";
import { HOLD_ENDED, HOLD_ENDING } from "@/features/queue/components/hold-line";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse } from "@/test/render";
import { renderQueue } from "@/test/queue";

// docs/decisions/035: Compose Answer carries the question's facts, has its own h1, and says when the hold ends.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const MINUTE = 60 * 1000;

/** Compose Answer opened on question 7, claimed until `claimExpiresAt`, with these facts in its detail. */
function renderCompose(claimExpiresAt: string, facts: Partial<QuestionDetailDto> = {}) {
  return renderQueue(
    {
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(7, { claimExpiresAt })]),
      "GET /api/questions/7": () => jsonResponse(200, questionDetail(7, { claimExpiresAt, ...facts })),
    },
    "/question-queue?answer=7",
  );
}

describe("Compose Answer", () => {
  it("has its own h1 and shows the state, the court date, the safety concern and the other side", async () => {
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const deadline = `${inTwoDays.getFullYear()}-${String(inTwoDays.getMonth() + 1).padStart(2, "0")}-${String(inTwoDays.getDate()).padStart(2, "0")}`;
    renderCompose(new Date(Date.now() + 3 * 60 * MINUTE).toISOString(), {
      state: "TN",
      deadline,
      deadlineType: "court_date",
      opposingParties: ["Acme Property Management", "John Landlord"],
      safetyConcern: true,
      language: "es",
    });
    const heading = await screen.findByRole("heading", { level: 1, name: "Compose Answer" });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Question Queue" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      await screen.findByRole("heading", { level: 2, name: "Question number 7 about my lease" }),
    ).toBeInTheDocument();

    expect(await screen.findByText("Safety concern: the asker said they are not safe right now.")).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(`${term}:`).nextElementSibling;
    expect(fact("State")).toHaveTextContent("Tennessee");
    expect(fact("Court date")).toHaveTextContent(`${formatDate(`${deadline}T12:00:00Z`)}, in 2 days`);
    expect(fact("Other side")).toHaveTextContent("Acme Property Management, John Landlord");
    expect(fact("Category")).toHaveTextContent("Housing & Tenant Rights");
    expect(fact("Asked by")).toHaveTextContent("Priya Askwell");
    expect(fact("Written in")).toHaveTextContent("Spanish");
  });

  it("says so when the facts could not be loaded, and loads them on Try Again, rather than leaving them out", async () => {
    let reads = 0;
    renderQueue(
      {
        "GET /api/attorney/claimed-questions": () =>
          jsonResponse(200, [
            claimedQuestion(7, { claimExpiresAt: new Date(Date.now() + 3 * 60 * MINUTE).toISOString() }),
          ]),
        "GET /api/questions/7": () =>
          ++reads === 1
            ? jsonResponse(500, { message: "Something went wrong." })
            : jsonResponse(200, questionDetail(7, { safetyConcern: true })),
      },
      "/question-queue?answer=7",
    );
    const said = await screen.findByText(
      "We couldn't load this question's details: its state, deadline, other side and asker.",
    );
    const alert = said.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Safety concern: the asker said they are not safe right now.")).toBeInTheDocument();
    expect(screen.queryByText(/couldn't load this question's details/)).not.toBeInTheDocument();
  });

  it("says the question no longer waits for this answer when its detail is gone, with no Try Again", async () => {
    renderQueue(
      {
        "GET /api/attorney/claimed-questions": () =>
          jsonResponse(200, [
            claimedQuestion(7, { claimExpiresAt: new Date(Date.now() + 3 * 60 * MINUTE).toISOString() }),
          ]),
        "GET /api/questions/7": () => jsonResponse(404, { message: "Question not found" }),
      },
      "/question-queue?answer=7",
    );
    const said = await screen.findByText(/This question is no longer waiting for your answer/);
    expect(said).toHaveAttribute("role", "alert");
    expect(screen.queryByText(/couldn't load this question's details/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
  });

  it("says plainly what was not given", async () => {
    renderCompose(new Date(Date.now() + 3 * 60 * MINUTE).toISOString(), { isAnonymous: true, asker: null });
    await screen.findByText("State:");
    const fact = (term: string) => screen.getByText(`${term}:`).nextElementSibling;
    expect(fact("State")).toHaveTextContent("Not given");
    expect(fact("Deadline")).toHaveTextContent("None given");
    expect(fact("Other side")).toHaveTextContent("None named");
    expect(fact("Asked by")).toHaveTextContent("Anonymous User");
    expect(screen.queryByText(/Safety concern/)).not.toBeInTheDocument();
  });

  it("says when the hold ends and that the question then returns to the queue, never 'Answer by'", async () => {
    const end = new Date(Date.now() + 3 * 60 * MINUTE).toISOString();
    renderCompose(end);
    const line = await screen.findByTestId("hold-line");
    expect(line).toHaveTextContent(`Your hold ends at ${formatDateTime(end)}, then the question returns to the queue.`);
    expect(line.querySelector("time")).toHaveAttribute("datetime", end);
    expect(screen.queryByText(/Answer by/)).not.toBeInTheDocument();
  });

  it("warns in a polite live region 15 minutes before the hold ends, and again when it has ended", async () => {
    // The browser's clock, moved by the test: the warning's timer and its reading of the time both follow it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = new Date("2026-03-02T15:00:00.000Z");
    vi.setSystemTime(start);
    const end = new Date(start.getTime() + 60 * MINUTE).toISOString();
    renderCompose(end);
    const line = await screen.findByTestId("hold-line");
    const region = within(line.parentElement!).getByRole("status");
    expect(region).toHaveTextContent("");

    // A minute early: nothing yet. The typing in the box is not disturbed by any of it.
    await act(() => vi.advanceTimersByTimeAsync(44 * MINUTE));
    expect(region).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(region).toHaveTextContent(i18n._(HOLD_ENDING));
    // role="status" is a polite live region: read when the reader pauses, not over what they are doing.
    expect(region).not.toHaveAttribute("aria-live", "assertive");
    expect(line).toHaveTextContent("Your hold ends at");

    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    expect(region).toHaveTextContent(i18n._(HOLD_ENDED));
    expect(line).toHaveTextContent(`Your hold ended at ${formatDateTime(end)}.`);
    expect(screen.getByRole("button", { name: "Submit Answer" })).toBeEnabled();
  });

  it("warns at once when opened with less than 15 minutes left", async () => {
    renderCompose(new Date(Date.now() + 10 * MINUTE).toISOString());
    const line = await screen.findByTestId("hold-line");
    expect(within(line.parentElement!).getByRole("status")).toHaveTextContent(i18n._(HOLD_ENDING));
  });

  // docs/decisions/038: the whole screen in Spanish, the words of docs/glossary-es.md.
  it("shows Compose Answer, its facts, the hold and the answer form in Spanish", async () => {
    showInSpanish();
    const inFiveDays = new Date(Date.now() + 5 * 24 * 60 * MINUTE);
    const deadline = `${inFiveDays.getFullYear()}-${String(inFiveDays.getMonth() + 1).padStart(2, "0")}-${String(inFiveDays.getDate()).padStart(2, "0")}`;
    renderCompose(new Date(Date.now() + 10 * MINUTE).toISOString(), {
      state: "NY",
      deadline,
      deadlineType: "court_date",
      opposingParties: [],
      safetyConcern: true,
      language: "en",
      isAnonymous: true,
      asker: null,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Escribir la respuesta" })).toBeInTheDocument();
    expect(
      await screen.findByText("Seguridad en riesgo: la persona que pregunta dijo que no está a salvo en este momento."),
    ).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(`${term}:`).nextElementSibling;
    // The state's Spanish name (docs/glossary-es.md) and the date written the Spanish way.
    expect(fact("Estado")).toHaveTextContent("Nueva York");
    expect(fact("Fecha de corte")).toHaveTextContent(/^\d{1,2} de [a-z]+ de \d{4}, en 5 días$/);
    expect(fact("La otra parte")).toHaveTextContent("No nombró a nadie");
    expect(fact("Quién pregunta")).toHaveTextContent("Persona anónima");
    expect(fact("Escrita en")).toHaveTextContent("Inglés");

    const line = screen.getByTestId("hold-line");
    expect(line).toHaveTextContent(/^Su reserva termina el .+\. Después, la pregunta vuelve a la lista\.$/);
    expect(within(line.parentElement!).getByRole("status")).toHaveTextContent(
      "Quedan menos de 15 minutos de su tiempo reservado.",
    );
    expect(screen.getByText("0 caracteres (mínimo 50)")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Incluir el aviso legal habitual" })).toBeChecked();
    expect(screen.getByRole("heading", { level: 2, name: "Guía para responder" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar respuesta" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "¿No puede responderla? Devuelva esta pregunta a la lista" }),
    ).toBeInTheDocument();
  });
});

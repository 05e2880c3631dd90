import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { AuditEventDto, QuestionDetailDto } from "@shared/api/types";
import { showInSpanish } from "@/test/spanish";
import { claimed } from "@/pages/question-detail-admin.test-helpers";
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

// docs/decisions/033: an admin who opens a question gets the admin's view, not the asker's page.

const history: AuditEventDto[] = [
  {
    id: 2,
    at: "2026-11-20T12:00:00.000Z",
    actorId: "5776f8c2-6454-4d92-bb7d-8d0806a08c67",
    action: "question.claimed",
    questionId: 1,
    subjectUserId: null,
    actor: { name: "Atticus Finch", role: "attorney" },
    subject: null,
  },
];

function renderAsAdmin(question: QuestionDetailDto, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    "GET /api/questions/1": () => jsonResponse(200, question),
    "GET /api/admin/audit?questionId=1": () => jsonResponse(200, history),
    ...handlers,
  });
  renderWithApp(<Route path="/question/:id" component={QuestionDetailPage} />, { path: "/question/1" });
  return { user: userEvent.setup(), fetchMock };
}

describe("the admin's view of a question", () => {
  it("carries the facts, the claim's holder and hold, and the history; none of the asker's page", async () => {
    renderAsAdmin(claimed());
    expect(await screen.findByRole("heading", { level: 2, name: "Claim" })).toBeInTheDocument();
    for (const text of ["Tennessee", "Acme Rentals", "Yes: the asker said they are not safe right now", "Spanish"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Dec 1, 2026/)).toBeInTheDocument();
    expect(screen.getByText("Atticus Finch")).toBeInTheDocument();
    expect(screen.getByText(/The hold ends at Nov 23, 2026/)).toHaveTextContent(
      "then the question returns to the queue",
    );
    const log = await screen.findByRole("list", { name: "Activity, newest first" });
    expect(within(log).getByText(/claimed question/)).toBeInTheDocument();
    expect(screen.queryByText("Back to My Questions")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("releases the claim with a reason after asking, and says so where focus lands", async () => {
    const { user, fetchMock } = renderAsAdmin(claimed(), {
      "POST /api/admin/questions/1/release": () => jsonResponse(200, { ...claimed(), status: "pending" }),
    });
    const release = await screen.findByRole("button", { name: "Release Claim" });
    await user.click(release);
    const dialog = await screen.findByRole("alertdialog", { name: "Release Atticus Finch's claim on question #1?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep Claim" }));
    await waitFor(() => expect(release).toHaveFocus());
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith("/release"))).toBe(false);
    await user.click(release);
    await user.type(await screen.findByLabelText("Reason (optional)"), "No answer after two days");
    await user.click(screen.getByRole("button", { name: "Release Claim" }));
    const status = await screen.findByText(/Released: question #1 is back in the queue/);
    await waitFor(() => expect(status).toHaveFocus());
    expect(lastBody(fetchMock, "/api/admin/questions/1/release")).toEqual({ reason: "No answer after two days" });
  });

  it("opens the dialog again with the reason when the release failed", async () => {
    const { user } = renderAsAdmin(claimed(), {
      "POST /api/admin/questions/1/release": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    await user.click(await screen.findByRole("button", { name: "Release Claim" }));
    await user.type(await screen.findByLabelText("Reason (optional)"), "No answer after two days");
    await user.click(screen.getByRole("button", { name: "Release Claim" }));
    expect(await toastRegion().findByText("Release Failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Release Claim" }));
    expect(await screen.findByLabelText("Reason (optional)")).toHaveValue("No answer after two days");
  });

  it("shows the asker's own page when the admin asked it", async () => {
    renderAsAdmin(claimed({ isYours: true, claimer: null }), {
      "GET /api/admin/audit?questionId=1": () => jsonResponse(500, {}),
    });
    expect(await screen.findByText("Back to My Questions")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Claim" })).toBeNull();
  });

  it("reads in Spanish: the facts, who holds the question, and its history (docs/decisions/038)", async () => {
    showInSpanish();
    renderAsAdmin(claimed({ state: "NY", language: "en" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Reserva" })).toBeInTheDocument();
    // The state, the deadline and the question's language in Spanish words, the date the Spanish way.
    expect(screen.getByText("Nueva York")).toBeInTheDocument();
    expect(screen.getByText(/^Fecha de corte:/)).toHaveTextContent("Fecha de corte: 1 de diciembre de 2026");
    expect(screen.getByText("Escrita en").nextSibling).toHaveTextContent(/^Inglés$/);
    expect(screen.getByText(/Pregunta #1 · Un abogado la tomó/)).toBeInTheDocument();
    expect(screen.getByText("Seguridad en riesgo")).toBeInTheDocument();
    expect(
      screen.getByText("Sí: la persona que pregunta dijo que no está a salvo en este momento"),
    ).toBeInTheDocument();
    expect(screen.getByText(/^La tomó/)).toHaveTextContent(
      /^La tomó Atticus Finch el .+\. La reserva termina el .+\. Después/,
    );
    expect(screen.getByRole("button", { name: "Devolver a la lista" })).toBeInTheDocument();
    const log = await screen.findByRole("list", { name: "Actividad, lo más reciente primero" });
    expect(within(log).getByText(/tomó la pregunta/)).toBeInTheDocument();
  });
});

import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calls } from "@/features/questions/testing";
import { attorneyProfile, claimedQuestion, queueItem } from "@/features/queue/testing/fixtures";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, testUser, toastRegion } from "@/test/render";
import { goTo } from "@/lib/browser";
import { renderDashboard, statsKey } from "@/pages/attorney-dashboard.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const STATS = { answeredToday: 2, answeredTotal: 41, claimedNow: 1, averageClaimToAnswerMs: 2.5 * 3_600_000 };

describe("AttorneyDashboardPage", () => {
  it("says 'Loading attorney dashboard...' while the profile loads", async () => {
    renderDashboard({ "GET /api/attorney/profile": () => () => new Promise<Response>(() => {}) });
    expect(await screen.findByRole("status", { name: "Loading attorney dashboard..." })).toHaveTextContent(
      "Loading attorney dashboard...",
    );
  });

  it("denies access without an attorney profile, with a 'Return Home' link to /", async () => {
    renderDashboard({ "GET /api/attorney/profile": () => jsonResponse(404, { message: "No attorney profile" }) });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("This page is only accessible to attorneys.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("tells an account whose address is not confirmed that an application joins it once confirmed", async () => {
    renderDashboard({
      "GET /api/auth/user": () => jsonResponse(200, { ...testUser, emailVerified: false }),
      "GET /api/attorney/profile": () => jsonResponse(404, { message: "No attorney profile" }),
    });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /If you applied as an attorney with this account's e-mail address, confirm the address first/,
      ),
    ).toBeVisible();
  });

  it("shows 'Application Under Review' to an unapproved attorney and does not load the queue", async () => {
    const { fetchMock } = renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null })),
    });
    expect(await screen.findByRole("heading", { name: "Application Under Review" })).toBeInTheDocument();
    expect(screen.getByText(/2-3 business days/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/questions/queue"))).toBe(false);
  });

  it("tells an applicant whose e-mail address is not confirmed that approval waits for it", async () => {
    renderDashboard({
      "GET /api/attorney/profile": () =>
        jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null, emailVerified: false })),
    });
    expect(await screen.findByRole("heading", { name: "Application Under Review" })).toBeInTheDocument();
    expect(
      screen.getByText(/We can approve your application only once your e-mail address is confirmed/),
    ).toBeVisible();
  });

  it("tells a revoked attorney that their access ended and whom to write to, not that anyone is reviewing", async () => {
    const { fetchMock } = renderDashboard({
      "GET /api/attorney/profile": () =>
        jsonResponse(
          200,
          attorneyProfile({ isApproved: false, approvedAt: null, revokedAt: "2026-11-20T12:00:00.000Z" }),
        ),
    });
    expect(await screen.findByRole("heading", { name: "Your Access Has Ended" })).toBeInTheDocument();
    expect(screen.getByText(/ended your approval to answer questions on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/write to the service's administrators/)).toBeInTheDocument();
    expect(screen.queryByText("Application Under Review")).toBeNull();
    expect(screen.queryByText(/2-3 business days/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/questions/queue"))).toBe(false);
  });

  it("shows the full dashboard to an approved attorney: the queue's length and the attorney's own figures", async () => {
    const { fetchMock } = renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(1), queueItem(2), queueItem(3)]),
      [statsKey()]: () => jsonResponse(200, STATS),
      "GET /api/attorney/claimed-questions": () =>
        jsonResponse(200, [
          claimedQuestion(7, {
            title: "Can my landlord enter without notice?",
            claimExpiresAt: "2026-11-27T15:00:00Z",
            language: "es",
          }),
          claimedQuestion(8, { status: "answered", answeredAt: "2026-11-24T10:00:00Z" }),
        ]),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Attorney Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById("attorney-stats")).toHaveTextContent("Available Questions3"));
    const stats = document.getElementById("attorney-stats")!;
    await waitFor(() => expect(stats).toHaveTextContent("Answered Today2"));
    expect(stats).toHaveTextContent("Average Response Timefrom claim to answer2.5h");
    expect(stats).toHaveTextContent("Answered in Total41");
    expect(stats).toHaveTextContent("Currently Claimed1");
    expect(stats).not.toHaveTextContent("Rating");
    expect(stats).not.toHaveTextContent("4.9");
    // It leads with what is waiting, each linked to its answer box.
    const waiting = screen.getByRole("heading", { level: 2, name: "Waiting for your answer (1)" });
    expect(waiting.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("link", { name: /Can my landlord enter without notice\?/ })).toHaveAttribute(
      "href",
      "/attorney/claimed-questions?answer=7",
    );
    // The asker's words are marked with the language they are written in (WCAG 3.1.2).
    expect(screen.getByText("Can my landlord enter without notice?")).toHaveAttribute("lang", "es");
    expect(calls(fetchMock)).toContain(statsKey());
    expect(screen.getByText(/Welcome back, Jane/)).toBeInTheDocument();
    const queueLink = screen.getByRole("link", { name: "Browse Question Queue" });
    expect(queueLink).toHaveAttribute("href", "/question-queue");
    expect(queueLink).toHaveAttribute("id", "question-queue");
    const claimedLink = screen.getByRole("link", { name: "View Claimed Questions" });
    expect(claimedLink).toHaveAttribute("href", "/attorney/claimed-questions");
    expect(claimedLink).toHaveAttribute("id", "claimed-questions");
  });

  // docs/decisions/038: the whole dashboard in Spanish, its figures written the Spanish way.
  it("reads in Spanish for an approved attorney: figures, what is waiting, licenses, e-mails and languages", async () => {
    showInSpanish();
    renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(1), queueItem(2), queueItem(3)]),
      [statsKey()]: () => jsonResponse(200, STATS),
      "GET /api/attorney/licenses": () =>
        jsonResponse(200, [
          {
            id: 1,
            state: "TN",
            licenseNumber: "TN-1",
            status: "verified",
            verifiedAt: "2026-01-01T00:00:00.000Z",
            createdAt: "2026-01-01T00:00:00.000Z",
          },
          {
            id: 2,
            state: "NY",
            licenseNumber: "NY-2",
            status: "pending",
            verifiedAt: null,
            createdAt: "2026-01-01T00:00:00.000Z",
          },
        ]),
      "GET /api/attorney/claimed-questions": () =>
        jsonResponse(200, [claimedQuestion(7, { claimExpiresAt: "2026-11-27T15:00:00Z" })]),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Panel del abogado" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Panel del abogado/);
    expect(await screen.findByText(/Hola de nuevo, Jane/)).toBeInTheDocument();
    const stats = document.getElementById("attorney-stats")!;
    await waitFor(() => expect(stats).toHaveTextContent("Preguntas disponibles3"));
    await waitFor(() => expect(stats).toHaveTextContent("Respondidas hoy2"));
    expect(stats).toHaveTextContent("Tiempo promedio de respuestadesde que la toma hasta que responde2,5 h");
    expect(stats).toHaveTextContent("Respondidas en total41");
    expect(stats).toHaveTextContent("Tomadas ahora1");
    expect(await screen.findByRole("heading", { level: 2, name: "Esperan su respuesta (1)" })).toBeInTheDocument();
    // Its date written the Spanish way (docs/glossary-es.md).
    expect(screen.getByText(/^Su reserva termina el 27 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver la lista de preguntas" })).toHaveAttribute("href", "/question-queue");
    const licenses = await screen.findByRole("list", { name: "Sus licencias" });
    expect(licenses).toHaveTextContent("N.º TN-1");
    expect(licenses).toHaveTextContent("Verificada");
    // A state by its Spanish name, and the states offered in Spanish.
    expect(licenses).toHaveTextContent("Nueva YorkN.º NY-2");
    expect(screen.getByRole("option", { name: "Nuevo México" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Revise su lista de conflictos" })).toHaveAttribute(
      "href",
      "/attorney/conflicts",
    );
    expect(await screen.findByRole("radiogroup", { name: "Avisarme de preguntas nuevas:" })).toBeInTheDocument();
    for (const words of ["en cuanto lleguen", "una vez al día", "una vez a la semana", "nunca"])
      expect(screen.getByRole("radio", { name: words })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar opciones de correo" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Guardar idiomas" })).toBeInTheDocument();
  });

  it("tells an applicant in Spanish that the application is under review", async () => {
    showInSpanish();
    renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null })),
    });
    expect(await screen.findByRole("heading", { name: "Solicitud en revisión" })).toBeInTheDocument();
    expect(screen.getByText(/de 2 a 3 días hábiles/)).toBeInTheDocument();
  });

  it("shows a dash for the average before the first answer, and says nothing is waiting", async () => {
    renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []),
      [statsKey()]: () =>
        jsonResponse(200, { answeredToday: 0, answeredTotal: 0, claimedNow: 0, averageClaimToAnswerMs: null }),
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, []),
    });
    expect(
      await screen.findByText("Nothing is waiting for your answer. Claim a question from the queue."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.getElementById("attorney-stats")).toHaveTextContent("Average Response Timefrom claim to answer—"),
    );
  });

  it("counts an empty queue as 0 available questions", async () => {
    renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []),
    });
    await waitFor(() => expect(document.getElementById("attorney-stats")).toHaveTextContent("Available Questions0"));
  });

  it("counts a full first page of the queue as '50+' when more questions wait beyond it", async () => {
    const { fetchMock } = renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(
          200,
          Array.from({ length: 50 }, (_, i) => queueItem(i + 1)),
        ),
    });
    await waitFor(() => expect(document.getElementById("attorney-stats")).toHaveTextContent("Available Questions50+"));
    // The figure is the first page's: no further page is fetched for it.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/questions/queue"))).toHaveLength(1);
  });

  it("on a 401 shows 'Unauthorized' and goes to /api/login after 500 ms", async () => {
    renderDashboard({ "GET /api/attorney/profile": () => jsonResponse(401, { message: "Unauthorized" }) });
    expect(await toastRegion().findByText("Unauthorized")).toBeInTheDocument();
    expect(toastRegion().getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"), { timeout: 2000 });
  });
});

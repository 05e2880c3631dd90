import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEventDto } from "@shared/api/types";
import { AUDIT_PAGE_DEFAULT } from "@shared/validators";
import { ActivityLog } from "@/features/admin/components/activity-log";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACTOR = "5776f8c2-6454-4d92-bb7d-8d0806a08c67";
const GRACE = { name: "Grace Hopper", role: "admin" as const };
const ATTICUS = { name: "Atticus Finch", role: "attorney" as const };
const entry = (id: number, overrides: Partial<AuditEventDto> = {}): AuditEventDto => ({
  id,
  at: "2026-11-20T15:04:00.000Z",
  actorId: ACTOR,
  action: "question.viewed",
  questionId: 7,
  subjectUserId: "71a3f60f-7a7f-4151-841b-b0a7b31694c5",
  actor: ATTICUS,
  subject: { name: null, role: "member" },
  ...overrides,
});

function renderLog(handlers: Record<string, () => Response>) {
  const fetchMock = mockFetch({ ...sessionHandlers(testUser, ["user", "admin"]), ...handlers });
  const user = userEvent.setup();
  renderWithApp(<ActivityLog />, { path: "/admin/activity" });
  return { user, fetchMock };
}

const requested = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith("/api/admin/audit"));

const sentences = (listName = "Activity, newest first") =>
  within(screen.getByRole("list", { name: listName }))
    .getAllByRole("listitem")
    .map((li) => li.firstElementChild?.textContent);

describe("ActivityLog (docs/decisions/033)", () => {
  it("reads as sentences: who with name and role, what, which question by number, and when; no id codes", async () => {
    renderLog({
      "GET /api/admin/audit": () =>
        jsonResponse(200, [
          entry(5, { action: "attorney.reinstated", actor: GRACE, questionId: null, subject: ATTICUS }),
          entry(4, { action: "application.rejected", actor: GRACE, questionId: null, subject: null }),
          entry(3, { action: "question.expired", actorId: null, actor: null }),
          entry(2, { action: "question.purged", questionId: 9, actorId: null, actor: null }),
          entry(1),
        ]),
    });
    await screen.findByRole("list", { name: "Activity, newest first" });
    expect(sentences()).toEqual([
      "Grace Hopper (admin) reinstated Atticus Finch (attorney).",
      "Grace Hopper (admin) rejected the application of an applicant.",
      "The service closed question #7, unanswered in time.",
      "The service deleted question #9 under the retention rules.",
      "Atticus Finch (attorney) read question #7.",
    ]);
    const items = within(screen.getByRole("list", { name: "Activity, newest first" })).getAllByRole("listitem");
    expect(within(items[0]!).getByText("Nov 20, 2026, 3:04 PM", { exact: false })).toBeInTheDocument();
    // A purged question has no page to go to; a read one has.
    expect(within(items[3]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(items[4]!).getByRole("link", { name: "#7" })).toHaveAttribute("href", "/question/7");
    expect(document.body.textContent).not.toMatch(/5776f8c2|71a3f60f/);
    expect(screen.queryByRole("button", { name: "Show Older Activity" })).not.toBeInTheDocument();
  });

  it("never names a member: an asker is 'A member', by role only", async () => {
    renderLog({
      "GET /api/admin/audit": () =>
        jsonResponse(200, [entry(1, { action: "question.withdrawn", actor: { name: null, role: "member" } })]),
    });
    await screen.findByRole("list", { name: "Activity, newest first" });
    expect(sentences()).toEqual(["A member withdrew question #7."]);
    expect(screen.queryByRole("button", { name: /show only their activity/ })).toBeNull();
  });

  it("tells someone who is not an admin, calmly, without filters or a Try Again that could never work", async () => {
    renderLog({ "GET /api/admin/audit": () => jsonResponse(403, { message: "Forbidden" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only administrators can see the activity.");
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /apply/i })).not.toBeInTheDocument();
  });

  it("filters by person's name, action and days, and pages back with before under the filter", async () => {
    const full = Array.from({ length: AUDIT_PAGE_DEFAULT }, (_, i) => entry(200 - i));
    const from = new Date(2026, 10, 1).toISOString();
    const to = new Date(2026, 10, 3).toISOString();
    const filtered = `/api/admin/audit?person=Atticus&action=question.claimed&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const { user, fetchMock } = renderLog({
      "GET /api/admin/audit": () => jsonResponse(200, full),
      "GET /api/admin/audit?before=151": () => jsonResponse(200, [entry(150)]),
      [`GET ${filtered}`]: () => jsonResponse(200, full),
      [`GET ${filtered}&before=151`]: () => jsonResponse(200, [entry(3, { action: "question.claimed" })]),
      "GET /api/admin/audit?person=Atticus+Finch": () => jsonResponse(200, [entry(2)]),
    });
    await user.click(await screen.findByRole("button", { name: "Show Older Activity" }));
    await waitFor(() => expect(sentences()).toHaveLength(AUDIT_PAGE_DEFAULT + 1));
    await user.type(screen.getByLabelText("Person"), "Atticus");
    await user.selectOptions(screen.getByLabelText("Action"), "Claimed a question");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.type(screen.getByLabelText("To"), "2026-11-02");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(requested(fetchMock)).toContain(filtered));
    await user.click(await screen.findByRole("button", { name: "Show Older Activity" }));
    await waitFor(() => expect(requested(fetchMock)).toContain(`${filtered}&before=151`));
    // A name in a sentence filters by that person.
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByLabelText("Person")).toHaveValue("");
    // Both pages read before the filter, from the cache.
    await waitFor(() => expect(sentences()).toHaveLength(AUDIT_PAGE_DEFAULT + 1));
    await user.click(screen.getAllByRole("button", { name: "Atticus Finch (attorney): show only their activity" })[0]!);
    expect(screen.getByLabelText("Person")).toHaveValue("Atticus Finch");
    await waitFor(() => expect(requested(fetchMock)).toContain("/api/admin/audit?person=Atticus+Finch"));
  });

  it("keeps the entries shown when Show Older Activity fails, and focus goes to the first older entry once loaded", async () => {
    const full = Array.from({ length: AUDIT_PAGE_DEFAULT }, (_, i) => entry(200 - i));
    let down = true;
    const { user } = renderLog({
      "GET /api/admin/audit": () => jsonResponse(200, full),
      "GET /api/admin/audit?before=151": () =>
        down ? jsonResponse(503, { message: "Service unavailable" }) : jsonResponse(200, [entry(150)]),
    });
    await user.click(await screen.findByRole("button", { name: "Show Older Activity" }));
    expect(await screen.findByText("We couldn't load older activity. Please try again.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(sentences()).toHaveLength(AUDIT_PAGE_DEFAULT);
    down = false;
    await user.click(screen.getByRole("button", { name: "Show Older Activity" }));
    await waitFor(() => expect(sentences()).toHaveLength(AUDIT_PAGE_DEFAULT + 1));
    // The last page came: the button went, and focus is on the first older entry, not the page's body.
    expect(screen.queryByRole("button", { name: "Show Older Activity" })).not.toBeInTheDocument();
    const entries = screen.getByRole("list", { name: "Activity, newest first" }).children;
    await waitFor(() => expect(document.activeElement).toBe(entries[AUDIT_PAGE_DEFAULT]));
  });

  it("says what is wrong with a question number before asking the server", async () => {
    const { user, fetchMock } = renderLog({ "GET /api/admin/audit": () => jsonResponse(200, []) });
    expect(await screen.findByText("No activity matches.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Question number"), "seven");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByText("Enter a question number, such as 42")).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(["/api/admin/audit"]);
  });

  it("reads as whole Spanish sentences, with names, roles and numbers where Spanish puts them (docs/decisions/038)", async () => {
    showInSpanish();
    renderLog({
      "GET /api/admin/audit": () =>
        jsonResponse(200, [
          entry(4, { action: "attorney.revoked", actor: GRACE, questionId: null, subject: ATTICUS }),
          entry(3, { action: "application.rejected", actor: GRACE, questionId: null, subject: null }),
          entry(2, { action: "question.released", actorId: null, actor: null }),
          entry(1, { action: "question.withdrawn", actor: { name: null, role: "member" } }),
        ]),
    });
    const list = await screen.findByRole("list", { name: "Actividad, lo más reciente primero" });
    expect(sentences("Actividad, lo más reciente primero")).toEqual([
      "Grace Hopper (administrador) le quitó el acceso a Atticus Finch (abogado).",
      "Grace Hopper (administrador) rechazó la solicitud de una persona que pidió ser abogado voluntario.",
      "El servicio devolvió la pregunta #7 a la lista.",
      "Una persona registrada retiró la pregunta #7.",
    ]);
    // The parts stay what they were: a name filters, a number links to its question.
    expect(
      within(list).getByRole("button", { name: "Atticus Finch (abogado): ver solo lo que hizo esta persona" }),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole("link", { name: "#7" })[0]).toHaveAttribute("href", "/question/7");
    expect(screen.getByLabelText("Acción")).toHaveTextContent("Le quitó el acceso a un abogado");
    expect(screen.getByRole("button", { name: "Filtrar" })).toBeInTheDocument();
  });
});

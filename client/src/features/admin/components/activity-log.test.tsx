import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEventDto } from "@shared/api/types";
import { AUDIT_PAGE_DEFAULT } from "@shared/validators";
import { ActivityLog } from "@/features/admin/components/activity-log";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACTOR = "5776f8c2-6454-4d92-bb7d-8d0806a08c67";
const entry = (id: number, overrides: Partial<AuditEventDto> = {}): AuditEventDto => ({
  id,
  at: "2026-11-20T15:04:00.000Z",
  actorId: ACTOR,
  action: "question.viewed",
  questionId: 7,
  subjectUserId: "71a3f60f-7a7f-4151-841b-b0a7b31694c5",
  ...overrides,
});

function renderLog(handlers: Record<string, () => Response>) {
  const fetchMock = mockFetch({ ...sessionHandlers(testUser, ["user", "admin"]), ...handlers });
  const user = userEvent.setup();
  renderWithApp(<ActivityLog />, { path: "/admin" });
  return { user, fetchMock };
}

const requested = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith("/api/admin/audit"));

describe("ActivityLog", () => {
  it("lists entries newest first, in words, with the service named where nobody acted", async () => {
    renderLog({
      "GET /api/admin/audit": () =>
        jsonResponse(200, [
          entry(3, { action: "question.expired", actorId: null }),
          entry(2, { action: "question.purged", questionId: 9 }),
          entry(1),
        ]),
    });
    const table = await screen.findByRole("table", { name: "Activity, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1]?.textContent)).toEqual([
      "Question expired unanswered",
      "Question deleted (retention)",
      "Read a question",
    ]);
    expect(within(rows[0]!).getByText("The service")).toBeInTheDocument();
    // A purged question has no page to go to; a read one has.
    expect(within(rows[1]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole("link", { name: "#7" })).toHaveAttribute("href", "/question/7");
    expect(screen.queryByRole("button", { name: "Show Older Activity" })).not.toBeInTheDocument();
  });

  it("filters by question and by who acted, and pages back by the last id", async () => {
    const full = Array.from({ length: AUDIT_PAGE_DEFAULT }, (_, i) => entry(200 - i));
    const { user, fetchMock } = renderLog({
      "GET /api/admin/audit": () => jsonResponse(200, full),
      "GET /api/admin/audit?before=151": () => jsonResponse(200, [entry(150)]),
      "GET /api/admin/audit?questionId=7": () => jsonResponse(200, [entry(5)]),
      [`GET /api/admin/audit?questionId=7&actorId=${ACTOR}`]: () => jsonResponse(200, [entry(4)]),
    });
    await user.click(await screen.findByRole("button", { name: "Show Older Activity" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(AUDIT_PAGE_DEFAULT + 2));
    await user.type(screen.getByLabelText("Question number"), "7");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: `Show only entries by ${ACTOR}` }));
    await waitFor(() => expect(requested(fetchMock)).toContain(`/api/admin/audit?questionId=7&actorId=${ACTOR}`));
    expect(screen.getByLabelText("Account id")).toHaveValue(ACTOR);
    expect(requested(fetchMock).slice(0, 3)).toEqual([
      "/api/admin/audit",
      "/api/admin/audit?before=151",
      "/api/admin/audit?questionId=7",
    ]);
  });

  it("says what is wrong with a filter before asking the server", async () => {
    const { user, fetchMock } = renderLog({ "GET /api/admin/audit": () => jsonResponse(200, []) });
    expect(await screen.findByText("No activity matches.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Question number"), "seven");
    await user.type(screen.getByLabelText("Account id"), "bob");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByText("Enter a question number, such as 42")).toBeInTheDocument();
    expect(screen.getByText("Enter an account id, as shown in the log")).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(["/api/admin/audit"]);
  });
});

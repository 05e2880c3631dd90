import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import type { AuditEventDto } from "@shared/api/types";
import { UNDO_MS } from "@/config/timings";
import { AdminPage } from "@/pages/admin";
import { AdminActivityPage } from "@/pages/admin-activity";
import { pending } from "@/pages/admin.test-helpers";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const approval: AuditEventDto = {
  id: 2,
  at: "2026-11-20T12:00:00.000Z",
  actorId: testUser.id,
  action: "application.approved",
  questionId: null,
  subjectUserId: null,
  actor: { name: "Jane Doe", role: "admin" },
  subject: { name: "Atticus7 Finch", role: "attorney" },
};

describe("the admin's own decisions in the activity log", () => {
  it("shows an approval made since the log was last read, without a reload", async () => {
    let approved = false;
    mockFetch({
      ...sessionHandlers(testUser, ["user", "admin"]),
      "GET /api/admin/licenses/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/approved": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/revoked": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, approved ? [] : [pending(7)]),
      "POST /api/admin/attorneys/7/approve": () => {
        approved = true;
        return jsonResponse(200, pending(7, { isApproved: true }));
      },
      "GET /api/admin/audit": () => jsonResponse(200, approved ? [approval] : []),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderWithApp(
      <Switch>
        <Route path="/admin" component={AdminPage} />
        <Route path="/admin/activity" component={AdminActivityPage} />
      </Switch>,
      { path: "/admin/activity" },
    );
    expect(await screen.findByText("No activity matches.")).toBeInTheDocument();

    act(() => location.navigate("/admin"));
    await user.click(await screen.findByRole("button", { name: "Approve Atticus7 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    // The decision is sent once its undo window has passed.
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
    expect(await toastRegion().findByText("Attorney Approved")).toBeInTheDocument();

    act(() => location.navigate("/admin/activity"));
    const log = await screen.findByRole("list", { name: "Activity, newest first" });
    expect(log).toHaveTextContent("Jane Doe (admin) approved the application of Atticus7 Finch");
    expect(screen.queryByText("No activity matches.")).not.toBeInTheDocument();
  });
});

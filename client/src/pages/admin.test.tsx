import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { goTo } from "@/lib/browser";
import { AdminPage } from "@/pages/admin";
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

const pending = (id: number, overrides: Partial<ReviewedAttorneyDto> = {}): ReviewedAttorneyDto => ({
  ...attorneyProfile({ id, isApproved: false, approvedAt: null, firstName: `Atticus${id}`, lastName: "Finch" }),
  duplicateLicense: false,
  ...overrides,
});

function renderAdmin(handlers: Record<string, () => Response>) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    // The panel's other sections, empty unless the test says otherwise.
    "GET /api/admin/licenses/pending": () => jsonResponse(200, []),
    "GET /api/admin/attorneys/approved": () => jsonResponse(200, []),
    "GET /api/admin/audit": () => jsonResponse(200, []),
    ...handlers,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<AdminPage />, { path: "/admin" }) };
}

describe("AdminPage", () => {
  it("counts pending applications and shows every field of each with Approve and Reject", async () => {
    renderAdmin({
      "GET /api/admin/attorneys/pending": () =>
        jsonResponse(200, [
          pending(1, {
            bprNumber: "BPR-77",
            specializations: "Evictions",
            practiceState: "CA",
            createdAt: "2024-02-10T12:00:00.000Z",
          }),
          pending(2),
        ]),
    });
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(document.getElementById("admin-stats")).toHaveTextContent("Pending Applications2");
    expect(document.getElementById("attorney-applications")).toContainElement(cards[0]!);
    const card = within(cards[0]!);
    expect(card.getByRole("heading", { name: "Atticus1 Finch" })).toBeInTheDocument();
    for (const text of [
      "jane@example.com",
      "TN-12345",
      "BPR-77",
      "California",
      "12",
      "Vanderbilt Law School",
      "2010",
      "Housing",
      "Evictions",
    ]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByText(/Applied Feb 10, 2024/)).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Approve Atticus1 Finch" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Reject Atticus1 Finch" })).toBeInTheDocument();
    expect(within(cards[1]!).getAllByText("Not provided")).toHaveLength(2);
  });

  it("approves with an empty object, toasts 'Attorney Approved' and removes the card", async () => {
    let approved = false;
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, approved ? [pending(2)] : [pending(1), pending(2)]),
      "POST /api/admin/attorneys/1/approve": () => {
        approved = true;
        return jsonResponse(200, { ...pending(1), isApproved: true, approvedAt: new Date().toISOString() });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    expect(await toastRegion().findByText("Attorney Approved")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/admin/attorneys/1/approve")).toEqual({});
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(document.getElementById("admin-stats")).toHaveTextContent("Pending Applications1");
  });

  it("rejects with DELETE, toasts 'Application Rejected' and shows the reviewed state when none remain", async () => {
    let rejected = false;
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, rejected ? [] : [pending(1)]),
      "DELETE /api/admin/attorneys/1/reject": () => {
        rejected = true;
        return jsonResponse(200, { id: 1, message: "Application rejected" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Reject Atticus1 Finch" }));
    // Asked once more, in a dialog (docs/decisions/025); Keep Application sends nothing.
    const dialog = await screen.findByRole("alertdialog", { name: "Reject Atticus1 Finch's application?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep Application" }));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/admin/attorneys/1/reject")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Reject Atticus1 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Reject Application" }));
    expect(await toastRegion().findByText("Application Rejected")).toBeInTheDocument();
    expect(await screen.findByText(/All applications have been reviewed/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/admin/attorneys/1/reject");
    expect(call?.[1]?.body).toBeUndefined();
  });

  it("sends the reviewer's note with the rejection, and keeps the dialog open on a refused note", async () => {
    let tries = 0;
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      "DELETE /api/admin/attorneys/1/reject": () =>
        ++tries === 1
          ? jsonResponse(400, {
              message: "Please keep the reason under 500 characters",
              errors: [{ path: "reason", message: "Please keep the reason under 500 characters" }],
            })
          : jsonResponse(200, { id: 1, message: "Application rejected" }),
    });
    await user.click(await screen.findByRole("button", { name: "Reject Atticus1 Finch" }));
    await user.type(await screen.findByLabelText("Note for the applicant (optional)"), "License not found");
    await user.click(screen.getByRole("button", { name: "Reject Application" }));
    expect(await screen.findByText("Please keep the reason under 500 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Note for the applicant (optional)")).toHaveValue("License not found");
    await user.click(screen.getByRole("button", { name: "Reject Application" }));
    expect(await toastRegion().findByText("Application Rejected")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/admin/attorneys/1/reject")).toEqual({ reason: "License not found" });
  });

  it("keeps the next card's buttons inert for a moment after a decision, so a second click cannot land on them", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1), pending(2)]),
      "POST /api/admin/attorneys/1/approve": () => jsonResponse(200, { ...pending(1), isApproved: true }),
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    await toastRegion().findByText("Attorney Approved");
    const list = screen.getAllByRole("article", { hidden: true })[0]!.closest("ul")!;
    expect(list).toHaveAttribute("inert");
    await waitFor(() => expect(list).not.toHaveAttribute("inert"), { timeout: 2000 });
  });

  it.each([
    ["Approve", "POST /api/admin/attorneys/1/approve", "Approval Failed"],
    ["Reject", "DELETE /api/admin/attorneys/1/reject", "Rejection Failed"],
  ])("shows '%s' failures with the server's message", async (action, key, title) => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      [key]: () => jsonResponse(409, { message: "This application has already been approved" }),
    });
    await user.click(await screen.findByRole("button", { name: `${action} Atticus1 Finch` }));
    if (action === "Reject") await user.click(await screen.findByRole("button", { name: "Reject Application" }));
    expect(await toastRegion().findByText(title)).toBeInTheDocument();
    expect(toastRegion().getByText("This application has already been approved")).toBeInTheDocument();
  });

  it("shows the empty state when every application has been reviewed", async () => {
    renderAdmin({ "GET /api/admin/attorneys/pending": () => jsonResponse(200, []) });
    expect(await screen.findByText(/All applications have been reviewed/)).toBeInTheDocument();
    expect(document.getElementById("admin-stats")).toHaveTextContent("Pending Applications0");
  });

  it("answers a 403 with a calm message instead of the panel", async () => {
    renderAdmin({ "GET /api/admin/attorneys/pending": () => jsonResponse(403, { message: "Forbidden" }) });
    expect(await screen.findByText("This panel is for administrators.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("on a 401 shows 'Unauthorized' and goes to /api/login", async () => {
    renderAdmin({ "GET /api/admin/attorneys/pending": () => jsonResponse(401, { message: "Unauthorized" }) });
    expect(await toastRegion().findByText("Unauthorized")).toBeInTheDocument();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"), { timeout: 2000 });
  });

  it("shows whether each applicant's e-mail is confirmed and holds Approve until it is, saying why", async () => {
    renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1), pending(2, { emailVerified: false })]),
    });
    const cards = await screen.findAllByRole("article");
    expect(within(cards[0]!).getByText("E-mail confirmed")).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("button", { name: "Approve Atticus1 Finch" })).toBeEnabled();
    const unconfirmed = within(cards[1]!);
    expect(unconfirmed.getByText("E-mail not confirmed")).toBeInTheDocument();
    const approve = unconfirmed.getByRole("button", { name: "Approve Atticus2 Finch" });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      expect.stringContaining("once the applicant has an account with this e-mail address"),
    );
    expect(unconfirmed.getByRole("button", { name: "Reject Atticus2 Finch" })).toBeEnabled();
  });

  it("lists approved attorneys and revokes one after asking once more", async () => {
    const approved = { ...attorneyProfile({ id: 9, firstName: "Portia", lastName: "Bell" }), duplicateLicense: false };
    let list = [approved];
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/approved": () => jsonResponse(200, list),
      "POST /api/admin/attorneys/9/revoke": () => {
        list = [];
        return jsonResponse(200, { ...approved, isApproved: false, approvedAt: null });
      },
    });
    const section = await screen.findByRole("region", { name: "Approved Attorneys" });
    await user.click(await within(section).findByRole("button", { name: "Revoke Portia Bell" }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/revoke"))).toBe(false);
    const ask = within(section).getByRole("group", { name: "Revoke Portia Bell?" });
    await user.click(within(ask).getByRole("button", { name: "Yes, revoke" }));
    expect(await toastRegion().findByText("Access Revoked")).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText("No attorneys are approved yet.")).toBeInTheDocument());
    expect(lastBody(fetchMock, "/api/admin/attorneys/9/revoke")).toEqual({});
  });

  it("lists added licenses beside the applications; Verify and Reject each send their call and take it off", async () => {
    const license = (id: number, state: string) => ({
      id,
      state,
      licenseNumber: `${state}-${id}`,
      status: "pending",
      verifiedAt: null,
      createdAt: "2026-11-20T12:00:00.000Z",
      attorney: { id: 9, firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
      duplicateLicense: false,
    });
    let pendingLicenses = [license(3, "CA"), license(4, "NY")];
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/licenses/pending": () => jsonResponse(200, pendingLicenses),
      "POST /api/admin/licenses/3/approve": () => {
        pendingLicenses = pendingLicenses.filter((l) => l.id !== 3);
        return jsonResponse(200, { ...license(3, "CA"), status: "verified" });
      },
      "DELETE /api/admin/licenses/4/reject": () => {
        pendingLicenses = pendingLicenses.filter((l) => l.id !== 4);
        return jsonResponse(200, { id: 4, message: "License rejected" });
      },
    });
    const section = await screen.findByRole("region", { name: "Added Licenses" });
    expect(await within(section).findByText("Grace Hopper: California")).toBeInTheDocument();
    expect(within(section).getByText(/License number CA-3/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Verify Grace Hopper's California license" }));
    expect(await toastRegion().findByText("License Verified")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Reject Grace Hopper's New York license" }));
    expect(await toastRegion().findByText("License Rejected")).toBeInTheDocument();
    expect(await within(section).findByText("No added licenses are waiting for verification.")).toBeInTheDocument();
    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(sent).toContain("POST /api/admin/licenses/3/approve");
    expect(sent).toContain("DELETE /api/admin/licenses/4/reject");
  });

  it("flags an application or an added license whose number another attorney has, and nothing else", async () => {
    const dup =
      "Another attorney has this license number in Tennessee. Check it with the state bar before you approve.";
    renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1, { duplicateLicense: true }), pending(2)]),
      "GET /api/admin/licenses/pending": () =>
        jsonResponse(200, [
          {
            id: 5,
            state: "TN",
            licenseNumber: "TN-12345",
            status: "pending",
            verifiedAt: null,
            createdAt: "2026-11-20T12:00:00.000Z",
            attorney: { id: 9, firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
            duplicateLicense: true,
          },
        ]),
    });
    const cards = await screen.findAllByRole("article");
    expect(within(cards[0]!).getByText(dup)).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(dup)).toBeNull();
    const licenses = await screen.findByRole("region", { name: "Added Licenses" });
    expect(await within(licenses).findByText(dup)).toBeInTheDocument();
  });
});

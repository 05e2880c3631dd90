import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { goTo } from "@/lib/browser";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { pending, renderAdmin, sent, undoWindowPasses } from "@/pages/admin.test-helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it("shows an application in Spanish, and holds a decided card as 'Aprobada · Deshacer' (docs/decisions/038)", async () => {
    showInSpanish();
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () =>
        jsonResponse(200, [
          pending(1, {
            bprNumber: null,
            emailVerified: false,
            addressConfirmed: false,
            duplicateLicense: true,
            createdAt: "2024-02-10T12:00:00.000Z",
          }),
        ]),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeInTheDocument();
    const card = within(await screen.findByRole("article"));
    expect(document.getElementById("admin-stats")).toHaveTextContent("Solicitudes pendientes1");
    for (const text of ["Número de licencia", "Estado donde ejerce", "Años de experiencia"]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getAllByText("No lo indicó").length).toBeGreaterThan(0);
    expect(card.getByText("Correo electrónico sin confirmar")).toBeInTheDocument();
    expect(card.getByText(/Solicitud del 10 de febrero de 2024/)).toBeInTheDocument();
    expect(card.getByText(/Otro abogado tiene este número de licencia en Tennessee\./)).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Aprobar a Atticus1 Finch" })).toBeDisabled();
    await user.click(card.getByRole("button", { name: "Rechazar a Atticus1 Finch" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¿Rechazar la solicitud de Atticus1 Finch?" });
    await user.click(within(dialog).getByRole("button", { name: "Rechazar la solicitud" }));
    const decided = await screen.findByRole("group", { name: "Rechazada: Atticus1 Finch" });
    expect(within(decided).getByRole("button", { name: "Deshacer: Rechazada Atticus1 Finch" })).toBeInTheDocument();
    expect(decided).toHaveTextContent("Atticus1 Finch. Esto se enviará en unos segundos, a menos que lo deshaga.");
  });

  it("approves after asking in the dialog, holds the card as 'Approved · Undo', then sends, toasts and removes it", async () => {
    let approved = false;
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, approved ? [pending(2)] : [pending(1), pending(2)]),
      "POST /api/admin/attorneys/1/approve": () => {
        approved = true;
        return jsonResponse(200, { ...pending(1), isApproved: true, approvedAt: new Date().toISOString() });
      },
    });
    const opener = await screen.findByRole("button", { name: "Approve Atticus1 Finch" });
    await user.click(opener);
    // The same dialog as every decision (docs/decisions/033): focus inside it, on the safe choice; Not Yet goes back.
    const dialog = await screen.findByRole("alertdialog", { name: "Approve Atticus1 Finch?" });
    expect(within(dialog).getByRole("button", { name: "Not Yet" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    // In place, with Undo, and nothing sent yet.
    const decided = await screen.findByRole("group", { name: "Approved: Atticus1 Finch" });
    await waitFor(() => expect(decided).toHaveFocus());
    expect(within(decided).getByRole("button", { name: "Undo: Approved Atticus1 Finch" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(sent(fetchMock, "/approve")).toBe(false);
    await undoWindowPasses();
    expect(await toastRegion().findByText("Attorney Approved")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/admin/attorneys/1/approve")).toEqual({});
    await waitFor(() => expect(screen.queryByRole("group", { name: "Approved: Atticus1 Finch" })).toBeNull());
    // The card is gone: focus is on the status line that says what was decided, not on the page.
    const status = screen.getByText("Attorney Approved: Atticus1 Finch.");
    await waitFor(() => expect(status).toHaveFocus());
    expect(document.getElementById("admin-stats")).toHaveTextContent("Pending Applications1");
  });

  it("sends a waiting approval at once when the page is left by a reload or a closed tab, and lets it outlive the page", async () => {
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      "POST /api/admin/attorneys/1/approve": () => jsonResponse(200, { ...pending(1), isApproved: true }),
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    await screen.findByRole("group", { name: "Approved: Atticus1 Finch" });
    expect(sent(fetchMock, "/approve")).toBe(false);
    // A reload or a closed tab unmounts nothing; the page is hidden, and then gone.
    act(() => void window.dispatchEvent(new Event("pagehide")));
    await waitFor(() => expect(sent(fetchMock, "/approve")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/approve"))!;
    expect(init).toMatchObject({ method: "POST", keepalive: true });
  });

  it("Undo takes the approval back before anything is sent, and focus returns to Approve", async () => {
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      "POST /api/admin/attorneys/1/approve": () => jsonResponse(200, { ...pending(1), isApproved: true }),
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    await user.click(await screen.findByRole("button", { name: "Undo: Approved Atticus1 Finch" }));
    const approve = await screen.findByRole("button", { name: "Approve Atticus1 Finch" });
    await waitFor(() => expect(approve).toHaveFocus());
    await undoWindowPasses();
    expect(sent(fetchMock, "/approve")).toBe(false);
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("offers no Undo once the approval is sent, and keeps focus on its card, never the page, until it is answered", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      // The server takes its time: the decision is on its way, and can no longer be taken back.
      "POST /api/admin/attorneys/1/approve": () => () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse(200, { ...pending(1), isApproved: true })), 2000),
        ),
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    const decided = await screen.findByRole("group", { name: "Approved: Atticus1 Finch" });
    const undo = within(decided).getByRole("button", { name: "Undo: Approved Atticus1 Finch" });
    act(() => undo.focus());
    await undoWindowPasses();
    expect(within(decided).queryByRole("button", { name: /Undo/ })).toBeNull();
    expect(decided).toHaveTextContent("Sending...");
    expect(decided).not.toHaveTextContent("unless you undo it");
    expect(decided).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await toastRegion().findByText("Attorney Approved")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Attorney Approved: Atticus1 Finch.")).toHaveFocus());
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
    expect(await screen.findByRole("group", { name: "Rejected: Atticus1 Finch" })).toBeInTheDocument();
    await undoWindowPasses();
    expect(await toastRegion().findByText("Application Rejected")).toBeInTheDocument();
    expect(await screen.findByText(/All applications have been reviewed/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/admin/attorneys/1/reject");
    expect(call?.[1]?.body).toBeUndefined();
  });

  it("sends the reviewer's note with the rejection, and keeps the dialog open on a note that is too long", async () => {
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      "DELETE /api/admin/attorneys/1/reject": () => jsonResponse(200, { id: 1, message: "Application rejected" }),
    });
    await user.click(await screen.findByRole("button", { name: "Reject Atticus1 Finch" }));
    const note = await screen.findByLabelText("Note for the applicant (optional)");
    await user.click(note);
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("button", { name: "Reject Application" }));
    expect(await screen.findByText("Please keep the reason to 500 characters or fewer")).toBeInTheDocument();
    await user.clear(note);
    await user.type(note, "License not found");
    await user.click(screen.getByRole("button", { name: "Reject Application" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Application Rejected")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/admin/attorneys/1/reject")).toEqual({ reason: "License not found" });
  });

  it("keeps the next card's buttons inert for a moment after a decision, so a second click cannot land on them", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1), pending(2)]),
      "POST /api/admin/attorneys/1/approve": () => jsonResponse(200, { ...pending(1), isApproved: true }),
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    await undoWindowPasses();
    await toastRegion().findByText("Attorney Approved");
    const list = screen.getAllByRole("article", { hidden: true })[0]!.closest("ul")!;
    expect(list).toHaveAttribute("inert");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(list).not.toHaveAttribute("inert"));
  });

  it("says an application approved meanwhile by another administrator is approved, not that approving failed", async () => {
    let approvedElsewhere = false;
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, approvedElsewhere ? [] : [pending(1)]),
      "POST /api/admin/attorneys/1/approve": () => {
        approvedElsewhere = true;
        return jsonResponse(409, { message: "This application has already been approved" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Approve Atticus1 Finch" }));
    await user.click(await screen.findByRole("button", { name: "Approve Application" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Another administrator had already approved Atticus1 Finch.")).toBeVisible();
    expect(toastRegion().queryByText("Approval Failed")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Attorney Approved: Atticus1 Finch.")).toHaveFocus());
  });

  it.each([
    ["Approve", "POST /api/admin/attorneys/1/approve", "Approval Failed"],
    ["Reject", "DELETE /api/admin/attorneys/1/reject", "Rejection Failed"],
  ])("shows '%s' failures with the server's message", async (action, key, title) => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      [key]: () => jsonResponse(503, { message: "The service is busy right now" }),
    });
    await user.click(await screen.findByRole("button", { name: `${action} Atticus1 Finch` }));
    await user.click(await screen.findByRole("button", { name: `${action} Application` }));
    await undoWindowPasses();
    expect(await toastRegion().findByText(title)).toBeInTheDocument();
    // The card comes back as it was, to be decided again.
    expect(await screen.findByRole("button", { name: `${action} Atticus1 Finch` })).toBeInTheDocument();
    expect(toastRegion().getByText("The service is busy right now")).toBeInTheDocument();
    // The status line, where focus went from the decided card, says what failed, not nothing or an older success.
    await waitFor(() => expect(screen.getByText(`${title}: Atticus1 Finch.`)).toHaveFocus());
  });

  it("opens the rejection again with the note that failed to go", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1)]),
      "DELETE /api/admin/attorneys/1/reject": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    await user.click(await screen.findByRole("button", { name: "Reject Atticus1 Finch" }));
    await user.type(await screen.findByLabelText("Note for the applicant (optional)"), "Please add your bar number.");
    await user.click(screen.getByRole("button", { name: "Reject Application" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Rejection Failed")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Reject Atticus1 Finch" }));
    expect(await screen.findByLabelText("Note for the applicant (optional)")).toHaveValue(
      "Please add your bar number.",
    );
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
      "GET /api/admin/attorneys/pending": () =>
        jsonResponse(200, [pending(1), pending(2, { emailVerified: false, addressConfirmed: false })]),
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
});

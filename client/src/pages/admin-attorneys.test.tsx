import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { addedLicense, pending, renderAdmin, sent, undoWindowPasses } from "@/pages/admin.test-helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The admin panel's attorneys and their licenses: the overview's count, revoking and reinstating, added licenses.
describe("AdminPage: attorneys and licenses", () => {
  it("shows a dash for the active attorneys when their list cannot be loaded", async () => {
    renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/approved": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    const stats = await screen.findByRole("region", { name: "Statistics" });
    await waitFor(() => expect(stats).toHaveTextContent("Active Attorneys—"));
    expect(await screen.findByText("We couldn't load the approved attorneys.")).toBeInTheDocument();
  });

  it("lists approved attorneys and revokes one through the dialog; the revoked list reinstates them", async () => {
    const approved = {
      ...attorneyProfile({ id: 9, firstName: "Portia", lastName: "Bell" }),
      duplicateLicense: false,
      addressConfirmed: true,
    };
    const revokedAt = "2026-11-20T12:00:00.000Z";
    let list = [approved];
    let revoked: ReviewedAttorneyDto[] = [];
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/approved": () => jsonResponse(200, list),
      "GET /api/admin/attorneys/revoked": () => jsonResponse(200, revoked),
      "POST /api/admin/attorneys/9/revoke": () => {
        list = [];
        revoked = [{ ...approved, isApproved: false, approvedAt: null, revokedAt }];
        return jsonResponse(200, revoked[0]);
      },
      "POST /api/admin/attorneys/9/reinstate": () => {
        list = [approved];
        revoked = [];
        return jsonResponse(200, approved);
      },
    });
    const section = await screen.findByRole("region", { name: "Approved Attorneys" });
    // The overview counts the active attorneys from the same list (the tour's admin step names both figures).
    const stats = screen.getByRole("region", { name: "Statistics" });
    await waitFor(() => expect(stats).toHaveTextContent("Active Attorneys1"));
    expect(stats).toHaveTextContent("Pending Applications0");
    await user.click(await within(section).findByRole("button", { name: "Revoke Portia Bell" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke access for Portia Bell?" });
    expect(within(dialog).getByRole("button", { name: "Keep Access" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Revoke Access" }));
    expect(await within(section).findByRole("group", { name: "Revoked: Portia Bell" })).toBeInTheDocument();
    expect(sent(fetchMock, "/revoke")).toBe(false);
    await undoWindowPasses();
    expect(await toastRegion().findByText("Access Revoked")).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText("No attorneys are approved yet.")).toBeInTheDocument());
    expect(stats).toHaveTextContent("Active Attorneys0");
    expect(lastBody(fetchMock, "/api/admin/attorneys/9/revoke")).toEqual({});

    const gone = screen.getByRole("region", { name: "Revoked Attorneys" });
    expect(await within(gone).findByText(/Revoked Nov 20, 2026/)).toBeInTheDocument();
    await user.click(within(gone).getByRole("button", { name: "Reinstate Portia Bell" }));
    await user.click(await screen.findByRole("button", { name: "Reinstate Access" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Access Reinstated")).toBeInTheDocument();
    await waitFor(() => expect(within(gone).getByText("No attorney's access has been revoked.")).toBeInTheDocument());
    expect(await within(section).findByRole("button", { name: "Revoke Portia Bell" })).toBeInTheDocument();
  });

  it("lists added licenses beside the applications; Verify and Reject each send their call and take it off", async () => {
    let pendingLicenses = [addedLicense(3, "CA"), addedLicense(4, "NY")];
    const { user, fetchMock } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/licenses/pending": () => jsonResponse(200, pendingLicenses),
      "POST /api/admin/licenses/3/approve": () => {
        pendingLicenses = pendingLicenses.filter((l) => l.id !== 3);
        return jsonResponse(200, { ...addedLicense(3, "CA"), status: "verified" });
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
    // Verify asks in the same dialog as every decision, then waits with Undo.
    await user.click(await screen.findByRole("button", { name: "Verify License" }));
    expect(
      await within(section).findByRole("group", { name: "Verified: Grace Hopper's California license" }),
    ).toBeInTheDocument();
    expect(sent(fetchMock, "/licenses/3/approve")).toBe(false);
    await undoWindowPasses();
    expect(await toastRegion().findByText("License Verified")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Reject Grace Hopper's New York license" }));
    await user.click(await screen.findByRole("button", { name: "Reject License" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("License Rejected")).toBeInTheDocument();
    expect(await within(section).findByText("No added licenses are waiting for verification.")).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls).toContain("POST /api/admin/licenses/3/approve");
    expect(calls).toContain("DELETE /api/admin/licenses/4/reject");
  });

  it("reads the added licenses again after a revocation and a reinstatement: they list only approved attorneys'", async () => {
    const approved = {
      ...attorneyProfile({ id: 9, firstName: "Grace", lastName: "Hopper" }),
      duplicateLicense: false,
      addressConfirmed: true,
    };
    const license = addedLicense(3, "CA");
    let isRevoked = false;
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/approved": () => jsonResponse(200, isRevoked ? [] : [approved]),
      "GET /api/admin/attorneys/revoked": () => jsonResponse(200, isRevoked ? [approved] : []),
      "GET /api/admin/licenses/pending": () => jsonResponse(200, isRevoked ? [] : [license]),
      "POST /api/admin/attorneys/9/revoke": () => {
        isRevoked = true;
        return jsonResponse(200, { ...approved, isApproved: false });
      },
      "POST /api/admin/attorneys/9/reinstate": () => {
        isRevoked = false;
        return jsonResponse(200, approved);
      },
    });
    const licenses = await screen.findByRole("region", { name: "Added Licenses" });
    expect(await within(licenses).findByText("Grace Hopper: California")).toBeInTheDocument();
    const approvedList = screen.getByRole("region", { name: "Approved Attorneys" });
    await user.click(await within(approvedList).findByRole("button", { name: "Revoke Grace Hopper" }));
    await user.click(await screen.findByRole("button", { name: "Revoke Access" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Access Revoked")).toBeInTheDocument();
    expect(await within(licenses).findByText("No added licenses are waiting for verification.")).toBeInTheDocument();

    const revokedList = screen.getByRole("region", { name: "Revoked Attorneys" });
    await user.click(await within(revokedList).findByRole("button", { name: "Reinstate Grace Hopper" }));
    await user.click(await screen.findByRole("button", { name: "Reinstate Access" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Access Reinstated")).toBeInTheDocument();
    expect(await within(licenses).findByText("Grace Hopper: California")).toBeInTheDocument();
  });

  it("flags an application or an added license whose number another attorney has, and nothing else", async () => {
    const dup =
      "Another attorney has this license number in Tennessee. Check it with the state bar before you approve.";
    renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, [pending(1, { duplicateLicense: true }), pending(2)]),
      "GET /api/admin/licenses/pending": () =>
        jsonResponse(200, [addedLicense(5, "TN", { licenseNumber: "TN-12345", duplicateLicense: true })]),
    });
    const cards = await screen.findAllByRole("article");
    expect(within(cards[0]!).getByText(dup)).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(dup)).toBeNull();
    const licenses = await screen.findByRole("region", { name: "Added Licenses" });
    expect(await within(licenses).findByText(dup)).toBeInTheDocument();
  });
});

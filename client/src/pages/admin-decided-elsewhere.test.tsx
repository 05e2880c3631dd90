import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { jsonResponse, toastRegion } from "@/test/render";
import { addedLicense, renderAdmin, undoWindowPasses } from "@/pages/admin.test-helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const portia = {
  ...attorneyProfile({ id: 9, firstName: "Portia", lastName: "Bell" }),
  duplicateLicense: false,
  addressConfirmed: true,
};

const license = addedLicense(3, "CA");

/** The panel with one added license, whose decision another admin (or the attorney) reached first. */
async function decideLicense(button: "Verify" | "Reject", call: string, status: 404 | 409) {
  let decided = false;
  const { user } = renderAdmin({
    "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
    "GET /api/admin/licenses/pending": () => jsonResponse(200, decided ? [] : [license]),
    [call]: () => {
      decided = true;
      return jsonResponse(status, {
        message: status === 409 ? "This license has already been verified" : "License not found",
      });
    },
  });
  const section = await screen.findByRole("region", { name: "Added Licenses" });
  await user.click(await within(section).findByRole("button", { name: `${button} Grace Hopper's California license` }));
  await user.click(await screen.findByRole("button", { name: `${button} License` }));
  await undoWindowPasses();
  expect(await within(section).findByText("No added licenses are waiting for verification.")).toBeVisible();
  return section;
}

// docs/ux.md: a decision another administrator made a moment before is reported as made, not as a failure to retry.
describe("AdminPage: decisions another administrator made first", () => {
  it("says a revocation made meanwhile is made, not that revoking failed", async () => {
    let revoked = false;
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/approved": () => jsonResponse(200, revoked ? [] : [portia]),
      "POST /api/admin/attorneys/9/revoke": () => {
        revoked = true;
        return jsonResponse(409, { message: "This attorney is not approved" });
      },
    });
    const section = await screen.findByRole("region", { name: "Approved Attorneys" });
    await user.click(await within(section).findByRole("button", { name: "Revoke Portia Bell" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke Access" }));
    await undoWindowPasses();
    expect(
      await toastRegion().findByText("Another administrator had already revoked Portia Bell's access."),
    ).toBeVisible();
    expect(toastRegion().queryByText("Revoke Failed")).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText("No attorneys are approved yet.")).toBeVisible());
    expect(screen.getByText("Access Revoked: Portia Bell.")).toBeInTheDocument();
  });

  it("says a reinstatement made meanwhile is made", async () => {
    let reinstated = false;
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      "GET /api/admin/attorneys/revoked": () =>
        jsonResponse(200, reinstated ? [] : [{ ...portia, isApproved: false, revokedAt: "2026-11-20T12:00:00.000Z" }]),
      "POST /api/admin/attorneys/9/reinstate": () => {
        reinstated = true;
        return jsonResponse(409, { message: "This attorney's access has not been revoked" });
      },
    });
    const section = await screen.findByRole("region", { name: "Revoked Attorneys" });
    await user.click(await within(section).findByRole("button", { name: "Reinstate Portia Bell" }));
    await user.click(await screen.findByRole("button", { name: "Reinstate Access" }));
    await undoWindowPasses();
    expect(await toastRegion().findByText("Another administrator had already reinstated Portia Bell.")).toBeVisible();
    expect(toastRegion().queryByText("Reinstate Failed")).not.toBeInTheDocument();
  });

  it("says a license verified meanwhile is verified", async () => {
    await decideLicense("Verify", "POST /api/admin/licenses/3/approve", 409);
    expect(
      await toastRegion().findByText("Another administrator had already verified Grace Hopper's California license."),
    ).toBeVisible();
    expect(toastRegion().queryByText("Verification Failed")).not.toBeInTheDocument();
  });

  it("says a license to verify that is gone was rejected or removed, not that verifying failed", async () => {
    await decideLicense("Verify", "POST /api/admin/licenses/3/approve", 404);
    expect(
      await toastRegion().findByText(
        "Grace Hopper's California license was rejected by another administrator or removed by the attorney.",
      ),
    ).toBeVisible();
    expect(screen.getByText("No Longer Waiting: Grace Hopper's California license.")).toBeInTheDocument();
  });

  it("says a license to reject that is gone had already been removed", async () => {
    await decideLicense("Reject", "DELETE /api/admin/licenses/3/reject", 404);
    expect(await toastRegion().findByText("Grace Hopper's California license had already been removed.")).toBeVisible();
    expect(toastRegion().queryByText("Rejection Failed")).not.toBeInTheDocument();
  });

  it("says a license to reject that another administrator verified stays verified", async () => {
    await decideLicense("Reject", "DELETE /api/admin/licenses/3/reject", 409);
    expect(
      await toastRegion().findByText(
        "Another administrator had already verified Grace Hopper's California license, so it stays.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Already Verified: Grace Hopper's California license.")).toBeInTheDocument();
  });
});

import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { renderAdmin } from "@/pages/admin.test-helpers";
import { jsonResponse, toastRegion } from "@/test/render";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const attorney = (id: number, firstName: string) => ({
  ...attorneyProfile({ id, firstName, lastName: "Bell" }),
  duplicateLicense: false,
  addressConfirmed: true,
});

// docs/decisions/033: each decision is sent after its moment of Undo, and each says how it ended, even when the admin
// decides on another attorney before the first one's answer is back.
describe("two decisions close together", () => {
  it("reports the first one's failure, and leaves neither card waiting for good", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/attorneys/approved": () => jsonResponse(200, [attorney(9, "Portia"), attorney(10, "Nerissa")]),
      "GET /api/admin/attorneys/pending": () => jsonResponse(200, []),
      // The first revocation is slow, then fails.
      "POST /api/admin/attorneys/9/revoke": () => () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse(503, { message: "Service unavailable" })), 1500),
        ),
      "POST /api/admin/attorneys/10/revoke": () => jsonResponse(200, attorney(10, "Nerissa")),
    });
    const section = await screen.findByRole("region", { name: "Approved Attorneys" });
    await user.click(await within(section).findByRole("button", { name: "Revoke Portia Bell" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke Access" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(await within(section).findByRole("button", { name: "Revoke Nerissa Bell" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke Access" }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(await toastRegion().findByText("Revoke Failed")).toBeInTheDocument();
    expect(section).not.toHaveTextContent("sent in a few seconds");
    // Portia's card is back with its button, for another try.
    expect(within(section).getByRole("button", { name: "Revoke Portia Bell" })).toBeInTheDocument();
  });
});

// The admin panel rendered with its sections' calls answered, shared by its tests (admin.test.tsx,
// admin-attorneys.test.tsx).
import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import type { PendingLicenseDto, ReviewedAttorneyDto } from "@shared/api/types";
import { UNDO_MS } from "@/config/timings";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { AdminPage } from "@/pages/admin";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

/** The moment of Undo passes (docs/decisions/033): the test moves the timers instead of waiting. */
export const undoWindowPasses = () => act(() => vi.advanceTimersByTimeAsync(UNDO_MS));

export const sent = (fetchMock: ReturnType<typeof mockFetch>, suffix: string) =>
  fetchMock.mock.calls.some(([url]) => String(url).endsWith(suffix));

export const pending = (id: number, overrides: Partial<ReviewedAttorneyDto> = {}): ReviewedAttorneyDto => ({
  ...attorneyProfile({ id, isApproved: false, approvedAt: null, firstName: `Atticus${id}`, lastName: "Finch" }),
  duplicateLicense: false,
  addressConfirmed: true,
  ...overrides,
});

/** A license Grace Hopper (attorney 9) added, waiting for an admin: `CA-3` for license 3 in California. */
export const addedLicense = (
  id: number,
  state: string,
  overrides: Partial<PendingLicenseDto> = {},
): PendingLicenseDto => ({
  id,
  state,
  licenseNumber: `${state}-${id}`,
  status: "pending",
  verifiedAt: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  attorney: { id: 9, firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
  duplicateLicense: false,
  ...overrides,
});

export function renderAdmin(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    // The panel's other sections, empty unless the test says otherwise.
    "GET /api/admin/licenses/pending": () => jsonResponse(200, []),
    "GET /api/admin/attorneys/approved": () => jsonResponse(200, []),
    "GET /api/admin/attorneys/revoked": () => jsonResponse(200, []),
    ...handlers,
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, fetchMock, ...renderWithApp(<AdminPage />, { path: "/admin" }) };
}

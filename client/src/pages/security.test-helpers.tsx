import userEvent from "@testing-library/user-event";
import type { PasskeyDto } from "@shared/api/types";
import { SecurityPage } from "@/pages/security";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

export const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(2, "0")}`);
export const SECRET = "JBSWY3DPEHPK3PXP";

/** The Sign-in and security screen of a signed-in admin, over this fetch table (passkeys listed as given). */
export function renderSecurity(handlers: Parameters<typeof mockFetch>[0], passkeys: PasskeyDto[] = []) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    "GET /api/auth/passkeys": () => jsonResponse(200, passkeys),
    ...handlers,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<SecurityPage />, { path: "/settings/security" }) };
}

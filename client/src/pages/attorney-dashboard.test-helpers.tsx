import { startOfLocalDay } from "@/features/attorneys/api/get-stats";
import { categoriesHandler } from "@/features/questions/testing";
import { AttorneyDashboardPage } from "@/pages/attorney-dashboard";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

/** The fetch table's key for today's figures, from the start of the attorney's local day. */
export const statsKey = () => `GET /api/attorney/stats?since=${encodeURIComponent(startOfLocalDay())}`;

/** The attorney dashboard of a signed-in attorney; its other panels are empty unless the table says otherwise. */
export function renderDashboard(handlers: Record<string, () => Response | (() => Promise<Response>)>) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    // The dashboard's other panels, empty unless the test says otherwise.
    "GET /api/attorney/licenses": () => jsonResponse(200, []),
    "GET /api/attorney/claimed-questions": () => jsonResponse(200, []),
    "GET /api/attorney/notifications": () =>
      jsonResponse(200, { frequency: "daily", categoryIds: [], lastSentAt: null }),
    "GET /api/attorney/languages": () => jsonResponse(200, { languages: ["en"] }),
    ...categoriesHandler,
    [statsKey()]: () =>
      jsonResponse(200, { answeredToday: 0, answeredTotal: 0, claimedNow: 0, averageClaimToAnswerMs: null }),
    ...handlers,
  });
  return { fetchMock, ...renderWithApp(<AttorneyDashboardPage />, { path: "/attorney" }) };
}

// The Question Queue page rendered against a mocked API, for the page's tests: an approved attorney signed in,
// the categories loaded, and whatever else the test's handlers answer.
import userEvent from "@testing-library/user-event";
import type { QuestionDto } from "@shared/api/types";
import { attorneyProfile, categories, queueItem } from "@/features/queue/testing/fixtures";
import { QuestionQueuePage } from "@/pages/question-queue";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

export type Handlers = Parameters<typeof mockFetch>[0];

export function renderQueue(handlers: Handlers, path = "/question-queue") {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    "GET /api/categories": () => jsonResponse(200, categories),
    "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
    // What the page loads beside the queue: the state filter's licenses, and the claims a claim refreshes.
    "GET /api/attorney/licenses": () => jsonResponse(200, []),
    "GET /api/attorney/claimed-questions": () => jsonResponse(200, []),
    ...handlers,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<QuestionQueuePage />, { path }) };
}

/** What the server answers to a claim of question `id`. */
export const claimResponse = (id: number): QuestionDto => ({
  ...queueItem(id),
  status: "claimed",
  updatedAt: new Date().toISOString(),
  claimedAt: new Date().toISOString(),
  answeredAt: null,
});

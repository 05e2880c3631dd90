// The claimed-questions screen rendered for an approved attorney with its calls answered, shared by its tests
// (claimed-questions.test.tsx, claimed-questions-older.test.tsx).
import userEvent from "@testing-library/user-event";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { ClaimedQuestionsPage } from "@/pages/claimed-questions";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

export const ANSWER = "A landlord must return the deposit within 30 days and list any deductions in writing.";

type Handlers = Parameters<typeof mockFetch>[0];

/** What the server answers to an accepted answer of ANSWER (201). */
export const answerAccepted = () =>
  jsonResponse(201, { id: 9, content: ANSWER, includeDisclaimer: true, createdAt: new Date().toISOString() });

export function renderClaimed(handlers: Handlers, path = "/attorney/claimed-questions") {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
    ...handlers,
  });
  const user = userEvent.setup();
  // Inside <main>, as the app's shell puts every page: focus moves to "the page's heading" there (lib/focus.ts).
  return {
    user,
    fetchMock,
    ...renderWithApp(
      <main>
        <ClaimedQuestionsPage />
      </main>,
      { path },
    ),
  };
}

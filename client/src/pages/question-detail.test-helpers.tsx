// The question detail screen rendered for its asker with its calls answered, shared by its tests
// (question-detail.test.tsx, question-detail-actions.test.tsx).
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import type { QuestionDetailDto } from "@shared/api/types";
import { expectationHandlers, expectationOf } from "@/features/questions/testing";
import { QuestionDetailPage } from "@/pages/question-detail";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

export const ANSWER = {
  id: 3,
  content: "Your landlord must return the deposit within 30 days or list the deductions in writing.",
  includeDisclaimer: true,
  createdAt: "2026-11-22T12:00:00.000Z",
};

export function renderDetail(
  question: QuestionDetailDto | null,
  handlers: Parameters<typeof mockFetch>[0] = {},
  path = "/question/1",
) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    "GET /api/questions/1": () =>
      question ? jsonResponse(200, question) : jsonResponse(404, { message: "Question not found" }),
    // What to expect in the state of a waiting question: volunteers there, unless a test says otherwise.
    ...expectationHandlers(expectationOf("PA")),
    ...handlers,
  });
  const view = renderWithApp(
    <>
      <Route path="/question/:id" component={QuestionDetailPage} />
      <Route path="/questions/:id" component={QuestionDetailPage} />
    </>,
    { path },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

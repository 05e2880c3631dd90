// Builders and stubs for this feature's component tests (not shipped: only test files import it).
import type { CategoryDto, ExpectationDto, QuestionDetailDto, UserQuestionDto } from "@shared/api/types";
import { LANGUAGES } from "@shared/languages";
import { jsonResponse } from "@/test/render";

export const CATEGORIES: CategoryDto[] = [
  { id: 1, name: "General", slug: "general", description: null },
  { id: 2, name: "Family Law", slug: "family", description: null },
];

export const categoriesHandler = { "GET /api/categories": () => jsonResponse(200, CATEGORIES) };

// Midday UTC, so the readable date is the same in every time zone a test may run in.
/** What to expect in a state (GET /api/outcomes/expectation), answered for the states the form tests choose. */
export const expectationOf = (state: string, over: Partial<ExpectationDto> = {}): ExpectationDto => ({
  state,
  sample: 120,
  answeredShare: 0.8,
  medianDaysToAnswer: 1.6,
  volunteers: 12,
  resources: [{ name: `Legal Aid of ${state}`, url: `https://legal-aid.example/${state.toLowerCase()}` }],
  ...over,
});
/** The same answer for a question in either language (the form asks for the one it will be in). */
export const expectationHandlers = (...states: ExpectationDto[]) =>
  Object.fromEntries(
    states.flatMap((e) =>
      LANGUAGES.map((language) => [
        `GET /api/outcomes/expectation?state=${e.state}&language=${language}`,
        () => jsonResponse(200, e),
      ]),
    ),
  ) as Record<string, () => Response>;

export const NOV_21 = "2026-11-21T12:00:00.000Z";

export function buildUserQuestion(overrides: Partial<UserQuestionDto> = {}): UserQuestionDto {
  return {
    id: 1,
    title: "Can my landlord keep my deposit?",
    content: "I moved out two months ago and my landlord has not returned my security deposit or said why.",
    status: "pending",
    categoryId: 1,
    categoryName: "General",
    state: null,
    deadline: null,
    deadlineType: null,
    isAnonymous: false,
    createdAt: NOV_21,
    updatedAt: NOV_21,
    claimedAt: null,
    answeredAt: null,
    ...overrides,
  };
}

export function buildQuestionDetail(overrides: Partial<QuestionDetailDto> = {}): QuestionDetailDto {
  return {
    ...buildUserQuestion(),
    asker: null,
    answer: null,
    followUps: [],
    isYours: true,
    isYourClaim: false,
    answererGone: false,
    claimExpiresAt: null,
    claimer: null,
    state: null,
    deadline: null,
    deadlineType: null,
    opposingParties: [],
    safetyConcern: false,
    language: "en",
    ...overrides,
  };
}

/** "METHOD /url" of every fetch call, in order. */
export function calls(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }): string[] {
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
}

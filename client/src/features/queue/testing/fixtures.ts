// Response bodies for the attorney screens' tests, shaped like the API's (docs/architecture.md).
import type {
  AttorneyProfileDto,
  CategoryDto,
  ClaimedQuestionDto,
  QuestionDetailDto,
  QueueItemDto,
} from "@shared/api/types";

export const attorneyProfile = (overrides: Partial<AttorneyProfileDto> = {}): AttorneyProfileDto => ({
  id: 3,
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  licenseNumber: "TN-12345",
  bprNumber: null,
  practiceState: "TN",
  yearsExperience: 12,
  lawSchool: "Vanderbilt Law School",
  graduationYear: 2010,
  practiceAreas: "Housing",
  specializations: null,
  isApproved: true,
  emailVerified: true,
  approvedAt: "2024-01-02T00:00:00.000Z",
  revokedAt: null,
  createdAt: "2024-01-01T00:00:00.000Z",
  ...overrides,
});

export const categories: CategoryDto[] = [
  { id: 1, name: "General", slug: "general", description: null },
  { id: 2, name: "Family Law", slug: "family", description: null },
  { id: 5, name: "Housing & Tenant Rights", slug: "housing", description: null },
];

const withLength = (content: string) => ({ content, contentLength: [...content].length });

/** A queue item; its `contentLength` is its text's unless the overrides say otherwise (a preview's card). */
export const queueItem = (id: number, overrides: Partial<QueueItemDto> = {}): QueueItemDto => ({
  id,
  title: `Question number ${id} about my lease`,
  ...withLength(overrides.content ?? `My landlord kept my deposit after I moved out. What can I do? (${id})`),
  categoryId: 5,
  isAnonymous: false,
  createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  state: null,
  deadline: null,
  deadlineType: null,
  opposingParties: [],
  safetyConcern: false,
  language: "en",
  possibleConflict: false,
  ...overrides,
});

export const claimedQuestion = (id: number, overrides: Partial<ClaimedQuestionDto> = {}): ClaimedQuestionDto => ({
  id,
  title: `Question number ${id} about my lease`,
  content: `My landlord kept my deposit after I moved out. What can I do? (${id})`,
  status: "claimed",
  claimedAt: "2024-03-01T12:00:00.000Z",
  claimExpiresAt: "2024-03-04T12:00:00.000Z",
  answeredAt: null,
  language: "en",
  ...overrides,
});

/** The detail of one of the attorney's claims, as the claiming attorney reads it. */
export const questionDetail = (id: number, overrides: Partial<QuestionDetailDto> = {}): QuestionDetailDto => ({
  ...claimedQuestion(id, { claimedAt: "2024-01-15T12:00:00.000Z", claimExpiresAt: "2024-01-18T12:00:00.000Z" }),
  categoryId: 5,
  categoryName: "Housing & Tenant Rights",
  isYours: false,
  isYourClaim: true,
  answererGone: false,
  state: null,
  deadline: null,
  deadlineType: null,
  opposingParties: [],
  safetyConcern: false,
  language: "en",
  isAnonymous: false,
  createdAt: "2024-01-14T12:00:00.000Z",
  updatedAt: "2024-01-15T12:00:00.000Z",
  asker: { firstName: "Priya", lastName: "Askwell" },
  claimer: null,
  answer: null,
  followUps: [],
  ...overrides,
});

// The only shapes of questions that leave this module (docs/architecture.md). Built field by field so that
// no user id (userId, claimedBy, attorneyId) or e-mail can leak by accident.
import type {
  AnswerDto,
  CategoryDto,
  FollowUpDto,
  LegalAidResourceDto,
  QuestionDetailDto,
  QuestionDto,
} from "@shared/api/types";
import type { Answer, Category, FollowUp, Question } from "@shared/schema";
import type { QuestionForDetail } from "./questions.repo";

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The one answer for a question that does not exist or that the caller may not see (never 403: no probing). */
export const QUESTION_NOT_FOUND = "Question not found";

type QuestionFields = Pick<
  Question,
  | "id"
  | "title"
  | "content"
  | "status"
  | "categoryId"
  | "isAnonymous"
  | "createdAt"
  | "updatedAt"
  | "claimedAt"
  | "answeredAt"
>;

export const toCategoryDto = (c: Category): CategoryDto => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
});

export const toQuestionDto = (q: QuestionFields): QuestionDto => ({
  id: q.id,
  title: q.title,
  content: q.content,
  status: q.status,
  categoryId: q.categoryId,
  isAnonymous: q.isAnonymous,
  createdAt: q.createdAt.toISOString(),
  updatedAt: q.updatedAt.toISOString(),
  claimedAt: iso(q.claimedAt),
  answeredAt: iso(q.answeredAt),
});

export const toAnswerDto = (a: Pick<Answer, "id" | "content" | "includeDisclaimer" | "createdAt">): AnswerDto => ({
  id: a.id,
  content: a.content,
  includeDisclaimer: a.includeDisclaimer,
  createdAt: a.createdAt.toISOString(),
});

/** The author is told by role in the conversation, never by id: the asker, or else the claiming attorney. */
export const toFollowUpDto = (f: FollowUp, askerId: string): FollowUpDto => ({
  id: f.id,
  content: f.content,
  createdAt: f.createdAt.toISOString(),
  author: f.userId === askerId ? "asker" : "attorney",
});

/**
 * The detail as this caller may see it. Without `conversation` (an attorney browsing a pending question) it carries
 * what the queue shows and nothing of what was said under an earlier claim: no answer, no follow-ups, no claim times,
 * and `updatedAt` is the time it was asked.
 */
export function toQuestionDetailDto(
  q: QuestionForDetail,
  opts: {
    conversation: boolean;
    showAskerName: boolean;
    isYours: boolean;
    isYourClaim: boolean;
    answererGone: boolean;
    showHold: boolean;
    showClaimer: boolean;
    resources?: LegalAidResourceDto[];
  },
): QuestionDetailDto {
  const base = toQuestionDto(q);
  return {
    claimExpiresAt: opts.showHold ? iso(q.claimExpiresAt) : null,
    claimer: opts.showClaimer && q.status === "claimed" ? q.claimer : null,
    ...(opts.resources ? { resources: opts.resources } : {}),
    ...(opts.conversation ? base : { ...base, updatedAt: base.createdAt, claimedAt: null, answeredAt: null }),
    categoryName: q.categoryName,
    isYours: opts.isYours,
    isYourClaim: opts.isYourClaim,
    answererGone: opts.answererGone,
    asker: opts.showAskerName ? { firstName: q.askerFirstName, lastName: q.askerLastName } : null,
    answer: opts.conversation && q.answer ? toAnswerDto(q.answer) : null,
    followUps: opts.conversation ? q.followUps.map((f) => toFollowUpDto(f, q.userId)) : [],
    ...toTriageFields(q),
  };
}

/** Where, how soon and for whom a question is (section 9): the same fields on the detail and the queue's card. */
export const toTriageFields = (
  q: Pick<Question, "state" | "deadline" | "deadlineType" | "opposingParties" | "safetyConcern" | "language">,
) => ({
  state: q.state,
  deadline: q.deadline,
  deadlineType: q.deadlineType,
  opposingParties: q.opposingParties,
  safetyConcern: q.safetyConcern,
  language: q.language,
});

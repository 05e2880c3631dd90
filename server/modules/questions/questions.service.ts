import type { CategoryDto, FollowUpDto, QuestionDetailDto, QuestionDto, UserQuestionDto } from "@shared/api/types";
import { listLegalAidResources } from "../../db/legal-aid";
import type { HelpfulAnswer, Question } from "@shared/schema";
import type { Db } from "../../db";
import { triageProblems, type FollowUpInput, type QuestionInput } from "@shared/validators";
import {
  canAddFollowUp,
  canAskQuestion,
  canReadConversation,
  canSeeAskerName,
  canSeeHold,
  canSeeClaimingAttorney,
  canViewQuestion,
  isAsker,
  isClaimingAttorney,
  waitsForSecondFactor,
  type Actor,
} from "../../auth/policies";
import { ANSWERER_GONE, TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import { withTransaction } from "../../db";
import * as conflicts from "../conflicts/conflicts.repo";
import { recordAudit } from "../audit/audit.repo";
import { recordHelpful } from "../outcomes/outcomes.repo";
import type { ViewLog } from "../audit/view-log";
import { followUpForAskerMail, followUpForAttorneyMail, questionWithdrawnMail } from "../mail/templates";
import { findContact, isApprovedNow } from "../queue/queue.repo";
import { paths, questionPath } from "@shared/paths";
import { canMoveFrom, MOVES, refusal } from "@shared/question-life";
import type { AppContext } from "../../context";
import type { JsonText } from "../../db/json";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import * as dto from "./questions.dto";
import * as repo from "./questions.repo";

type Ctx = Pick<AppContext, "database" | "config" | "clock" | "mailer">;

export const TERMS_NOT_ACCEPTED = "Terms must be accepted first";
export const NOT_YOUR_QUESTION = "Only the person who asked this question can do that";
const CATEGORY_MESSAGE = "Please select a category";
const DAY_MS = 24 * 60 * 60 * 1000;
export const tooManyQuestions = (limit: number) =>
  `You have asked ${limit} questions in the last 24 hours, which is the most we take from one account. Please wait a while before asking another.`;

export async function listCategories(ctx: Ctx): Promise<CategoryDto[]> {
  return (await repo.listCategories(ctx.database.db)).map(dto.toCategoryDto);
}

export async function acceptTerms(ctx: Ctx, actor: Actor): Promise<{ termsAcceptedAt: string }> {
  const now = ctx.clock.now();
  const at = await repo.acceptTerms(ctx.database.db, actor.user.id, now);
  // The row exists (the session was loaded from it), so the coalesce never yields null.
  return { termsAcceptedAt: (at ?? now).toISOString() };
}

/** The asker is the session's user; a userId in the input is ignored. */
/** A send of the same words this soon after the first is the same send again (docs/decisions/005). */
const RESEND_WINDOW_MS = 10 * 60 * 1000;
const sinceResend = (now: Date) => new Date(now.getTime() - RESEND_WINDOW_MS);

export async function submitQuestion(ctx: Ctx, actor: Actor, input: QuestionInput): Promise<QuestionDto> {
  if (!canAskQuestion(actor)) throw forbidden(TERMS_NOT_ACCEPTED);
  // Questions per account per day (docs/decisions/014), counted from the rows themselves over the last 24
  // hours, so it holds across processes and restarts. Two submits racing at the limit may both pass: one extra
  // question, never a lost one.
  const now = ctx.clock.now();
  const limit = ctx.config.rateLimits.questionsPerDay;
  if ((await repo.countQuestionsSince(ctx.database.db, actor.user.id, new Date(now.getTime() - DAY_MS))) >= limit) {
    throw new HttpError(429, tooManyQuestions(limit));
  }
  const problems = triageProblems(input, now);
  if (problems[0]) throw badRequest(problems[0].message, problems);
  try {
    // The question and its parties' conflict flags (docs/decisions/018) are stored together.
    const question = await withTransaction(ctx.database, async (tx) => {
      const values = {
        createdAt: now,
        userId: actor.user.id,
        categoryId: input.categoryId,
        title: input.title,
        content: input.content,
        isAnonymous: input.isAnonymous,
        state: input.state,
        deadline: input.deadline,
        deadlineType: input.deadlineType,
        opposingParties: input.opposingParties,
        safetyConcern: input.safetyConcern,
        language: input.language ?? actor.user.locale,
      };
      // Sent twice (a double press, or again after a lost answer): the question already stored, not a second one.
      const same = await repo.findSameQuestion(tx.db, values, sinceResend(now));
      if (same) return same;
      const row = await repo.insertQuestion(tx.db, { ...values, updatedAt: now });
      await conflicts.recordParties(tx.db, row.id, input.opposingParties);
      return row;
    });
    return dto.toQuestionDto(question);
  } catch (err) {
    if (violates(err, repo.CATEGORY_FK)) {
      throw badRequest(CATEGORY_MESSAGE, [{ path: "categoryId", message: CATEGORY_MESSAGE }]);
    }
    throw err;
  }
}

export function listOwnQuestions(ctx: Ctx, actor: Actor): Promise<JsonText<UserQuestionDto[]>> {
  return repo.listQuestionsOfUser(ctx.database.plannedOnceDb, actor.user.id);
}

/** Whether the attorney who holds or answered the question can still read what its asker writes. */
const answererReads = async (db: Db, q: Pick<Question, "claimedBy">): Promise<boolean> =>
  q.claimedBy !== null && (await isApprovedNow(db, q.claimedBy));

/**
 * 404 both when the question is missing and when the caller may not see it (policies.ts canViewQuestion): existence
 * is never revealed. An attorney browsing a pending question gets what the queue shows, not the conversation.
 */
export async function getQuestion(ctx: Ctx, actor: Actor, id: number, views: ViewLog): Promise<QuestionDetailDto> {
  const question = await repo.findQuestionForDetail(ctx.database.plannedOnceDb, id, actor.user.id);
  if (!question) throw notFound(dto.QUESTION_NOT_FOUND);
  // An admin or attorney whose powers wait for a second factor is told so rather than shown a 404 (docs/decisions/031).
  if (waitsForSecondFactor(actor, (a) => canViewQuestion(a, question))) throw forbidden(TWO_FACTOR_REQUIRED);
  if (!canViewQuestion(actor, question)) throw notFound(dto.QUESTION_NOT_FOUND);
  // Every read by anyone but the asker is on the record (docs/decisions/022), written after the response.
  if (!isAsker(actor, question)) {
    views.record({
      action: "question.viewed",
      at: ctx.clock.now(),
      actorId: actor.user.id,
      questionId: question.id,
      subjectUserId: question.userId,
    });
  }
  return dto.toQuestionDetailDto(question, {
    conversation: canReadConversation(actor, question),
    showAskerName: canSeeAskerName(actor, question),
    isYours: isAsker(actor, question),
    isYourClaim: isClaimingAttorney(actor, question),
    answererGone: isAsker(actor, question) && question.status === "answered" && !question.holderApproved,
    showHold: canSeeHold(actor, question),
    showClaimer: canSeeClaimingAttorney(actor),
    resources: question.status === "expired" ? await listLegalAidResources(ctx.database.db, question.state) : undefined,
  });
}

/**
 * Only the asker and the claiming attorney take part; anyone else (even a viewer such as an admin or a
 * browsing attorney) gets the same 404 as for a missing question. The question is locked while the follow-up
 * is stored, so a release that makes it pending again cannot slip in between the check and the insert.
 * The other side is told by e-mail in the same transaction (docs/decisions/020), with a link and no text.
 */
export async function addFollowUp(ctx: Ctx, actor: Actor, input: FollowUpInput): Promise<FollowUpDto> {
  const { followUp, question } = await withTransaction(ctx.database, async (tx) => {
    const question = await repo.lockQuestion(tx.db, input.questionId, actor.user.id);
    // The claiming attorney whose powers wait for a second factor is told so (docs/decisions/031), not "not found".
    if (question && waitsForSecondFactor(actor, (a) => canAddFollowUp(a, question)))
      throw forbidden(TWO_FACTOR_REQUIRED);
    if (!question || !canAddFollowUp(actor, question)) throw notFound(dto.QUESTION_NOT_FOUND);
    if (!canMoveFrom("followUp", question.status)) throw conflict(refusal("followUp", question.status));
    const fromAsker = isAsker(actor, question);
    // A follow-up the attorney who answered can no longer read (their account ended, or their approval) would wait
    // for nobody (docs/decisions/058).
    if (fromAsker && !(await answererReads(tx.db, question))) throw conflict(ANSWERER_GONE);
    // Sent twice (two tabs, a double press): the follow-up already stored, and no second e-mail.
    const sent = { questionId: question.id, userId: actor.user.id, content: input.content };
    const same = await repo.findSameFollowUp(tx.db, sent, sinceResend(ctx.clock.now()));
    if (same) return { followUp: same, question };
    const followUp = await repo.insertFollowUp(
      tx.db,
      { questionId: question.id, userId: actor.user.id, content: input.content },
      ctx.clock.now(),
    );
    await recordAudit(tx.db, {
      action: "followup.created",
      at: followUp.createdAt,
      actorId: actor.user.id,
      questionId: question.id,
      subjectUserId: question.userId,
    });
    // The other side: the attorney, who may read it (checked above), or the asker.
    const toUserId = fromAsker ? question.claimedBy : question.userId;
    const to = toUserId === null ? undefined : await findContact(tx.db, toUserId);
    if (to) {
      const link = `${ctx.config.appOrigin}${questionPath(question.id)}`;
      await ctx.mailer.send(fromAsker ? followUpForAttorneyMail(to, link) : followUpForAskerMail(to, link), tx);
    }
    return { followUp, question };
  });
  return dto.toFollowUpDto(followUp, question.userId);
}

/**
 * The asker withdraws a pending or claimed question (a claim on it ends and the attorney is told) or closes an
 * answered one (docs/decisions/020). 404 to a caller who may not see it, 403 to one who may see it but did not
 * ask it, 409 in any other status. One transaction with the question locked, so a claim or an answer in flight
 * either lands first or finds the question gone.
 */
export async function changeAskerStatus(
  ctx: Ctx,
  actor: Actor,
  id: number,
  move: "withdraw" | "close",
  helpful?: HelpfulAnswer,
): Promise<QuestionDto> {
  const to = MOVES[move].to;
  const updated = await withTransaction(ctx.database, async (tx) => {
    const question = await repo.lockQuestion(tx.db, id, actor.user.id);
    if (!question || !canViewQuestion(actor, question)) throw notFound(dto.QUESTION_NOT_FOUND);
    if (!isAsker(actor, question)) throw forbidden(NOT_YOUR_QUESTION);
    if (!canMoveFrom(move, question.status)) throw conflict(refusal(move, question.status));
    const now = ctx.clock.now();
    const row = await repo.setAskerStatus(tx.db, id, to, now);
    // Stored on the anonymous outcome row only, never shown to the attorney (docs/decisions/029).
    if (to === "closed" && helpful) await recordHelpful(tx.db, id, helpful);
    await recordAudit(tx.db, {
      action: `question.${to}`,
      at: now,
      actorId: actor.user.id,
      questionId: id,
      subjectUserId: question.userId,
    });
    const attorney =
      to === "withdrawn" && question.claimedBy ? await findContact(tx.db, question.claimedBy) : undefined;
    if (attorney)
      await ctx.mailer.send(questionWithdrawnMail(attorney, `${ctx.config.appOrigin}${paths.claimedQuestions}`), tx);
    return row;
  });
  return dto.toQuestionDto(updated);
}

/** A Postgres constraint violation, as thrown by pg or wrapped by drizzle (DrizzleQueryError.cause). */
function violates(err: unknown, constraint: string): boolean {
  for (let e = err as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint === constraint) return true;
  }
  return false;
}

import type {
  AnswerDto,
  AttorneyStatsDto,
  ClaimedQuestionDto,
  ClaimResultDto,
  QuestionDto,
  QueueItemDto,
} from "@shared/api/types";
import { QUESTION_NOT_FOUND, toAnswerDto, toQuestionDto } from "../questions/questions.dto";
import {
  INVALID_CURSOR,
  walkCutoff,
  type ReleaseInput,
  type AnswerInput,
  type ClaimedQuery,
  type QueueQuery,
} from "@shared/validators";
import {
  canAnswerQuestion,
  canClaimQuestion,
  canReleaseClaim,
  canViewQuestion,
  isApprovedAttorney,
  type Actor,
} from "../../auth/policies";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import type { JsonText } from "../../db/json";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { claimReleasedByAdminMail, questionAnsweredMail } from "../mail/templates";
import { listQueue } from "./queue-page.repo";
import * as repo from "./queue.repo";
import * as releases from "./releases.repo";
import { recordAudit } from "../audit/audit.repo";
import { holdsVerifiedLicense } from "../licenses/licenses.repo";
import { paths, questionPath } from "@shared/paths";
import { HOLD_RAN_OUT, POSSIBLE_CONFLICT } from "@shared/api/messages";
import { canMoveFrom, refusal } from "@shared/question-life";
import { STATS_SINCE_MESSAGE } from "@shared/validators";

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock">;

export const OWN_QUESTION = "You cannot claim your own question";
export const NOT_CLAIMER = "Only the attorney who claimed this question can answer it";
export const NOT_YOUR_STATE = "You hold no verified license in this state";
export const NOT_YOUR_CLAIM = "Only the attorney who claimed this question can release it";

/** A page of the queue, and the cutoff it was read with, which the walk's next page asks for (walkCutoff). */
export async function browse(
  ctx: Ctx,
  actor: Actor,
  { cutoff: asked, ...query }: QueueQuery,
): Promise<{ page: JsonText<QueueItemDto[]>; cutoff: string }> {
  const db = ctx.database.db;
  const cutoff = walkCutoff(asked, ctx.clock.now());
  const page = await listQueue(ctx.database, { attorneyUserId: actor.user.id, ...query, soonCutoff: cutoff });
  // A state filter names one of the attorney's own states; an empty page is where we look which it was.
  if (page === "[]" && query.state && !(await holdsVerifiedLicense(db, actor.user.id, query.state))) {
    throw badRequest(NOT_YOUR_STATE, [{ path: "state", message: NOT_YOUR_STATE }]);
  }
  return { page, cutoff };
}

export async function claim(
  ctx: Ctx,
  actor: Actor,
  questionId: number,
  body: { confirmNoConflict: boolean },
): Promise<ClaimResultDto> {
  const db = ctx.database.db;
  const row = await repo.claimQuestion(db, questionId, actor.user.id, {
    ...body,
    now: ctx.clock.now(),
    holdMs: ctx.config.life.claimHoldMs,
  });
  if (row)
    return { ...toQuestionDto(row), claimExpiresAt: row.claimExpiresAt?.toISOString() ?? null, language: row.language };
  // The claim did not happen; only now look at the row, to say why. An approval revoked since the request began is
  // refused as the policy refuses it. A question outside the attorney's reach (another state's, or one they gave back)
  // does not exist for them (auth/visibility.ts).
  if (!(await repo.isApprovedNow(db, actor.user.id))) throw forbidden();
  const q = await repo.findQuestionRef(db, questionId, actor.user.id);
  if (!q) throw notFound(QUESTION_NOT_FOUND);
  if (!canClaimQuestion(actor, q)) throw forbidden(OWN_QUESTION);
  if (!q.inReachOfYou) throw notFound(QUESTION_NOT_FOUND);
  if (q.openToYou && !body.confirmNoConflict && (await repo.isFlaggedFor(db, questionId, actor.user.id))) {
    throw conflict(POSSIBLE_CONFLICT);
  }
  throw conflict(refusal("claim", q.status));
}

/**
 * The claiming attorney gives the question back (docs/decisions/020): 200 with the question as it now is
 * (pending); 404 when the caller may not see it, 403 when they may see it but it is not their claim, 409 when it
 * is not claimed.
 */
export async function release(ctx: Ctx, actor: Actor, questionId: number, input: ReleaseInput): Promise<QuestionDto> {
  const done = await withTransaction(ctx.database, (tx) =>
    releases.releaseClaim(tx.db, questionId, {
      claimer: actor.user.id,
      actorId: actor.user.id,
      reason: input.reason,
      now: ctx.clock.now(),
    }),
  );
  if (done) return toQuestionDto(done.question);
  const q = await repo.findQuestionRef(ctx.database.db, questionId, actor.user.id);
  if (!q || !canViewQuestion(actor, q)) throw notFound(QUESTION_NOT_FOUND);
  // Only an attorney holds claims: anyone else who sees the question (its asker, an admin) may never release it here.
  if (!isApprovedAttorney(actor) || (canMoveFrom("release", q.status) && !canReleaseClaim(actor, q)))
    throw forbidden(NOT_YOUR_CLAIM);
  throw conflict(refusal("release", q.status));
}

/** An admin ends any claim; the attorney is told by e-mail (no question text), in the same transaction. */
export async function releaseAsAdmin(
  ctx: Ctx,
  actor: Actor,
  questionId: number,
  input: ReleaseInput,
): Promise<QuestionDto> {
  const done = await withTransaction(ctx.database, async (tx) => {
    const result = await releases.releaseClaim(tx.db, questionId, {
      claimer: null,
      actorId: actor.user.id,
      reason: input.reason,
      now: ctx.clock.now(),
    });
    if (result) {
      const attorney = await repo.findContact(tx.db, result.former);
      if (attorney)
        await ctx.mailer.send(
          claimReleasedByAdminMail(attorney, `${ctx.config.appOrigin}${paths.claimedQuestions}`),
          tx,
        );
    }
    return result;
  });
  if (done) return toQuestionDto(done.question);
  const q = await repo.findQuestionRef(ctx.database.db, questionId, actor.user.id);
  if (!q) throw notFound(QUESTION_NOT_FOUND);
  throw conflict(refusal("release", q.status));
}

export async function answer(ctx: Ctx, actor: Actor, questionId: number, input: AnswerInput): Promise<AnswerDto> {
  // The answer, the status change and the asker's notification commit together or not at all.
  const now = ctx.clock.now();
  const done = await withTransaction(ctx.database, async (tx) => {
    const result = await repo.answerQuestion(tx.db, questionId, actor.user.id, input, now);
    if (!result) return undefined;
    await recordAudit(tx.db, {
      action: "question.answered",
      at: now,
      actorId: actor.user.id,
      questionId,
      subjectUserId: result.question.userId,
    });
    const asker = await repo.findContact(tx.db, result.question.userId);
    if (asker) {
      const link = `${ctx.config.appOrigin}${questionPath(result.question.id)}`;
      await ctx.mailer.send(questionAnsweredMail(asker, link), tx);
    }
    return result;
  });
  if (!done) {
    const q = await repo.findQuestionRef(ctx.database.db, questionId, actor.user.id);
    if (!q) throw notFound(QUESTION_NOT_FOUND);
    // The hold ran out (docs/decisions/020): whether or not the sweep has released it yet, the answer is
    // refused, and the attorney is told why rather than that it is gone. They held it, so it is no secret to them.
    const mine = q.claimedBy === actor.user.id;
    if (mine && canMoveFrom("answer", q.status) && q.claimExpiresAt && q.claimExpiresAt <= now) {
      throw conflict(HOLD_RAN_OUT);
    }
    if (!mine && (await releases.lastReleaseRanOut(ctx.database.db, questionId, actor.user.id))) {
      throw conflict(HOLD_RAN_OUT);
    }
    // A question the caller may not see answers as one that does not exist.
    if (!canViewQuestion(actor, q)) throw notFound(QUESTION_NOT_FOUND);
    if (!canAnswerQuestion(actor, q)) throw forbidden(NOT_CLAIMER);
    throw conflict(refusal("answer", q.status));
  }
  return toAnswerDto(done.answer);
}

export async function listClaimed(
  ctx: Ctx,
  actor: Actor,
  query: ClaimedQuery,
): Promise<JsonText<ClaimedQuestionDto[]>> {
  const page = await repo.listClaimed(ctx.database.plannedOnceDb, actor.user.id, query);
  // An empty page after a cursor is either the end or a cursor that is not one of this attorney's claims;
  // only now look, to say which. The answer is the same for a foreign id and a missing one.
  if (
    page === "[]" &&
    query.before !== undefined &&
    !(await repo.isClaimedBy(ctx.database.db, query.before, actor.user.id))
  ) {
    throw badRequest(INVALID_CURSOR, [{ path: "before", message: INVALID_CURSOR }]);
  }
  return page;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The attorney's own figures (docs/decisions/025). "Today" starts where their browser says their day starts; it
 * must lie within the last two days of the clock (a time zone is at most 14 hours from UTC), else 400. Without
 * it, the clock's UTC day.
 */
export async function ownStats(ctx: Ctx, actor: Actor, query: { since?: string }): Promise<AttorneyStatsDto> {
  const now = ctx.clock.now();
  let since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (query.since !== undefined) {
    since = new Date(query.since);
    if (since.getTime() > now.getTime() || since.getTime() < now.getTime() - 2 * DAY_MS)
      throw badRequest(STATS_SINCE_MESSAGE, [{ path: "since", message: STATS_SINCE_MESSAGE }]);
  }
  return repo.attorneyStats(ctx.database.db, actor.user.id, since);
}

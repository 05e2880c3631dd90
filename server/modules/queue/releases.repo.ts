// Claims that end: given back by the attorney or an admin, all of an attorney's at once, or by the hold
// (docs/decisions/020; the hold's own bulk statement is in ../lifecycle/sweeps.ts).
import { and, desc, eq } from "drizzle-orm";
import { questionReleases, questions } from "@shared/schema";
import type { Db } from "../../db";
import { onlyRow } from "../../db/rows";
import { statusIn } from "../../db/status";
import { MOVES, movableFrom } from "@shared/question-life";
import { recordAudit } from "../audit/audit.repo";
import { claimedColumns } from "./queue.repo";

/** Whether this attorney's last claim on this question ended because its hold ran out. */
export const lastReleaseRanOut = async (db: Db, questionId: number, attorneyUserId: string): Promise<boolean> =>
  (
    await db
      .select({ holdRanOut: questionReleases.holdRanOut })
      .from(questionReleases)
      .where(and(eq(questionReleases.questionId, questionId), eq(questionReleases.userId, attorneyUserId)))
      .orderBy(desc(questionReleases.id))
      .limit(1)
  )[0]?.holdRanOut === true;

/** A question's claim fields once its claim has ended. */
export const NO_CLAIM = { claimedBy: null, claimedAt: null, claimExpiresAt: null, claimRemindedAt: null } as const;

/**
 * Puts every unanswered claim of this attorney back in the queue (their approval was revoked, or they deleted
 * their account), each on the audit log as released by `actorId`. The question keeps its id, so it keeps its
 * place in the oldest-first queue. Returns how many went back.
 */
export async function releaseClaimsOf(db: Db, attorneyUserId: string, actorId: string, now: Date): Promise<number> {
  const released = await db
    .update(questions)
    .set({ status: MOVES.release.to, ...NO_CLAIM, updatedAt: now })
    .where(and(eq(questions.claimedBy, attorneyUserId), statusIn(questions.status, movableFrom("release"))))
    .returning({ id: questions.id, userId: questions.userId });
  await recordAudit(
    db,
    ...released.map((q) => ({
      action: "question.released" as const,
      at: now,
      actorId,
      questionId: q.id,
      subjectUserId: q.userId,
    })),
  );
  return released.length;
}

/**
 * Ends a claim (docs/decisions/020): the question is pending again at its old place (its id and deadline
 * keep its order), and the release is recorded so the attorney whose claim it was no longer sees it in their
 * queue. `claimer` limits it to that attorney's own claim; an admin passes null. The row lock makes a release
 * and an answer (or two releases) take turns: the second finds the question no longer claimed. Call in a
 * transaction. Returns the question and whose claim ended, or undefined when there was no such claim.
 */
export async function releaseClaim(
  db: Db,
  questionId: number,
  opts: { claimer: string | null; actorId: string; reason: string | null; now: Date },
) {
  const [current] = await db
    .select({ claimedBy: questions.claimedBy })
    .from(questions)
    .where(and(eq(questions.id, questionId), statusIn(questions.status, movableFrom("release"))))
    .for("update");
  const former = current?.claimedBy;
  if (!former || (opts.claimer !== null && former !== opts.claimer)) return undefined;
  const rows = await db
    .update(questions)
    .set({ status: MOVES.release.to, ...NO_CLAIM, updatedAt: opts.now })
    .where(eq(questions.id, questionId))
    .returning({ ...claimedColumns, userId: questions.userId });
  await db.insert(questionReleases).values({
    questionId,
    userId: former,
    byAdmin: opts.claimer === null,
    reason: opts.reason,
    releasedAt: opts.now,
  });
  const question = onlyRow(rows, "release");
  await recordAudit(db, {
    action: "question.released",
    at: opts.now,
    actorId: opts.actorId,
    questionId,
    subjectUserId: question.userId,
  });
  return { question, former };
}

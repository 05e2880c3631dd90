import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import {
  answers,
  attorneyConflicts,
  attorneyLicenses,
  attorneys,
  conflictFlags,
  followUps,
  questionReleases,
  questions,
} from "@shared/schema";
import type { Db } from "../../db";
import { openTo } from "../../auth/visibility";

// docs/decisions/022: what is stored about one person as an attorney (their profile, licenses, conflict list, and what
// they did on other people's questions), read for their export. The rest of the export is account.repo.ts.

/** What an attorney wrote and did on other people's questions: answers, follow-ups, claims, claims given back. */
export async function attorneyWorkOf(db: Db, userId: string) {
  const [answersWritten, followUpsWritten, claims, releases] = [
    await db
      .select({
        questionId: answers.questionId,
        content: answers.content,
        includeDisclaimer: answers.includeDisclaimer,
        createdAt: answers.createdAt,
      })
      .from(answers)
      .where(eq(answers.attorneyId, userId))
      .orderBy(asc(answers.id)),
    await db
      .select({ questionId: followUps.questionId, content: followUps.content, createdAt: followUps.createdAt })
      .from(followUps)
      .innerJoin(questions, eq(questions.id, followUps.questionId))
      .where(and(eq(followUps.userId, userId), ne(questions.userId, userId)))
      .orderBy(asc(followUps.id)),
    await db
      .select({
        questionId: questions.id,
        status: questions.status,
        claimedAt: questions.claimedAt,
        claimExpiresAt: questions.claimExpiresAt,
        answeredAt: questions.answeredAt,
      })
      .from(questions)
      .where(eq(questions.claimedBy, userId))
      .orderBy(asc(questions.claimedAt), asc(questions.id)),
    await db
      .select({
        questionId: questionReleases.questionId,
        byAdmin: questionReleases.byAdmin,
        holdRanOut: questionReleases.holdRanOut,
        reason: questionReleases.reason,
        releasedAt: questionReleases.releasedAt,
      })
      .from(questionReleases)
      .where(eq(questionReleases.userId, userId))
      .orderBy(asc(questionReleases.id)),
  ];
  return { answersWritten, followUpsWritten, claims, releases };
}

/** The attorney's work as an export lists it while it is withheld: nothing. */
export const NO_ATTORNEY_WORK = {
  answersWritten: [],
  followUpsWritten: [],
  claims: [],
  releases: [],
} as const satisfies Awaited<ReturnType<typeof attorneyWorkOf>>;

/** The attorney profile linked to the account (without the confirmation token's hash) and its licenses. */
export async function attorneyProfileOf(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: attorneys.id,
      firstName: attorneys.firstName,
      lastName: attorneys.lastName,
      email: attorneys.email,
      licenseNumber: attorneys.licenseNumber,
      bprNumber: attorneys.bprNumber,
      practiceState: attorneys.practiceState,
      yearsExperience: attorneys.yearsExperience,
      lawSchool: attorneys.lawSchool,
      graduationYear: attorneys.graduationYear,
      practiceAreas: attorneys.practiceAreas,
      specializations: attorneys.specializations,
      isApproved: attorneys.isApproved,
      approvedAt: attorneys.approvedAt,
      revokedAt: attorneys.revokedAt,
      confirmedAt: attorneys.confirmedAt,
      confirmationSentAt: attorneys.confirmationSentAt,
      createdAt: attorneys.createdAt,
      notifyFrequency: attorneys.notifyFrequency,
      notifyCategoryIds: attorneys.notifyCategoryIds,
      notifyLastSentAt: attorneys.notifyLastSentAt,
      notifyPeriodStart: attorneys.notifyPeriodStart,
      // The languages they answer in, and the one they applied in (docs/decisions/036, 039).
      languages: attorneys.languages,
      locale: attorneys.locale,
    })
    .from(attorneys)
    .where(eq(attorneys.userId, userId));
  if (!profile) return { profile: null, licenses: [] };
  const licenses = await db
    .select({
      state: attorneyLicenses.state,
      licenseNumber: attorneyLicenses.licenseNumber,
      status: attorneyLicenses.status,
      verifiedAt: attorneyLicenses.verifiedAt,
      createdAt: attorneyLicenses.createdAt,
    })
    .from(attorneyLicenses)
    .where(eq(attorneyLicenses.attorneyId, profile.id))
    .orderBy(asc(attorneyLicenses.id));
  const { id: _id, ...rest } = profile;
  return { profile: rest, licenses };
}

/**
 * The attorney's conflict list as they wrote it, and the questions it marks "Possible conflict". `mayWork`: whether
 * this session may see questions as an attorney now (canBrowseQueue); when not (revoked, or waiting for a second
 * factor), no question is in their reach, and no flag is listed.
 */
export async function conflictsOf(db: Db, userId: string, mayWork: boolean) {
  const names = await db
    .select({ name: attorneyConflicts.name })
    .from(attorneyConflicts)
    .where(eq(attorneyConflicts.userId, userId))
    .orderBy(asc(attorneyConflicts.position));
  // Only the flags on questions this attorney may see now (their queue, or their own claim): a flag elsewhere would
  // tell them that a question they cannot read names someone on their list.
  if (!mayWork) return { names: names.map((n) => n.name), flaggedQuestionIds: [] };
  const flagged = await db
    .select({ questionId: conflictFlags.questionId })
    .from(conflictFlags)
    .innerJoin(questions, eq(questions.id, conflictFlags.questionId))
    .where(
      and(eq(conflictFlags.userId, userId), or(eq(questions.claimedBy, userId), openTo("questions", sql`${userId}`))),
    )
    .orderBy(asc(conflictFlags.questionId));
  return { names: names.map((n) => n.name), flaggedQuestionIds: flagged.map((f) => f.questionId) };
}

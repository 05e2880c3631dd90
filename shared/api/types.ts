// Response shapes of the API, as JSON (dates are ISO-8601 strings), inferred from their zod schemas
// (schemas.ts), which GET /api/openapi.json and the tests' contract check use too: one definition of each.
import type { z } from "zod";
import type { AuditAction } from "../schema/audit";
import type {
  answerSchema,
  attorneyProfileSchema,
  attorneyStatsSchema,
  auditEventSchema,
  categorySchema,
  claimedQuestionSchema,
  claimResultSchema,
  conflictListSchema,
  followUpSchema,
  legalAidResourceSchema,
  licenseSchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorRequiredSchema,
  twoFactorStatusSchema,
  notificationSettingsSchema,
  answerLanguagesSchema,
  reviewedAttorneySchema,
  pendingLicenseSchema,
  publicUserSchema,
  questionDetailSchema,
  questionSchema,
  queueItemSchema,
  roleSchema,
  rolesResponseSchema,
  userQuestionSchema,
} from "./schemas";
import type { expectationSchema, outcomeRowSchema, outcomesSchema } from "./outcome-schemas";
import type { passkeySchema } from "./passkey-schemas";
export type { AuditAction };

export type Role = z.infer<typeof roleSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type RolesResponse = z.infer<typeof rolesResponseSchema>;
export type CategoryDto = z.infer<typeof categorySchema>;
export type QuestionDto = z.infer<typeof questionSchema>;
/** A claim's answer: the question, and when the claim's hold ends. */
export type ClaimResultDto = z.infer<typeof claimResultSchema>;
export type UserQuestionDto = z.infer<typeof userQuestionSchema>;
export type AnswerDto = z.infer<typeof answerSchema>;
export type FollowUpDto = z.infer<typeof followUpSchema>;
export type QuestionDetailDto = z.infer<typeof questionDetailSchema>;
export type LegalAidResourceDto = z.infer<typeof legalAidResourceSchema>;
export type QueueItemDto = z.infer<typeof queueItemSchema>;
/** The header of a queue page that names the cutoff it was read with (docs/decisions/018). */
export const QUEUE_CUTOFF_HEADER = "Queue-Cutoff";
/** An attorney's own work: no rating, only what they did. */
export type AttorneyStatsDto = z.infer<typeof attorneyStatsSchema>;
export type ClaimedQuestionDto = z.infer<typeof claimedQuestionSchema>;
export type AttorneyProfileDto = z.infer<typeof attorneyProfileSchema>;
/** A profile as admins review it: the profile, and whether its license number is someone else's too. */
export type ReviewedAttorneyDto = z.infer<typeof reviewedAttorneySchema>;
export type LicenseDto = z.infer<typeof licenseSchema>;
/** A license waiting for an admin, with whose it is. */
export type PendingLicenseDto = z.infer<typeof pendingLicenseSchema>;
export type ConflictListDto = z.infer<typeof conflictListSchema>;
/** How often an approved attorney hears of new questions, in which categories, and when they last did. */
export type NotificationSettingsDto = z.infer<typeof notificationSettingsSchema>;
/** docs/decisions/036: the languages an attorney answers in. */
export type AnswerLanguagesDto = z.infer<typeof answerLanguagesSchema>;
export type { Language } from "../languages";
/** One audit log entry: ids only, never content. actorId is null for the service itself. */
export type AuditEventDto = z.infer<typeof auditEventSchema>;
/** The admin's outcome figures (docs/decisions/029): one row per group, the volunteers and the backlog now. */
export type OutcomesDto = z.infer<typeof outcomesSchema>;
export type OutcomeRowDto = z.infer<typeof outcomeRowSchema>;
/** What an asker may expect in a state; the figures are null below 20 questions. */
export type ExpectationDto = z.infer<typeof expectationSchema>;
// Two-step sign-in and passkeys (docs/decisions/031).
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusSchema>;
/** The secret to put in an authenticator app, as text and as an otpauth:// link. */
export type TwoFactorSetupDto = z.infer<typeof totpSetupSchema>;
/** A new set of single-use codes, shown once. */
export type RecoveryCodesDto = z.infer<typeof recoveryCodesSchema>;
/** POST /api/auth/login: the user, or (with two-step sign-in on) a request for the code; nobody is signed in yet. */
export type LoginResultDto = PublicUser | z.infer<typeof twoFactorRequiredSchema>;
/** One of the account's passkeys: its credential id, name, when it was added and last used. */
export type PasskeyDto = z.infer<typeof passkeySchema>;

// Response shapes of DESIGN.md section 5, as JSON (dates are ISO-8601 strings).
import type { DeadlineType, QuestionStatus } from "../schema/questions";
import type { LicenseStatus } from "../schema/licenses";
import type { AuditAction } from "../schema/audit";
export type { AuditAction };

export type Role = "user" | "attorney" | "admin";

export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  emailVerified: boolean;
  termsAcceptedAt: string | null;
  /** The onboarding tour was finished or skipped on some device (issue 19). */
  tourCompletedAt: string | null;
  createdAt: string;
}

export interface RolesResponse {
  roles: Role[];
}

export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

export interface QuestionDto {
  id: number;
  title: string;
  content: string;
  status: QuestionStatus;
  categoryId: number | null;
  isAnonymous: boolean;
  createdAt: string;
  updatedAt: string;
  claimedAt: string | null;
  answeredAt: string | null;
}

/** A claim's answer: the question, and when the claim's hold ends (DESIGN.md section 9.4). */
export interface ClaimResultDto extends QuestionDto {
  claimExpiresAt: string | null;
}

export interface UserQuestionDto extends QuestionDto {
  categoryName: string | null;
}

export interface AnswerDto {
  id: number;
  content: string;
  includeDisclaimer: boolean;
  createdAt: string;
}

export interface FollowUpDto {
  id: number;
  content: string;
  createdAt: string;
  author: "asker" | "attorney";
}

/** DESIGN.md sections 9.1-9.3: where, how soon, and who is on the other side. */
export interface TriageFields {
  state: string | null;
  /** `YYYY-MM-DD`. */
  deadline: string | null;
  deadlineType: DeadlineType | null;
  opposingParties: string[];
  /** The asker said they are not safe right now (issue 19). */
  safetyConcern: boolean;
}

export interface QuestionDetailDto extends QuestionDto, TriageFields {
  categoryName: string | null;
  /** The caller asked it: they may withdraw or close it (DESIGN.md section 9.4). */
  isYours: boolean;
  asker: { firstName: string | null; lastName: string | null } | null;
  answer: AnswerDto | null;
  followUps: FollowUpDto[];
  /** When the claim's hold ends (DESIGN.md section 9.4): for the claiming attorney and admins; else null. */
  claimExpiresAt: string | null;
  /** Where else to turn, for an expired question only: its state's legal aid first, then national ones. */
  resources?: LegalAidResourceDto[];
}

export interface LegalAidResourceDto {
  name: string;
  url: string;
}

export interface QueueItemDto extends TriageFields {
  id: number;
  title: string;
  content: string;
  categoryId: number | null;
  isAnonymous: boolean;
  createdAt: string;
  /** A party matches a name on this attorney's conflict list (section 9.3). */
  possibleConflict: boolean;
}

/** An attorney's own work (issue 19, item 2): no rating, only what they did. */
export interface AttorneyStatsDto {
  /** Answers given since the start of the attorney's day. */
  answeredToday: number;
  answeredTotal: number;
  /** Claims waiting for their answer. */
  claimedNow: number;
  /** Mean time from claim to answer over their answers; null before the first. */
  averageClaimToAnswerMs: number | null;
}

export interface ClaimedQuestionDto {
  id: number;
  title: string;
  content: string;
  status: QuestionStatus;
  claimedAt: string | null;
  /** When the hold ends while it is claimed; null once answered or closed. */
  claimExpiresAt: string | null;
  answeredAt: string | null;
}

export interface AttorneyProfileDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  licenseNumber: string;
  bprNumber: string | null;
  practiceState: string;
  yearsExperience: number;
  lawSchool: string;
  graduationYear: number;
  practiceAreas: string;
  specializations: string | null;
  isApproved: boolean;
  /** The linked account's e-mail is confirmed; false when no account is linked yet. */
  emailVerified: boolean;
  approvedAt: string | null;
  createdAt: string;
}

/** A profile as admins review it (pending, approved, after approve or revoke). */
export interface ReviewedAttorneyDto extends AttorneyProfileDto {
  /** Another attorney holds, or applied with, the same state and license number. */
  duplicateLicense: boolean;
}

export interface LicenseDto {
  id: number;
  state: string;
  licenseNumber: string;
  status: LicenseStatus;
  verifiedAt: string | null;
  createdAt: string;
}

/** A license waiting for an admin, with whose it is. */
export interface PendingLicenseDto extends LicenseDto {
  attorney: { id: number; firstName: string; lastName: string; email: string };
  /** Another attorney holds, or applied with, the same state and license number. */
  duplicateLicense: boolean;
}

export interface ConflictListDto {
  names: string[];
}

/** One audit log entry (DESIGN.md section 9.5): ids only, never content. actorId is null for the service itself. */
export interface AuditEventDto {
  id: number;
  at: string;
  actorId: string | null;
  action: AuditAction;
  questionId: number | null;
  subjectUserId: string | null;
}

// Response shapes of DESIGN.md section 5, as JSON (dates are ISO-8601 strings).
import type { QuestionStatus } from "../schema/questions";

export type Role = "user" | "attorney" | "admin";

export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  emailVerified: boolean;
  termsAcceptedAt: string | null;
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

export interface QuestionDetailDto extends QuestionDto {
  categoryName: string | null;
  asker: { firstName: string | null; lastName: string | null } | null;
  answer: AnswerDto | null;
  followUps: FollowUpDto[];
}

export interface QueueItemDto {
  id: number;
  title: string;
  content: string;
  categoryId: number | null;
  isAnonymous: boolean;
  createdAt: string;
}

export interface ClaimedQuestionDto {
  id: number;
  title: string;
  content: string;
  status: QuestionStatus;
  claimedAt: string | null;
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

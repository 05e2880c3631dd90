// The whole access model in one file (docs/architecture.md). Each rule is a pure function of who is asking and
// what they ask about; routes and services call these and nothing else decides access.
// Links that carry their own authority (a token mailed to an address: verify-email, reset-password, and the
// attorney application's confirm link) need no session; the token decides, once and before it expires.
import type { Attorney, Question, User } from "@shared/schema";
import type { Config } from "../config";

/** The roles whose powers REQUIRE_2FA_ROLES may hold back (docs/decisions/031). */
export type GuardedRole = "admin" | "attorney";

export interface Actor {
  user: User;
  /** Admin powers on this request: false while the role is withheld (below). */
  isAdmin: boolean;
  /** The attorney profile linked to this account, approved or not. */
  attorney: Attorney | null;
  /**
   * Roles this account holds whose powers wait for a second factor on this session (REQUIRE_2FA_ROLES,
   * docs/decisions/031). While a role is listed its powers are off everywhere, shared endpoints included (an admin's
   * `isAdmin` is false, an attorney is not an approved attorney), so every rule below reads as for someone without it.
   */
  withheldRoles: GuardedRole[];
}

/** The same actor with the withheld roles' powers granted: what the rules would say once a second factor is used. */
export const withRolesGranted = (a: Actor): Actor =>
  a.withheldRoles.length === 0
    ? a
    : { ...a, isAdmin: a.isAdmin || a.withheldRoles.includes("admin"), withheldRoles: [] };

/** Admin by role, whether or not its powers wait for a second factor (the last-admin rule, the roles list). */
export const holdsAdminRole = (a: Actor): boolean => a.isAdmin || a.withheldRoles.includes("admin");

/**
 * A refusal that is only for want of a second factor: the rule passes once the withheld roles are granted. Such a
 * refusal answers 403 TWO_FACTOR_REQUIRED (auth/middleware.ts), so the UI can lead the person to the setup.
 */
export const waitsForSecondFactor = (a: Actor, rule: (a: Actor) => boolean): boolean =>
  a.withheldRoles.length > 0 && !rule(a) && rule(withRolesGranted(a));

/**
 * Adding or removing a second factor (docs/decisions/031). An account whose role waits for one because this session
 * was signed in without the factor it already has (a password alone, on an account with a passkey) may not change
 * them: else the password alone would let anyone add a factor of their own and take the role with it. With no factor
 * yet, turning one on is how the role is reached, and counts as using it.
 */
export const canChangeSecondFactors = (a: Actor, accountHasFactor: boolean): boolean =>
  a.withheldRoles.length === 0 || !accountHasFactor;

type QuestionRef = Pick<Question, "userId" | "claimedBy" | "status" | "isAnonymous">;
/**
 * A question as the viewing rules need it. `openToYou` is the one rule for everyone else (visibility.ts), worked out
 * in SQL for this actor by the statement that read the question: pending and within their reach.
 */
type ViewedQuestion = QuestionRef & { openToYou: boolean };

export const UNVERIFIED_ATTORNEY = "Please confirm your e-mail address to start answering questions.";

/**
 * Attorney powers need an approved profile and a proven address (docs/decisions/014): anyone can register
 * with a law firm's address, so approval alone proves nothing about who holds the account.
 */
export const isApprovedAttorney = (a: Actor): boolean =>
  a.attorney?.isApproved === true && a.user.emailVerified && !a.withheldRoles.includes("attorney");

/** Approved, but the account's e-mail is not confirmed yet: told so instead of a bare 403. */
export const awaitsAddressProof = (a: Actor): boolean => a.attorney?.isApproved === true && !a.user.emailVerified;

/**
 * Admin is the stored role, or an address in ADMIN_EMAILS once verified: an unverified look-alike registration of an
 * admin's address must not inherit admin powers. Worked out once per request into `Actor.isAdmin` (actor.ts).
 */
export const hasAdminRole = (config: Pick<Config, "adminEmails">, user: User): boolean =>
  user.role === "admin" || (user.emailVerified && config.adminEmails.includes(user.email));

const isAdmin = (a: Actor): boolean => a.isAdmin;

export const isAsker = (a: Actor, q: QuestionRef): boolean => q.userId === a.user.id;

export const isClaimingAttorney = (a: Actor, q: QuestionRef): boolean =>
  q.claimedBy !== null && q.claimedBy === a.user.id && isApprovedAttorney(a);

/** A user may apply once, and not when already holding an attorney profile. */
export const canApplyAsAttorney = (a: Actor | null): boolean => a === null || a.attorney === null;

/**
 * Who may see a question: its asker, its claiming attorney and admins, whatever its status; any other approved
 * attorney only while it is in their queue (pending, in their states, not given back by them). Everyone else gets
 * the same 404 as for a question that does not exist.
 */
export const canViewQuestion = (a: Actor, q: ViewedQuestion): boolean =>
  canReadConversation(a, q) || (isApprovedAttorney(a) && q.openToYou);

/**
 * The conversation (the answer, the follow-ups, the asker's name when not anonymous, the hold) is for its asker, the
 * attorney who holds the claim now, and admins. An attorney browsing a pending question sees what the queue shows:
 * once a claim ends, what was said under it stays with the asker.
 */
export const canReadConversation = (a: Actor, q: QuestionRef): boolean =>
  isAsker(a, q) || isClaimingAttorney(a, q) || isAdmin(a);

/** When the claim's hold ends: for the attorney who holds it, and admins. */
export const canSeeHold = (a: Actor, q: QuestionRef): boolean => isClaimingAttorney(a, q) || isAdmin(a);

/** Who holds a claim, by name: admins, who may release it (docs/decisions/033). */
export const canSeeClaimingAttorney = (a: Actor): boolean => isAdmin(a);

/** The asker's name: never when anonymous; otherwise only to the asker and the claiming attorney. */
export const canSeeAskerName = (a: Actor, q: QuestionRef): boolean =>
  !q.isAnonymous && (isAsker(a, q) || isClaimingAttorney(a, q));

/** Asking a question needs the terms accepted first (docs/decisions/005); anyone signed in may then ask. */
export const canAskQuestion = (a: Actor): boolean => a.user.termsAcceptedAt !== null;

export const canBrowseQueue = (a: Actor): boolean => isApprovedAttorney(a);

/** Whether this attorney may claim this question at all (its status is checked by the claim itself). */
export const canClaimQuestion = (a: Actor, q: QuestionRef): boolean => isApprovedAttorney(a) && !isAsker(a, q);

export const canAnswerQuestion = (a: Actor, q: QuestionRef): boolean => isClaimingAttorney(a, q);

/** Giving a claim back (docs/decisions/020): the claiming attorney their own; an admin any. */
export const canReleaseClaim = (a: Actor, q: QuestionRef): boolean => isClaimingAttorney(a, q);
export const canReleaseAnyClaim = (a: Actor): boolean => isAdmin(a);

export const canListClaimedQuestions = (a: Actor): boolean => isApprovedAttorney(a);

/** An approved attorney reads figures about their own work only (docs/decisions/025). */
export const canSeeOwnAttorneyStats = (a: Actor): boolean => isApprovedAttorney(a);

/** Follow-ups are a conversation between the asker and the claiming attorney (status checked separately). */
export const canAddFollowUp = (a: Actor, q: QuestionRef): boolean => isAsker(a, q) || isClaimingAttorney(a, q);

export const canReviewApplications = (a: Actor): boolean => isAdmin(a);

/** Licenses (docs/decisions/018): an approved attorney adds their own; an admin verifies or rejects them. */
export const canManageOwnLicenses = (a: Actor): boolean => isApprovedAttorney(a);
export const canReviewLicenses = (a: Actor): boolean => isAdmin(a);

/** The conflict list (section 9.3) is the approved attorney's own; nobody else reads it. */
export const canKeepConflictList = (a: Actor): boolean => isApprovedAttorney(a);

/** Notices of new questions (docs/decisions/030) are for those who may claim them: approved attorneys, as the queue. */
export const canKeepNotificationSettings = (a: Actor): boolean => canBrowseQueue(a);

/** docs/decisions/036: those whose queue follows their languages choose them. */
export const canKeepAnswerLanguages = (a: Actor): boolean => canBrowseQueue(a);

/** Revoking an approved attorney is the admin's too (docs/decisions/014). */
export const canRevokeAttorneys = (a: Actor): boolean => isAdmin(a);

/** The audit log (docs/decisions/022) is for admins only. */
export const canReadAuditLog = (a: Actor): boolean => isAdmin(a);

/** The outcome figures (docs/decisions/029) are for admins; the asker's expectation for a state is for anyone. */
export const canReadOutcomeFigures = (a: Actor): boolean => isAdmin(a);

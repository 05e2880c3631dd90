// The response bodies of the API (docs/decisions/026-api-contract-and-fuzzer.md), as zod schemas. types.ts
// infers the DTO types from them, the server's DTO builders are checked against those types, GET
// /api/openapi.json describes every answer with them, and every server test checks each response against them.
// Objects are strict: a field that is not listed here is a leak, and the check says so. The outcome figures, the
// account export and passkeys have files of their own (outcome-schemas.ts, export-schema.ts, passkey-schemas.ts),
// built from the fields defined here.
import { z } from "zod";
import { NOTIFY_FREQUENCIES } from "../schema/attorneys";
import { AUDIT_ACTIONS } from "../schema/audit";
import { LICENSE_STATUSES } from "../schema/licenses";
import { DEADLINE_TYPES, QUESTION_STATUSES, QUEUE_PREVIEW_LENGTH } from "../schema/questions";
import { LANGUAGES } from "../schema/users";
import { STATE_CODES } from "../states";

/** A moment as Date#toISOString writes it (UTC, milliseconds). */
export const timestamp = z.iso.datetime();
export const id = z.number().int().positive();
export const userId = z.uuid();
// One of the 51 codes; typed as the text column it is read from, so the DTO builders need no casts.
export const state = z.string().regex(new RegExp(`^(${STATE_CODES.join("|")})$`), "Not a state code");

export const roleSchema = z.enum(["user", "attorney", "admin"]);

export const publicUserSchema = z.strictObject({
  id: userId,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  termsAcceptedAt: timestamp.nullable(),
  tourCompletedAt: timestamp.nullable().describe("The onboarding tour was finished or skipped on some device"),
  locale: z.enum(LANGUAGES).describe("The account's language: its screens and e-mails"),
  discreetMail: z
    .boolean()
    .describe(
      "Discreet e-mail: every message to the account has a neutral sender name and subject (docs/decisions/034)",
    ),
  createdAt: timestamp,
});

export const rolesResponseSchema = z.strictObject({
  roles: z.array(roleSchema),
  twoFactorMissing: z
    .literal(true)
    .optional()
    .describe(
      "Present when a role listed here waits for two-step sign-in on this session (REQUIRE_2FA_ROLES): lead to the setup",
    ),
});

// Two-step sign-in (docs/decisions/031).
export const twoFactorStatusSchema = z.strictObject({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export const totpSetupSchema = z.strictObject({
  secret: z
    .string()
    .regex(/^[A-Z2-7]+=*$/)
    .describe("Base32, for typing into the app by hand"),
  otpauthUrl: z.string().startsWith("otpauth://totp/").describe("For the QR code"),
});
export const recoveryCodesSchema = z.strictObject({
  recoveryCodes: z.array(z.string()).length(10).describe("Shown once; only their hashes are kept"),
});
export const twoFactorRequiredSchema = z.strictObject({
  twoFactorRequired: z
    .literal(true)
    .describe("The password was right; POST /api/auth/2fa/verify completes the sign-in"),
});

export const categorySchema = z.strictObject({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});

const questionFields = {
  id,
  title: z.string(),
  content: z.string(),
  status: z.enum(QUESTION_STATUSES),
  categoryId: id.nullable(),
  isAnonymous: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  claimedAt: timestamp.nullable(),
  answeredAt: timestamp.nullable(),
};

export const questionSchema = z.strictObject(questionFields);

const writtenIn = z.enum(LANGUAGES).describe("The language it is written in");

const claimExpiresAt = timestamp.nullable().describe("When the claim's hold ends; null when not claimed");

export const claimResultSchema = z.strictObject({ ...questionFields, claimExpiresAt, language: writtenIn });

export const userQuestionSchema = z.strictObject({
  ...questionFields,
  categoryName: z.string().nullable(),
  // The asker's own card shows where and how soon (docs/decisions/034).
  state: state.nullable(),
  deadline: z.iso.date().nullable(),
  deadlineType: z.enum(DEADLINE_TYPES).nullable(),
});

export const answerSchema = z.strictObject({
  id,
  content: z.string(),
  includeDisclaimer: z.boolean(),
  createdAt: timestamp,
});

export const followUpSchema = z.strictObject({
  id,
  content: z.string(),
  createdAt: timestamp,
  author: z.enum(["asker", "attorney"]),
});

export const legalAidResourceSchema = z.strictObject({ name: z.string(), url: z.string() });

/** Where, how soon, and who is on the other side (docs/decisions/018-jurisdiction-triage-conflicts.md). */
export const triageFields = {
  state: state.nullable(),
  deadline: z.iso.date().nullable(),
  deadlineType: z.enum(DEADLINE_TYPES).nullable(),
  opposingParties: z.array(z.string()),
  safetyConcern: z.boolean().describe("The asker said they are not safe right now"),
  language: writtenIn,
};

export const questionDetailSchema = z.strictObject({
  ...questionFields,
  ...triageFields,
  categoryName: z.string().nullable(),
  isYours: z.boolean().describe("The caller asked it: they may withdraw or close it"),
  answererGone: z
    .boolean()
    .describe("For its asker: the attorney who answered can no longer read follow-ups (docs/decisions/058)"),
  isYourClaim: z
    .boolean()
    .describe("The caller holds the claim now (docs/decisions/057): they may answer it or give it back"),
  asker: z.strictObject({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  answer: answerSchema.nullable(),
  followUps: z.array(followUpSchema),
  claimExpiresAt: claimExpiresAt.describe("For the claiming attorney and admins; else null"),
  claimer: z
    .strictObject({ firstName: z.string(), lastName: z.string() })
    .nullable()
    .describe("Who holds the claim, for admins (docs/decisions/033); else null"),
  resources: z
    .array(legalAidResourceSchema)
    .optional()
    .describe("Where else to turn: present for an expired question only, its state's legal aid first"),
});

export const queueItemSchema = z.strictObject({
  id,
  title: z.string(),
  content: z
    .string()
    .describe(
      `A preview (docs/decisions/052): the whole text up to ${QUEUE_PREVIEW_LENGTH} characters, else its first ${QUEUE_PREVIEW_LENGTH} or fewer, cut between words; the detail has it all`,
    ),
  contentLength: z
    .number()
    .int()
    .nonnegative()
    .describe("The whole text's length in characters (code points): more than the preview's when it was cut"),
  categoryId: id.nullable(),
  isAnonymous: z.boolean(),
  createdAt: timestamp,
  ...triageFields,
  possibleConflict: z.boolean().describe("A party matches a name on this attorney's conflict list"),
});

export const attorneyStatsSchema = z.strictObject({
  answeredToday: z.number().int().nonnegative().describe("Answers given since the start of the attorney's day"),
  answeredTotal: z.number().int().nonnegative(),
  claimedNow: z.number().int().nonnegative().describe("Claims waiting for their answer"),
  averageClaimToAnswerMs: z.number().nonnegative().nullable().describe("Null before the first answer"),
});

export const claimedQuestionSchema = z.strictObject({
  id,
  title: z.string(),
  content: z.string(),
  status: z.enum(QUESTION_STATUSES),
  claimedAt: timestamp.nullable(),
  claimExpiresAt: timestamp.nullable().describe("When the hold ends while it is claimed; null once answered"),
  answeredAt: timestamp.nullable(),
  language: writtenIn,
});

export const attorneyProfileFields = {
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  licenseNumber: z.string(),
  bprNumber: z.string().nullable(),
  practiceState: state,
  yearsExperience: z.number().int().nonnegative(),
  lawSchool: z.string(),
  graduationYear: z.number().int(),
  practiceAreas: z.string(),
  specializations: z.string().nullable(),
  isApproved: z.boolean(),
  emailVerified: z.boolean().describe("The linked account's e-mail is confirmed; false when no account is linked"),
  approvedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable().describe("When an admin ended the approval; null unless it is revoked now"),
  createdAt: timestamp,
};

export const attorneyProfileSchema = z.strictObject(attorneyProfileFields);

const duplicateLicense = z
  .boolean()
  .describe("Another attorney holds or applied with the same state and license number");

/**
 * A profile as admins review it: pending and approved lists, and the answer to an approval or a revocation. The
 * applicant's own profile (attorneyProfileSchema) never says whether someone else has their license number.
 */
const addressConfirmed = z
  .boolean()
  .describe(
    "The applicant proved the address: the linked account's e-mail is confirmed, or the signed-out application's own e-mailed link was opened",
  );

export const reviewedAttorneySchema = z.strictObject({ ...attorneyProfileFields, duplicateLicense, addressConfirmed });

const licenseFields = {
  id,
  state,
  licenseNumber: z.string(),
  status: z.enum(LICENSE_STATUSES),
  verifiedAt: timestamp.nullable(),
  createdAt: timestamp,
};

export const licenseSchema = z.strictObject(licenseFields);

export const pendingLicenseSchema = z.strictObject({
  ...licenseFields,
  attorney: z.strictObject({ id, firstName: z.string(), lastName: z.string(), email: z.string() }),
  duplicateLicense,
});

export const conflictListSchema = z.strictObject({ names: z.array(z.string()) });

// docs/decisions/030: how often an approved attorney hears of new questions.
export const notificationSettingsSchema = z.strictObject({
  frequency: z.enum(NOTIFY_FREQUENCIES),
  categoryIds: z.array(id).describe("The categories notices are narrowed to; empty: all"),
  lastSentAt: timestamp.nullable().describe("When the last notice was queued; null before the first"),
});

/** docs/decisions/036: the languages an attorney answers in, and an account's language. */
export const answerLanguagesSchema = z.strictObject({ languages: z.array(z.enum(LANGUAGES)).min(1) });
export const localeSchema = z.strictObject({ locale: z.enum(LANGUAGES) });

/** The answer to a one-click unsubscribe: notices are off. */
export const unsubscribedSchema = z.strictObject({ frequency: z.literal("off") });

/**
 * A person in the admin's log (docs/decisions/033): staff by name and role; anyone else by role alone, so the log
 * never ties an asker's name to a question; "deleted" when the account is gone.
 */
export const AUDIT_ROLES = ["admin", "attorney", "member", "deleted"] as const;
const auditPerson = z.strictObject({
  name: z.string().nullable().describe("Admins' and attorneys' names only; null for anyone else"),
  role: z.enum(AUDIT_ROLES),
});

export const auditEventSchema = z.strictObject({
  id,
  at: timestamp,
  actorId: userId.nullable().describe("Null for what the service did by itself"),
  action: z.enum(AUDIT_ACTIONS),
  questionId: id.nullable(),
  subjectUserId: userId.nullable(),
  actor: auditPerson.nullable().describe("Who acted; null for the service itself"),
  subject: auditPerson.nullable().describe("The person the entry is about; null when none"),
});

// Small bodies that are not DTOs of their own.

export const messageSchema = z.strictObject({ message: z.string().min(1) });
export const termsAcceptedSchema = z.strictObject({ termsAcceptedAt: timestamp });
export const tourCompletedSchema = z.strictObject({ tourCompletedAt: timestamp });
export const discreetMailSettingSchema = z.strictObject({ discreetMail: z.boolean() });
export const createdIdSchema = z.strictObject({ id });
export const removedSchema = z.strictObject({ id, message: z.string().min(1) });
export const pingSchema = z.strictObject({ ok: z.literal(true) });
export const healthOkSchema = z.strictObject({ status: z.literal("ok") });
export const healthDownSchema = z.strictObject({ status: z.literal("unavailable"), message: z.string() });

const check = z.enum(["ok", "fail"]);
export const readinessSchema = z.strictObject({
  status: z.enum(["ok", "fail"]),
  checks: z.strictObject({ database: check, migrations: check, mail: check }),
});

/** The description itself: only its frame is promised here; its contents describe themselves. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}),
});

/** Every error: section 4's shape. `errors` names each field's problem. */
export const errorSchema = z.strictObject({
  message: z.string().min(1),
  errors: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});

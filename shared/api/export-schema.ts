// The account export's body (GET /api/account/export), as a zod schema like those of schemas.ts: everything stored
// about the signed-in person (docs/decisions/022-data-rights-and-audit-log.md). Other people appear only as roles or
// question ids.
import { z } from "zod";
import { NOTIFY_FREQUENCIES } from "../schema/attorneys";
import { AUDIT_ACTIONS } from "../schema/audit";
import { LICENSE_STATUSES } from "../schema/licenses";
import { QUESTION_STATUSES } from "../schema/questions";
import { LANGUAGES, USER_ROLES } from "../schema/users";
import { attorneyProfileFields, id, state, timestamp, triageFields, userId } from "./schemas";

const exportedQuestion = z.strictObject({
  id,
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  isAnonymous: z.boolean(),
  ...triageFields,
  status: z.enum(QUESTION_STATUSES),
  createdAt: timestamp,
  claimedAt: timestamp.nullable(),
  answeredAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  answer: z.strictObject({ content: z.string(), includeDisclaimer: z.boolean(), createdAt: timestamp }).nullable(),
  followUps: z.array(
    z.strictObject({ content: z.string(), createdAt: timestamp, author: z.enum(["you", "attorney"]) }),
  ),
});

// The profile as stored: no row id, and no "emailVerified" (the account says that).
const { id: _id, emailVerified: _emailVerified, ...exportedProfileFields } = attorneyProfileFields;

export const accountExportSchema = z.strictObject({
  exportedAt: timestamp,
  service: z.string(),
  account: z.strictObject({
    id: userId,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(USER_ROLES),
    emailVerified: z.boolean(),
    emailVerificationSentAt: timestamp.nullable(),
    termsAcceptedAt: timestamp.nullable(),
    tourCompletedAt: timestamp.nullable(),
    discreetMail: z.boolean(),
    // When the account's last second factor was turned off (docs/decisions/031).
    secondFactorsOffAt: timestamp.nullable(),
    locale: z.enum(LANGUAGES),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  questions: z.array(exportedQuestion),
  attorneyProfile: z
    .strictObject({
      ...exportedProfileFields,
      confirmedAt: timestamp.nullable(),
      confirmationSentAt: timestamp.nullable(),
      // Notices of new questions (docs/decisions/030).
      notifyFrequency: z.enum(NOTIFY_FREQUENCIES),
      notifyCategoryIds: z.array(id),
      notifyLastSentAt: timestamp.nullable(),
      notifyPeriodStart: timestamp.nullable(),
      // docs/decisions/036 and 039.
      languages: z.array(z.enum(LANGUAGES)),
      locale: z.enum(LANGUAGES),
    })
    .nullable(),
  licenses: z.array(
    z.strictObject({
      state,
      licenseNumber: z.string(),
      status: z.enum(LICENSE_STATUSES),
      verifiedAt: timestamp.nullable(),
      createdAt: timestamp,
    }),
  ),
  conflictList: z.array(z.string()),
  possibleConflicts: z.array(id),
  attorneyWorkWithheld: z
    .boolean()
    .describe(
      "True when this session waits for its second factor to reach the attorney role: what the attorney wrote and " +
        "did on other people's questions (the four lists below) is left out until the session has used it",
    ),
  answersWritten: z.array(
    z.strictObject({ questionId: id, content: z.string(), includeDisclaimer: z.boolean(), createdAt: timestamp }),
  ),
  followUpsWritten: z.array(z.strictObject({ questionId: id, content: z.string(), createdAt: timestamp })),
  claims: z.array(
    z.strictObject({
      questionId: id,
      status: z.enum(QUESTION_STATUSES),
      claimedAt: timestamp.nullable(),
      claimExpiresAt: timestamp.nullable(),
      answeredAt: timestamp.nullable(),
    }),
  ),
  releases: z.array(
    z.strictObject({
      questionId: id,
      byAdmin: z.boolean(),
      holdRanOut: z.boolean(),
      reason: z.string().nullable(),
      releasedAt: timestamp,
    }),
  ),
  // waitingForCode: the password step of a sign-in whose code has not been given (docs/decisions/031).
  sessions: z.array(z.strictObject({ expiresAt: timestamp, waitingForCode: z.boolean() })),
  // docs/decisions/031: the second factors, described, never their secrets or keys.
  signInMethods: z.strictObject({
    authenticatorAppOnSince: timestamp.nullable(),
    recoveryCodesLeft: z.number().int().min(0),
    passkeys: z.array(z.strictObject({ name: z.string(), createdAt: timestamp, lastUsedAt: timestamp.nullable() })),
  }),
  auditEvents: z.array(
    z.strictObject({ id, at: timestamp, action: z.enum(AUDIT_ACTIONS), questionId: id.nullable(), byYou: z.boolean() }),
  ),
});

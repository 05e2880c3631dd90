import { z } from "zod";
import * as out from "@shared/api/schemas";
import {
  answerLanguagesInputSchema,
  answerSchema,
  attorneyApplicationSchema,
  attorneyStatsQuerySchema,
  auditQuerySchema,
  changePasswordSchema,
  claimBodySchema,
  claimedQuerySchema,
  closeQuestionSchema,
  confirmTotpSchema,
  enableTotpSchema,
  conflictListSchema,
  deleteAccountSchema,
  discreetMailSchema,
  expectationQuerySchema,
  followUpSchema,
  forgotPasswordSchema,
  licenseSchema,
  localeInputSchema,
  loginSchema,
  outcomesQuerySchema,
  notificationSettingsInputSchema,
  questionSchema,
  queueQuerySchema,
  registerSchema,
  rejectApplicationSchema,
  releaseSchema,
  resetPasswordSchema,
  unsubscribeTokenSchema,
  verifyTotpSchema,
} from "@shared/validators";
// docs/decisions/031: passkeys.
import { passkeyIdParamSchema, passkeyLoginSchema, passkeyRegisterSchema } from "@shared/validators";

export type Method = "get" | "post" | "put" | "delete";
export type Who = "anyone" | "signed in" | "approved attorney" | "admin";

export interface Operation {
  summary: string;
  who: Who;
  /** The success status, what it carries, and its body's schema (none for a redirect). */
  ok: [number, string, z.ZodType?];
  body?: z.ZodType;
  query?: z.ZodObject;
  /** This route's own failures, beyond those every call of its kind may meet (openapi.ts adds those). */
  fails?: number[];
  /** The success may instead be this CSV download (with `format=csv`): its description. */
  csv?: string;
  /** Failures whose body is not the error shape (or not only). */
  failBodies?: Partial<Record<number, z.ZodType>>;
  /** The `{id}` path parameter, when it is not a row's integer id (a passkey's credential id). */
  idParam?: z.ZodObject<{ id: z.ZodType }>;
}

const op = (who: Who, summary: string, ok: [number, string, z.ZodType?], more: Partial<Operation> = {}): Operation => ({
  summary,
  who,
  ok,
  ...more,
});

const list = <T extends z.ZodType>(item: T) => z.array(item);

/**
 * Every route of the API (docs/decisions/026-api-contract-and-fuzzer.md), with the zod schemas the server
 * validates its input with and the schemas of what it answers. openapi.test.ts compares this table with the
 * app's router both ways; every server test checks each response against it (tests/setup/contract.ts).
 */
export const ROUTES: Record<string, Partial<Record<Method, Operation>>> = {
  "/api/health": {
    get: op("anyone", "The database answers", [200, "{status:'ok'}", out.healthOkSchema], {
      failBodies: { 503: out.healthDownSchema },
    }),
  },
  "/api/health/live": {
    get: op("anyone", "The process answers (no database)", [200, "{status:'ok'}", out.healthOkSchema]),
  },
  "/api/health/ready": {
    get: op("anyone", "Ready for traffic: database, migrations, mail queue", [200, "ready", out.readinessSchema], {
      failBodies: { 503: out.readinessSchema },
    }),
  },
  "/api/openapi.json": {
    get: op("anyone", "This document", [200, "OpenAPI 3.1", out.openApiDocumentSchema]),
  },
  "/api/login": { get: op("anyone", "Redirects to the sign-in screen", [302, "to /login"]) },
  "/api/ping": { get: op("signed in", "A signed-in round trip", [200, "{ok:true}", out.pingSchema]) },
  "/api/auth/register": {
    post: op("anyone", "Create an account and sign in", [201, "the user", out.publicUserSchema], {
      body: registerSchema,
      fails: [409, 429],
    }),
  },
  "/api/auth/login": {
    post: op(
      "anyone",
      "Sign in",
      [
        200,
        "the user; or, with two-step sign-in on, {twoFactorRequired:true} and nobody signed in yet",
        z.union([out.publicUserSchema, out.twoFactorRequiredSchema]),
      ],
      {
        body: loginSchema,
        // 401: a wrong e-mail or password, in the same words either way.
        fails: [401, 429],
      },
    ),
  },
  // Two-step sign-in (docs/decisions/031). 429: more than 5 wrong codes for the account within 15 minutes.
  "/api/auth/2fa": {
    get: op("signed in", "Whether two-step sign-in is on", [
      200,
      "{enabled,recoveryCodesLeft}",
      out.twoFactorStatusSchema,
    ]),
  },
  "/api/auth/2fa/setup": {
    post: op(
      "signed in",
      "A new authenticator secret (pending until enabled)",
      [200, "{secret,otpauthUrl}", out.totpSetupSchema],
      {
        fails: [409],
      },
    ),
  },
  "/api/auth/2fa/enable": {
    post: op(
      "signed in",
      "Turn two-step sign-in on with a first code",
      [200, "{recoveryCodes}", out.recoveryCodesSchema],
      {
        body: enableTotpSchema,
        fails: [409, 429],
      },
    ),
  },
  "/api/auth/2fa/disable": {
    post: op("signed in", "Turn two-step sign-in off (password and a code)", [200, "off", out.messageSchema], {
      body: confirmTotpSchema,
      fails: [409, 429],
    }),
  },
  "/api/auth/2fa/recovery-codes": {
    post: op(
      "signed in",
      "A new set of recovery codes (password and a code)",
      [200, "{recoveryCodes}", out.recoveryCodesSchema],
      {
        body: confirmTotpSchema,
        fails: [409, 429],
      },
    ),
  },
  "/api/auth/2fa/verify": {
    post: op("anyone", "The code step of a sign-in: completes it", [200, "the user", out.publicUserSchema], {
      body: verifyTotpSchema,
      // 401: no password step in this session, or it is more than 5 minutes old.
      fails: [401, 429],
    }),
  },
  "/api/auth/logout": { post: op("anyone", "Sign out", [200, "signed out", out.messageSchema]) },
  "/api/auth/user": { get: op("signed in", "The signed-in user", [200, "the user", out.publicUserSchema]) },
  "/api/auth/user/roles": {
    get: op("signed in", "The signed-in user's roles", [200, "{roles}", out.rolesResponseSchema]),
  },
  "/api/auth/forgot-password": {
    post: op("anyone", "E-mail a reset link", [200, "always the same", out.messageSchema], {
      body: forgotPasswordSchema,
      fails: [429],
    }),
  },
  "/api/auth/reset-password": {
    post: op("anyone", "Set a new password with a reset token", [200, "done", out.messageSchema], {
      body: resetPasswordSchema,
      fails: [429],
    }),
  },
  "/api/auth/change-password": {
    post: op("signed in", "Change the password; other sessions end", [200, "done", out.messageSchema], {
      body: changePasswordSchema,
    }),
  },
  "/api/auth/verify-email": {
    get: op("anyone", "Confirm an e-mail address (link)", [302, "to /?verified=1 or 0"]),
  },
  "/api/attorney-application": {
    post: op("anyone", "Apply as an attorney", [201, "{id}", out.createdIdSchema], {
      body: attorneyApplicationSchema,
      fails: [409, 429],
    }),
  },
  "/api/attorney-application/confirm": {
    get: op("anyone", "Confirm a signed-out application's address (link)", [302, "to a result page"]),
  },
  "/api/attorney/profile": {
    get: op("signed in", "The linked attorney profile", [200, "the profile", out.attorneyProfileSchema], {
      fails: [404],
    }),
  },
  "/api/attorney/licenses": {
    get: op("approved attorney", "The attorney's licenses", [200, "licenses", list(out.licenseSchema)]),
    post: op("approved attorney", "Add a license (verified by an admin)", [201, "the license", out.licenseSchema], {
      body: licenseSchema,
      fails: [409],
    }),
  },
  "/api/attorney/conflicts": {
    get: op("approved attorney", "The attorney's conflict list", [200, "{names}", out.conflictListSchema]),
    put: op("approved attorney", "Replace the conflict list", [200, "{names}", out.conflictListSchema], {
      body: conflictListSchema,
    }),
  },
  "/api/attorney/notifications": {
    get: op("approved attorney", "How often the attorney hears of new questions", [
      200,
      "the settings",
      out.notificationSettingsSchema,
    ]),
    put: op(
      "approved attorney",
      "Set how often, and in which categories, the attorney hears of new questions",
      [200, "the settings", out.notificationSettingsSchema],
      { body: notificationSettingsInputSchema },
    ),
  },
  "/api/attorney/languages": {
    get: op("approved attorney", "The languages the attorney answers in", [
      200,
      "{languages}",
      out.answerLanguagesSchema,
    ]),
    put: op(
      "approved attorney",
      "Set the languages the attorney answers in: their queue holds questions in those only",
      [200, "{languages}", out.answerLanguagesSchema],
      { body: answerLanguagesInputSchema },
    ),
  },
  "/api/notifications/unsubscribe": {
    get: op("anyone", "A notice's unsubscribe link: changes nothing (link)", [302, "to /unsubscribe?token=..."]),
    post: op(
      "anyone",
      "One-click unsubscribe (RFC 8058): the token turns notices off",
      [200, "{frequency:'off'}", out.unsubscribedSchema],
      { query: unsubscribeTokenSchema },
    ),
  },
  "/api/attorney/stats": {
    get: op(
      "approved attorney",
      "The attorney's own figures: answered today and in all, open claims, mean time to answer",
      [200, "stats", out.attorneyStatsSchema],
      { query: attorneyStatsQuerySchema },
    ),
  },
  "/api/attorney/claimed-questions": {
    get: op(
      "approved attorney",
      "The attorney's claims, newest first",
      [200, "claims", list(out.claimedQuestionSchema)],
      {
        query: claimedQuerySchema,
      },
    ),
  },
  "/api/categories": { get: op("anyone", "Practice areas", [200, "categories", list(out.categorySchema)]) },
  "/api/terms/accept": {
    post: op("signed in", "Accept the terms", [200, "{termsAcceptedAt}", out.termsAcceptedSchema]),
  },
  "/api/questions": {
    post: op("signed in", "Ask a question", [201, "the question", out.questionSchema], {
      body: questionSchema,
      // 403: the terms are not accepted yet; 429: the questions of a day.
      fails: [403, 429],
    }),
  },
  "/api/questions/user": {
    get: op("signed in", "The user's own questions, newest first", [200, "questions", list(out.userQuestionSchema)]),
  },
  "/api/questions/queue": {
    get: op(
      "approved attorney",
      "Pending questions, deadlines first; each card carries a preview of its text, the detail the whole text",
      [200, "queue items", list(out.queueItemSchema)],
      {
        query: queueQuerySchema,
      },
    ),
  },
  "/api/questions/{id}": {
    get: op("signed in", "A question with its answer and follow-ups", [200, "the question", out.questionDetailSchema], {
      // 403: an admin's or attorney's reach waits for two-step sign-in (REQUIRE_2FA_ROLES, docs/decisions/031).
      fails: [403, 404],
    }),
  },
  "/api/questions/{id}/claim": {
    post: op("approved attorney", "Claim a question", [200, "the claim", out.claimResultSchema], {
      body: claimBodySchema,
      fails: [404, 409],
    }),
  },
  "/api/questions/{id}/answer": {
    post: op("approved attorney", "Answer a claimed question", [201, "the answer", out.answerSchema], {
      body: answerSchema,
      fails: [404, 409],
    }),
  },
  "/api/questions/{id}/release": {
    post: op("approved attorney", "Give a claim back", [200, "the question", out.questionSchema], {
      body: releaseSchema,
      fails: [404, 409],
    }),
  },
  "/api/questions/{id}/withdraw": {
    post: op("signed in", "The asker withdraws a question", [200, "the question", out.questionSchema], {
      fails: [404, 409],
    }),
  },
  "/api/questions/{id}/close": {
    post: op("signed in", "The asker closes an answered question", [200, "the question", out.questionSchema], {
      // Optional: the spec's call sends no body; "Did this answer help?" goes to the outcome row only.
      body: closeQuestionSchema,
      fails: [404, 409],
    }),
  },
  "/api/followups": {
    post: op("signed in", "Add a follow-up", [201, "the follow-up", out.followUpSchema], {
      body: followUpSchema,
      fails: [404, 409],
    }),
  },
  "/api/account/export": {
    get: op("signed in", "Everything stored about the user (a JSON attachment)", [
      200,
      "the export",
      out.accountExportSchema,
    ]),
  },
  "/api/account/tour-completed": {
    post: op("signed in", "The onboarding tour was finished or skipped", [
      200,
      "{tourCompletedAt}",
      out.tourCompletedSchema,
    ]),
  },
  "/api/account/locale": {
    put: op("signed in", "Set the account's language (its screens and e-mails)", [200, "{locale}", out.localeSchema], {
      body: localeInputSchema,
    }),
  },
  "/api/account/discreet-mail": {
    put: op(
      "signed in",
      "Discreet e-mail on or off: a neutral sender name and subject on every message",
      [200, "{discreetMail}", out.discreetMailSettingSchema],
      { body: discreetMailSchema },
    ),
  },
  "/api/account": {
    delete: op("signed in", "Delete the account", [200, "deleted", out.messageSchema], {
      body: deleteAccountSchema,
      fails: [409],
    }),
  },
  "/api/admin/attorneys/pending": {
    get: op("admin", "Applications to review", [200, "applications", list(out.reviewedAttorneySchema)]),
  },
  "/api/admin/attorneys/approved": {
    get: op("admin", "Approved attorneys", [200, "attorneys", list(out.reviewedAttorneySchema)]),
  },
  "/api/admin/attorneys/{id}/approve": {
    post: op("admin", "Approve an application", [200, "the profile", out.reviewedAttorneySchema], {
      fails: [404, 409],
    }),
  },
  "/api/admin/attorneys/{id}/reject": {
    delete: op(
      "admin",
      "Reject an application, with an optional note for the applicant's e-mail",
      [200, "{id, message}", out.removedSchema],
      // 409: the application was approved already (revoke is the way back).
      { body: rejectApplicationSchema, fails: [404, 409] },
    ),
  },
  "/api/admin/attorneys/{id}/revoke": {
    post: op("admin", "Revoke an approval", [200, "the profile", out.reviewedAttorneySchema], { fails: [404, 409] }),
  },
  "/api/admin/attorneys/revoked": {
    get: op("admin", "Attorneys whose approval was revoked", [200, "attorneys", list(out.reviewedAttorneySchema)]),
  },
  "/api/admin/attorneys/{id}/reinstate": {
    post: op("admin", "Give a revoked attorney their approval back", [200, "the profile", out.reviewedAttorneySchema], {
      fails: [404, 409],
    }),
  },
  "/api/admin/licenses/pending": {
    get: op("admin", "Added licenses to verify", [200, "licenses", list(out.pendingLicenseSchema)]),
  },
  "/api/admin/licenses/{id}/approve": {
    post: op("admin", "Verify a license", [200, "the license", out.licenseSchema], { fails: [404, 409] }),
  },
  "/api/admin/licenses/{id}/reject": {
    // 409: the license was verified already.
    delete: op("admin", "Reject a license", [200, "{id, message}", out.removedSchema], { fails: [404, 409] }),
  },
  "/api/admin/questions/{id}/release": {
    post: op("admin", "End any claim", [200, "the question", out.questionSchema], {
      body: releaseSchema,
      fails: [404, 409],
    }),
  },
  "/api/admin/audit": {
    get: op("admin", "The audit log, newest first", [200, "entries", list(out.auditEventSchema)], {
      query: auditQuerySchema,
    }),
  },
  "/api/admin/outcomes": {
    get: op("admin", "Outcome figures by week, month, state or category", [200, "the figures", out.outcomesSchema], {
      query: outcomesQuerySchema,
      csv: "with format=csv: the rows as an attachment named outcomes-<from>-<to>.csv",
    }),
  },
  "/api/outcomes/expectation": {
    get: op(
      "anyone",
      "What an asker may expect in a state, or for a question in a language",
      [200, "the expectation", out.expectationSchema],
      {
        query: expectationQuerySchema,
      },
    ),
  },

  // docs/decisions/031: passkeys. Every refusal of a passkey is 400 in the same words, whatever went wrong.
  "/api/auth/passkeys": {
    get: op("signed in", "The account's passkeys, oldest first", [200, "passkeys", list(out.passkeySchema)]),
  },
  "/api/auth/passkeys/{id}": {
    delete: op("signed in", "Remove one of the account's passkeys", [200, "removed", out.messageSchema], {
      idParam: passkeyIdParamSchema,
      fails: [404],
    }),
  },
  "/api/auth/passkeys/register/options": {
    post: op("signed in", "Options to add a passkey (navigator.credentials.create)", [
      200,
      "PublicKeyCredentialCreationOptionsJSON",
      out.passkeyRegistrationOptionsSchema,
    ]),
  },
  "/api/auth/passkeys/register/verify": {
    post: op("signed in", "Add the passkey the browser made", [201, "the passkey", out.passkeySchema], {
      body: passkeyRegisterSchema,
    }),
  },
  "/api/auth/passkeys/login/options": {
    post: op("anyone", "Options to sign in with a passkey (navigator.credentials.get)", [
      200,
      "PublicKeyCredentialRequestOptionsJSON",
      out.passkeySignInOptionsSchema,
    ]),
  },
  "/api/auth/passkeys/login/verify": {
    post: op("anyone", "Sign in with a passkey (both steps at once)", [200, "the user", out.publicUserSchema], {
      body: passkeyLoginSchema,
    }),
  },
};

import { accountExportSchema } from "@shared/api/export-schema";
import { expectationSchema, outcomesSchema } from "@shared/api/outcome-schemas";
import * as out from "@shared/api/schemas";
import {
  answerLanguagesInputSchema,
  answerSchema,
  attorneyApplicationSchema,
  attorneyStatsQuerySchema,
  auditQuerySchema,
  claimBodySchema,
  claimedQuerySchema,
  closeQuestionSchema,
  conflictListSchema,
  deleteAccountSchema,
  discreetMailSchema,
  expectationQuerySchema,
  followUpSchema,
  licenseSchema,
  localeInputSchema,
  outcomesQuerySchema,
  notificationSettingsInputSchema,
  questionSchema,
  queueQuerySchema,
  rejectApplicationSchema,
  releaseSchema,
  unsubscribeTokenSchema,
} from "@shared/validators";
import { AUTH_ROUTES } from "./auth-operations";
import { list, op, type Method, type Operation } from "./operation";

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
  // Accounts, sign-in, two-step sign-in and passkeys: auth-operations.ts.
  ...AUTH_ROUTES,
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
      "Pending questions, deadlines first; each card carries a preview of its text, the detail the whole text. " +
        "The Queue-Cutoff header names the last date read as a near deadline; the walk's next page sends it as cutoff",
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
    get: op(
      "signed in",
      "Everything stored about the user (a JSON attachment); only from the app's own pages",
      [200, "the export", accountExportSchema],
      // A download asked for by another site, even a sibling one, is refused (auth/cross-site.ts).
      { fails: [403] },
    ),
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
    get: op("admin", "Outcome figures by week, month, state or category", [200, "the figures", outcomesSchema], {
      query: outcomesQuerySchema,
      csv: "with format=csv: the rows as an attachment named outcomes-<from>-<to>.csv",
    }),
  },
  "/api/outcomes/expectation": {
    get: op(
      "anyone",
      "What an asker may expect in a state, or for a question in a language",
      [200, "the expectation", expectationSchema],
      {
        query: expectationQuerySchema,
      },
    ),
  },
};

import { z } from "zod";
import type { ColumnsOf } from "../schema/columns";
import type { questions } from "../schema/questions";
import {
  ANSWER_MAX,
  ANSWER_MIN,
  DEFAULT_CATEGORY_ID,
  FOLLOW_UP_MAX,
  FOLLOW_UP_MIN,
  QUESTION_MAX,
  QUESTION_MIN,
  TITLE_MAX,
  TITLE_MIN,
} from "./limits";
import {
  STATE_REQUIRED,
  DEADLINE_MESSAGE,
  deadlineTypeSchema,
  opposingPartiesSchema,
  stateSchema,
  isoDate,
  triageProblems,
} from "./triage";
import { language } from "./languages";
import { pageLimitOf } from "./query";
import { trimText } from "./text";

export const TERMS_REQUIRED_MESSAGE = "Terms Required: Please accept the terms and conditions to submit your question.";

const categoryId = z
  .number({ error: "Please select a category" })
  .int("Please select a category")
  .min(1, "Please select a category")
  .max(2_147_483_647, "Please select a category");

// The ask body's fields: columns of the questions table (derived from it with drizzle-zod on the server).
export const questionFields = {
  categoryId: categoryId.default(DEFAULT_CATEGORY_ID),
  title: z
    .string({ error: `Title must be at least ${TITLE_MIN} characters` })
    .overwrite(trimText)
    .min(TITLE_MIN, `Title must be at least ${TITLE_MIN} characters`)
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  content: z
    .string({ error: `Please provide more detail (at least ${QUESTION_MIN} characters)` })
    .overwrite(trimText)
    .min(QUESTION_MIN, `Please provide more detail (at least ${QUESTION_MIN} characters)`)
    .max(QUESTION_MAX, `Please keep your question under ${QUESTION_MAX.toLocaleString("en-US")} characters`),
  isAnonymous: z.boolean({ error: "Please choose a privacy option" }).default(false),
  // docs/decisions/018: optional in the API, so a spec-shaped payload still works.
  state: stateSchema.nullish().transform((v) => v ?? null),
  deadline: isoDate(DEADLINE_MESSAGE)
    .nullish()
    .transform((v) => v ?? null),
  deadlineType: deadlineTypeSchema.nullish().transform((v) => v ?? null),
  opposingParties: opposingPartiesSchema.default([]),
  // The asker said they are not safe right now (optional; the form's "Are you safe right now?").
  safetyConcern: z.boolean({ error: "Invalid safety answer" }).default(false),
  // The language it is written in (docs/decisions/036); optional: the account's language when left out.
  language: language.optional(),
  // Sent by the client as the spec says; the server ignores it, whatever it holds, and takes identity from the session
  // (a field a client may not set is ignored, not rejected: docs/architecture.md).
  userId: z
    .unknown()
    .optional()
    .transform((): string | undefined => undefined),
} satisfies ColumnsOf<typeof questions>;

export const questionSchema = z.object(questionFields);

// The form adds the terms checkbox, which must be ticked, and asks for the state (section 9.1).
const questionFormFields = questionSchema.extend({
  acceptTerms: z.boolean().refine((v) => v, TERMS_REQUIRED_MESSAGE),
  state: z.string({ error: STATE_REQUIRED }).min(1, STATE_REQUIRED).pipe(stateSchema),
  // "Are you safe right now?" (docs/decisions/025), optional; a "no" becomes safetyConcern.
  safeNow: z.enum(["yes", "no"]).optional(),
});

/** The ask form's schema, with the deadline's rules at the time `now` gives (the browser's, for comfort only). */
export const questionFormSchema = (now: () => Date) =>
  questionFormFields.superRefine((value, ctx) => {
    for (const p of triageProblems(value, now())) ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
  });

export const answerSchema = z.object({
  content: z
    .string({ error: "Answer Required: Please provide your legal response before submitting." })
    .overwrite(trimText)
    .min(1, "Answer Required: Please provide your legal response before submitting.")
    .min(ANSWER_MIN, `Answer Too Short: Please provide a more detailed response (at least ${ANSWER_MIN} characters).`)
    .max(
      ANSWER_MAX,
      `Answer Too Long: Please keep your response under ${ANSWER_MAX.toLocaleString("en-US")} characters.`,
    ),
  includeDisclaimer: z.boolean({ error: "includeDisclaimer must be true or false" }).default(true),
});

export const followUpContentSchema = z
  .string({ error: "Follow-up Required: Please enter your follow-up question." })
  .overwrite(trimText)
  .min(1, "Follow-up Required: Please enter your follow-up question.")
  .min(FOLLOW_UP_MIN, `Follow-up Too Short: Please provide more detail (at least ${FOLLOW_UP_MIN} characters).`)
  .max(FOLLOW_UP_MAX, `Follow-up Too Long: Please keep it under ${FOLLOW_UP_MAX.toLocaleString("en-US")} characters.`);

export const followUpSchema = z.object({
  questionId: z
    .number({ error: "Invalid question" })
    .int("Invalid question")
    .positive("Invalid question")
    .max(2_147_483_647, "Invalid question"),
  content: followUpContentSchema,
});

// Route and query parameters arrive as strings. Only plain decimal digits count as a number: " 1", "0x10"
// or "1e3" are not ids, so a malformed value can never land on a real row.
const INT4_MAX = 2_147_483_647;
const digits = (message: string, min: number) =>
  z
    .union([z.string().regex(/^\d{1,10}$/, message), z.number().int(message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(INT4_MAX, message));

const idSchema = digits("Invalid id", 1);
export const idParamSchema = z.object({ id: idSchema });

/** A route or query parameter that can name a row (a positive 32-bit integer in plain digits), else null. */
export function parseId(raw: unknown): number | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

// Keyset-paged lists (the queue, an attorney's claims) share one page size, so neither can be asked for more.
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

// The id of the previous page's last item. The server gives the same message for a well-formed id that is
// not a cursor of this list, so a bad cursor reads the same whatever made it bad.
export const INVALID_CURSOR = "Invalid cursor";
const cursor = digits(INVALID_CURSOR, 0);
const pageLimit = pageLimitOf(PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT);

export const INVALID_QUEUE_CUTOFF = "Invalid cutoff";

export const queueQuerySchema = z.object({
  categoryId: z.union([z.literal("all"), digits("Invalid category", 1)], { error: "Invalid category" }).default("all"),
  state: stateSchema.optional(),
  after: cursor.optional(),
  limit: pageLimit,
  // The date the walk's first page was read with, from its `Queue-Cutoff` header (walkCutoff).
  cutoff: isoDate(INVALID_QUEUE_CUTOFF).optional(),
});

export const claimedQuerySchema = z.object({
  before: cursor.optional(),
  limit: pageLimit,
});

export const STATS_SINCE_MESSAGE = "Give the start of your day as a date and time within the last two days";
// The attorney's own figures (docs/decisions/025): `since` is the start of their day in their own time zone.
export const attorneyStatsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: STATS_SINCE_MESSAGE }).optional(),
});

export type QuestionInput = z.infer<typeof questionSchema>;
export type QuestionFormInput = z.input<typeof questionFormFields>;
export type QuestionFormOutput = z.output<typeof questionFormFields>;
export type AnswerInput = z.infer<typeof answerSchema>;
export type FollowUpInput = z.infer<typeof followUpSchema>;
export type QueueQuery = z.infer<typeof queueQuerySchema>;
export type ClaimedQuery = z.infer<typeof claimedQuerySchema>;

export const RELEASE_REASON_MAX = 500;
// A short optional reason (a release, a rejection): blank means none.
const optionalReason = z
  .string({ error: "The reason must be text" })
  .overwrite(trimText)
  .max(RELEASE_REASON_MAX, `Please keep the reason to ${RELEASE_REASON_MAX} characters or fewer`)
  .nullish()
  .transform((v) => v || null);
// docs/decisions/020: giving a claim back, with an optional reason for the service's records.
export const releaseSchema = z.object({
  reason: optionalReason,
});
export type ReleaseInput = z.infer<typeof releaseSchema>;

// docs/decisions/025: a rejection may carry a note for the applicant's e-mail. Optional: the spec's call sends no body.
export const rejectApplicationSchema = z.object({
  reason: optionalReason,
});

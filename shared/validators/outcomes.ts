import { z } from "zod";
import { HELPFUL_ANSWERS } from "../schema/outcomes";
import { language } from "./languages";
import { blankIsAbsent as blank } from "./query";
import { isoDate, stateSchema } from "./triage";

// docs/decisions/029: the asker's "Did this answer help?", the admin's outcome figures, the asker's expectation.

export const HELPFUL_MESSAGE = "Please answer yes, partly or no";
/** POST /api/questions/:id/close: the answer is optional, and the spec's call sends no body at all. */
export const closeQuestionSchema = z.object({
  helpful: z.enum(HELPFUL_ANSWERS, { error: HELPFUL_MESSAGE }).optional(),
});

export const OUTCOME_GROUPS = ["week", "month", "state", "category"] as const;
export type OutcomeGroup = (typeof OUTCOME_GROUPS)[number];
export const OUTCOME_FORMATS = ["json", "csv"] as const;

export const FROM_MESSAGE = "Please give the start as a date (YYYY-MM-DD)";
export const TO_MESSAGE = "Please give the end as a date (YYYY-MM-DD)";
export const PERIOD_ORDER_MESSAGE = "The end must not be before the start";
export const PERIOD_TOO_LONG_MESSAGE = "Please choose a period of at most 10 years";
export const CATEGORY_MESSAGE = "Invalid category";
/** Longest period the figures are worked out over (a row per week of it at most). */
export const OUTCOME_PERIOD_MAX_DAYS = 3660;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day a period may hold: years 1970 to 9999, days Postgres and a chart can both hold (no year 0). */
export const OUTCOME_FIRST_DAY = "1970-01-01";
const periodDay = (message: string) => isoDate(message).refine((v) => v >= OUTCOME_FIRST_DAY, message);

// The contract's URL names every filter (`state=&categoryId=`): an empty one means no filter.
const blankIsAbsent = <T extends z.ZodType>(schema: T) => blank(schema.optional());

/** GET /api/admin/outcomes. from/to are asking days (UTC), both included; the service fills what is absent. */
export const outcomesQuerySchema = z
  .object({
    from: blankIsAbsent(periodDay(FROM_MESSAGE)),
    to: blankIsAbsent(periodDay(TO_MESSAGE)),
    state: blankIsAbsent(stateSchema),
    categoryId: blankIsAbsent(
      z
        .string({ error: CATEGORY_MESSAGE })
        .regex(/^\d{1,10}$/, CATEGORY_MESSAGE)
        .transform(Number)
        .pipe(z.number().int().min(1, CATEGORY_MESSAGE).max(2_147_483_647, CATEGORY_MESSAGE)),
    ),
    by: blankIsAbsent(z.enum(OUTCOME_GROUPS, { error: "Please group by week, month, state or category" })).transform(
      (v) => v ?? "week",
    ),
    format: blankIsAbsent(z.enum(OUTCOME_FORMATS, { error: "The format is json or csv" })).transform(
      (v) => v ?? "json",
    ),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: PERIOD_ORDER_MESSAGE });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / DAY_MS > OUTCOME_PERIOD_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: PERIOD_TOO_LONG_MESSAGE });
  });
export type OutcomesQuery = z.infer<typeof outcomesQuerySchema>;

/**
 * GET /api/outcomes/expectation: one state, required; and optionally the language the question will be in, which
 * narrows the figures and the volunteers to questions in it and attorneys who read it (docs/decisions/029).
 */
export const expectationQuerySchema = z.object({ state: stateSchema, language: blank(language.optional()) });

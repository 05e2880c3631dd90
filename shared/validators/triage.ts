import { z } from "zod";
import { DEADLINE_TYPES } from "../schema/questions";
import { STATE_CODES } from "../states";
import { hasControlCharacter, looksLikeLink, trimText } from "./text";

// docs/decisions/018: where the problem is, how soon, and who is on the other side.

export const STATE_MESSAGE = "Please choose a state from the list";
export const STATE_REQUIRED = "Please choose the state this is about";
export const DEADLINE_MESSAGE = "Please enter a real date (YYYY-MM-DD)";
export const DEADLINE_PAST = "The deadline cannot be in the past";
export const DEADLINE_TOO_FAR = "The deadline must be within a year from today";
export const DEADLINE_TYPE_MESSAGE = "Please choose what kind of deadline this is";
export const DEADLINE_TYPE_WITHOUT_DATE = "Please give the date of the deadline, or clear its kind";
export const PARTIES_MAX = 5;
export const PARTY_NAME_MIN = 2;
export const PARTY_NAME_MAX = 100;
export const CONFLICT_NAMES_MAX = 500;
export const DEADLINE_MAX_DAYS = 366;
/** Deadlines this close come first in the queue (section 9.2). */
export const DEADLINE_SOON_DAYS = 14;

export const stateSchema = z.enum(STATE_CODES, { error: STATE_MESSAGE });

/** A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30). */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true })
    .refine((v) => isRealDate(v), message);

/** `YYYY-MM-DD` names a day of the calendar: "2026-13-45" and "2026-02-30" do not (and never throw). */
function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/** A name of a person or organization: 2-100 characters, no line breaks or links. */
export const partyName = (label: string) =>
  z
    .string({ error: `${label} must be ${PARTY_NAME_MIN} to ${PARTY_NAME_MAX} characters` })
    .trim()
    .min(PARTY_NAME_MIN, `${label} must be ${PARTY_NAME_MIN} to ${PARTY_NAME_MAX} characters`)
    .max(PARTY_NAME_MAX, `${label} must be ${PARTY_NAME_MIN} to ${PARTY_NAME_MAX} characters`)
    .refine(
      (v) => !hasControlCharacter(v) && !looksLikeLink(v),
      `${label} must not contain links, line breaks or hidden characters`,
    );

export const deadlineTypeSchema = z.enum(DEADLINE_TYPES, { error: DEADLINE_TYPE_MESSAGE });

export const opposingPartiesSchema = z
  .array(partyName("Each name"), { error: "Other parties must be a list of names" })
  .max(PARTIES_MAX, `Please name at most ${PARTIES_MAX} other parties`);

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * "Today" for a deadline. The service is for the whole US: a date counts as not past while it is still that
 * day anywhere in the 50 states (Hawaii, UTC-10, is the last), and the upper bound counts from the first
 * (UTC-5, the East). Dates are compared as `YYYY-MM-DD` strings.
 */
export function deadlineWindow(now: Date): { earliest: string; latest: string } {
  const t = now.getTime();
  return {
    earliest: isoDay(t - 10 * 60 * 60 * 1000),
    latest: isoDay(t - 5 * 60 * 60 * 1000 + DEADLINE_MAX_DAYS * DAY_MS),
  };
}

/** The date deadlines at or before which come first in the queue. */
export const soonCutoff = (now: Date): string =>
  isoDay(now.getTime() - 10 * 60 * 60 * 1000 + DEADLINE_SOON_DAYS * DAY_MS);

/**
 * The cutoff a page of the queue is read with (docs/decisions/018): the one a walk's first page was read with, which
 * the next page's request carries, while it is today's or yesterday's; otherwise today's. So a walk over the day's
 * change keeps one order, and no question crosses from the rest into the near deadlines between two of its pages.
 */
export function walkCutoff(asked: string | undefined, now: Date): string {
  const today = soonCutoff(now);
  return asked !== undefined && asked === soonCutoff(new Date(now.getTime() - DAY_MS)) ? asked : today;
}

export interface FieldProblem {
  path: string;
  message: string;
}

/** The rules that need the clock or two fields at once, shared by the ask form and the server. */
export function triageProblems(
  input: { deadline?: string | null; deadlineType?: string | null },
  now: Date,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.deadline) {
    const { earliest, latest } = deadlineWindow(now);
    if (input.deadline < earliest) problems.push({ path: "deadline", message: DEADLINE_PAST });
    else if (input.deadline > latest) problems.push({ path: "deadline", message: DEADLINE_TOO_FAR });
  } else if (input.deadlineType) {
    problems.push({ path: "deadlineType", message: DEADLINE_TYPE_WITHOUT_DATE });
  }
  return problems;
}

/** A license's number left empty (a license added in settings, the application's). */
export const LICENSE_NUMBER_REQUIRED = "License number is required";

export const licenseSchema = z.object({
  state: stateSchema,
  licenseNumber: z
    .string({ error: LICENSE_NUMBER_REQUIRED })
    .overwrite(trimText)
    .min(1, LICENSE_NUMBER_REQUIRED)
    .max(50, "License number must be at most 50 characters"),
});

export const conflictListSchema = z.object({
  names: z
    .array(partyName("Each name"), { error: "Names must be a list" })
    .max(CONFLICT_NAMES_MAX, `A conflict list holds at most ${CONFLICT_NAMES_MAX} names`),
});

export const claimBodySchema = z.object({
  confirmNoConflict: z.boolean({ error: "confirmNoConflict must be true or false" }).default(false),
});

export type LicenseInput = z.infer<typeof licenseSchema>;
export type ConflictListInput = z.infer<typeof conflictListSchema>;

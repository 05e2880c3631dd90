import { z } from "zod";
import type { ColumnsOf } from "../schema/columns";
import type { attorneys } from "../schema/attorneys";
import { GRADUATION_YEAR_MIN } from "./limits";
import { personName, trimText } from "./text";
import { STATE_CODES } from "../states";
import { LICENSE_NUMBER_REQUIRED, type FieldProblem } from "./triage";
import { answerLanguages } from "./languages";
import { EMAIL_EMPTY } from "./auth";

const GRADUATION_YEAR_MESSAGE = "Valid graduation year is required";

/**
 * docs/decisions/025: what the application form says of a required field left empty (the spec's messages stay for
 * its rules). Kept in English in the form's state, as the shared checks' are, and shown in the reader's language by
 * the form's errors (docs/decisions/040); here, so the check of the Spanish dictionary finds them.
 */
export const APPLICATION_EMPTY_MESSAGES = {
  firstName: "Enter your first name",
  lastName: "Enter your last name",
  email: EMAIL_EMPTY,
  licenseNumber: "Enter your license number",
  practiceState: "Choose the state where you practice",
  yearsExperience: "Enter your years of experience",
  lawSchool: "Enter your law school",
  graduationYear: "Enter your graduation year",
  practiceAreas: "Enter your practice areas",
};

const required = (message: string, max = 200) =>
  z.string({ error: message }).overwrite(trimText).min(1, message).max(max, message);
/** An optional text field: missing, null or blank is null; any other type answers `notText`. */
const optionalText = (max: number, tooLong: string, notText: string) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * A number, or a string of one in decimal digits as a form sends it. Unlike z.coerce, a blank string, null or a boolean
 * is not read as 0 or 1, nor "0x10", "0b11" or "1e1" as a number: each is refused with the field's own message.
 */
const wholeNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);

/**
 * The application body's fields: each is a column of the attorneys table (checked by type here, and derived from
 * the table with drizzle-zod on the server), refined with the spec's message.
 */
export const attorneyApplicationFields = {
  firstName: personName("First name", "First name is required"),
  lastName: personName("Last name", "Last name is required"),
  email: z
    .string({ error: "Valid email is required" })
    .trim()
    .max(254, "Valid email is required")
    .pipe(z.email("Valid email is required")),
  licenseNumber: required(LICENSE_NUMBER_REQUIRED, 50),
  bprNumber: optionalText(50, "BPR number must be at most 50 characters", "BPR number must be text"),
  practiceState: z
    .string({ error: "Practice state is required" })
    .pipe(z.enum(STATE_CODES, { error: "Practice state is required" })),
  yearsExperience: wholeNumber(
    z
      .number({ error: "Years of experience must be 0 or more" })
      .int("Years of experience must be a whole number")
      .min(0, "Years of experience must be 0 or more")
      .max(80, "Years of experience must be 80 or less"),
  ),
  lawSchool: required("Law school is required"),
  // Not in the future: applicationProblems, which needs the clock.
  graduationYear: wholeNumber(
    z
      .number({ error: GRADUATION_YEAR_MESSAGE })
      .int(GRADUATION_YEAR_MESSAGE)
      .min(GRADUATION_YEAR_MIN, GRADUATION_YEAR_MESSAGE),
  ),
  practiceAreas: required("Practice areas are required", 1000),
  specializations: optionalText(
    1000,
    "Specializations must be at most 1000 characters",
    "Specializations must be text",
  ),
  // The languages they answer in (docs/decisions/036); English when left out.
  languages: answerLanguages.default(["en"]),
} satisfies ColumnsOf<typeof attorneys>;

export const attorneyApplicationSchema = z.object(attorneyApplicationFields);

/**
 * The application's rule that needs the clock, shared by the form (the browser's time, for comfort) and the server
 * (the app's clock): a graduation year is not after this year.
 */
export function applicationProblems(input: { graduationYear: number }, now: Date): FieldProblem[] {
  return input.graduationYear > now.getUTCFullYear()
    ? [{ path: "graduationYear", message: GRADUATION_YEAR_MESSAGE }]
    : [];
}

/** The application form's schema, with the rule above at the time `now` gives. */
export const applicationFormSchema = (now: () => Date) =>
  attorneyApplicationSchema.superRefine((value, ctx) => {
    for (const p of applicationProblems(value, now())) {
      ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
    }
  });

export type AttorneyApplicationInput = z.input<typeof attorneyApplicationSchema>;
export type AttorneyApplication = z.infer<typeof attorneyApplicationSchema>;

import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { ANSWER_LANGUAGES_MESSAGE } from "@shared/validators";

/**
 * The attorney application's checks are shared with the server and written in English (the spec's messages). The
 * form keeps each error as that English text and shows it in the reader's language at render time, so a language
 * switch also changes the errors on screen (docs/decisions/038). A text not listed here is shown as it came.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  // The form's own messages for an empty required field (docs/decisions/025).
  "Enter your first name": msg`Enter your first name`,
  "Enter your last name": msg`Enter your last name`,
  "Enter your e-mail address": msg`Enter your e-mail address`,
  "Enter your license number": msg`Enter your license number`,
  "Choose the state where you practice": msg`Choose the state where you practice`,
  "Enter your years of experience": msg`Enter your years of experience`,
  "Enter your law school": msg`Enter your law school`,
  "Enter your graduation year": msg`Enter your graduation year`,
  "Enter your practice areas": msg`Enter your practice areas`,
  // The shared checks' messages (shared/validators/attorneys.ts, text.ts, languages.ts).
  "First name is required": msg`First name is required`,
  "Last name is required": msg`Last name is required`,
  "First name must be at most 100 characters": msg`First name must be at most 100 characters`,
  "Last name must be at most 100 characters": msg`Last name must be at most 100 characters`,
  "First name must not contain links or line breaks": msg`First name must not contain links or line breaks`,
  "Last name must not contain links or line breaks": msg`Last name must not contain links or line breaks`,
  "Valid email is required": msg`Valid email is required`,
  "License number is required": msg`License number is required`,
  "Practice state is required": msg`Practice state is required`,
  "Years of experience must be 0 or more": msg`Years of experience must be 0 or more`,
  "Years of experience must be a whole number": msg`Years of experience must be a whole number`,
  "Years of experience must be 80 or less": msg`Years of experience must be 80 or less`,
  "Law school is required": msg`Law school is required`,
  "Valid graduation year is required": msg`Valid graduation year is required`,
  "Practice areas are required": msg`Practice areas are required`,
  [ANSWER_LANGUAGES_MESSAGE]: msg`Please choose at least one language you answer in`,
};

/** An application error in the active language; undefined stays undefined. */
export function translateFormMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : message;
}

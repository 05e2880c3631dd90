import { z } from "zod";
import { LANGUAGES } from "../languages";

// docs/decisions/036: the account's language, the languages an attorney answers in, and a question's language.
export const LOCALE_MESSAGE = "Please choose English or Spanish";
export const ANSWER_LANGUAGES_MESSAGE = "Please choose at least one language you answer in";

export const language = z.enum(LANGUAGES, { error: LOCALE_MESSAGE });

export const localeInputSchema = z.object({ locale: language });

/** The languages an attorney answers in: one or both, each once. */
export const answerLanguages = z
  .array(language, { error: ANSWER_LANGUAGES_MESSAGE })
  .min(1, ANSWER_LANGUAGES_MESSAGE)
  .max(LANGUAGES.length, ANSWER_LANGUAGES_MESSAGE)
  .refine((l) => new Set(l).size === l.length, ANSWER_LANGUAGES_MESSAGE);

export const answerLanguagesInputSchema = z.object({ languages: answerLanguages });

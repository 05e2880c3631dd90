import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { Language } from "@shared/api/types";

/**
 * Each language by its own name, as a reader of it looks for it (docs/decisions/036): for choosing a language, where
 * a person who reads only one of them must find it whatever the page's language.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** Each language named in the interface's language ("Spanish", "Español"), for a fact about a question. */
export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  // A context of their own: the same words as a language's own name (above) may be translated differently elsewhere.
  en: msg({ message: "English", context: "a question's language" }),
  es: msg({ message: "Spanish", context: "a question's language" }),
};

/** The names of the languages in the interface's language, drawn again when it changes (docs/decisions/038). */
export function useLanguageNames(): Record<Language, string> {
  const { i18n } = useLingui();
  return { en: i18n._(LANGUAGE_LABELS.en), es: i18n._(LANGUAGE_LABELS.es) };
}

import { i18n } from "@lingui/core";
import type { Dictionary } from "@shared/i18n/translate";
import { makeTranslator } from "@shared/i18n/translate";

// docs/decisions/040: the server and the validators speak English; what they say is shown in the page's language.

type Translate = (text: string) => string | undefined;

// Each language's dictionary is a chunk of its own, fetched only when that language is used: the landing page's
// bundle carries none. English needs none.
const dictionaries: Record<string, () => Promise<Dictionary>> = {
  es: async () => (await import("@shared/i18n/messages-es")).messagesEs,
};
const loaded = new Map<string, Translate>();

/** Fetches the dictionary of `locale` (once); a language without one, or a failed fetch, leaves the English. */
export async function loadServerMessages(locale: string): Promise<void> {
  const load = dictionaries[locale];
  if (!load || loaded.has(locale)) return;
  try {
    loaded.set(locale, makeTranslator(await load(), locale));
  } catch {
    // Offline or a stale build: the message is still shown, in English.
  }
}

/** A message from the server or a validator in the active language, else as it came. */
export function translateServerMessage(text: string): string {
  return loaded.get(i18n.locale)?.(text) ?? text;
}

// Whichever way a language becomes active, its dictionary follows it.
i18n.on("change", () => void loadServerMessages(i18n.locale));
if (i18n.locale) void loadServerMessages(i18n.locale);

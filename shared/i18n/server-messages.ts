import { makeTranslator, type Dictionary } from "./translate";

// docs/decisions/040: the server and the validators speak English; the client shows what they say in the reader's
// language. Here so that the interface's primitives (components/ui) can use it as well as lib/.

type Translate = (text: string) => string | undefined;

// Each language's dictionary is a chunk of its own, fetched only when that language is used: the landing page's
// bundle carries none. English needs none.
const dictionaries: Record<string, () => Promise<Dictionary>> = {
  es: async () => (await import("./messages-es")).messagesEs,
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

/** A message from the server or a validator in `locale` once its dictionary is loaded, else as it came. */
export function translateServerMessage(text: string, locale: string): string {
  return loaded.get(locale)?.(text) ?? text;
}

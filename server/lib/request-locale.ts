import type { Request } from "express";
import { LANG_COOKIE, LANGUAGES, type Language } from "@shared/languages";

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The `lang` cookie's value when it names a language of the service. */
function cookieLanguage(req: Request): Language | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The language a request is answered in (docs/decisions/038): the signed-in account's, else the visitor's `lang`
 * cookie, else the best of Accept-Language, else English.
 */
export function requestLocale(req: Request): Language {
  const user = req.user as { locale?: unknown } | undefined;
  if (user && isLanguage(user.locale)) return user.locale;
  const chosen = cookieLanguage(req);
  if (chosen) return chosen;
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(accepted) ? accepted : "en";
}

import { i18n, type Messages } from "@lingui/core";
import { LANGUAGES, type Language } from "@shared/languages";
import { apiRequest } from "@/lib/api-client";

/** The cookie that keeps a visitor's chosen language; the server reads it too (docs/decisions/038). */
export const LANG_COOKIE = "lang";
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language the server chose for this page (`<html lang>`: the account's, else the `lang` cookie, else
 * Accept-Language, else English); English when the page was not served by it (tests, a stale copy).
 */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : "en";
}

// Only the active language's catalog is fetched: each is a chunk of its own (docs/decisions/038).
async function catalog(locale: Language): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}

/** Loads the language's messages and makes it the page's: every `t`, `Trans` and `<html lang>` follow. */
export async function activateLanguage(locale: Language): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: await catalog(locale) });
  document.documentElement.lang = locale;
}

/**
 * A person chose a language: kept for this browser in the cookie, shown, and, when signed in, kept for the account
 * (its screens on every device and its e-mails); a failed save to the account rejects after the switch.
 */
export async function chooseLanguage(locale: Language, signedIn: boolean): Promise<void> {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
  await activateLanguage(locale);
  if (signedIn) await apiRequest("PUT", "/api/account/locale", { locale });
}

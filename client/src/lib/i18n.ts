import { i18n, type Messages } from "@lingui/core";
import { LANG_COOKIE, LANGUAGES, type Language } from "@shared/languages";
import { apiRequest } from "@/lib/api-client";
import { loadServerMessages } from "@/lib/server-messages";

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

// Each language's messages come in two catalogs (lingui.config.ts): `landing` for the first download, loaded before
// the first draw, and `screens` for every other screen, loaded with them. Only the active language's are fetched; each
// is a chunk of its own (docs/decisions/038).
type Part = "landing" | "screens";
const wanted = new Set<Part>(["landing"]);

async function catalog(locale: Language, part: Part): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/${part}.po`)) as { messages: Messages };
  return messages;
}

// A message the active catalogs lack would show as its id: said loudly, so the journeys fail on it.
i18n.on("missing", ({ locale, id }) => {
  console.error(`No message "${id}" in the ${locale} catalogs loaded so far`);
});

// One change at a time: a switch and the screens' catalog arriving together must not mix two languages.
let changes: Promise<void> = Promise.resolve();
const inTurn = (change: () => Promise<void>) => (changes = changes.then(change, change));

/** Loads the language's messages and makes it the page's: every `t`, `Trans` and `<html lang>` follow. */
export function activateLanguage(locale: Language): Promise<void> {
  return inTurn(async () => {
    if (i18n.locale === locale) return;
    // The server's and the validators' words come with it (docs/decisions/040), so an error drawn first is in it too.
    const [parts] = await Promise.all([
      Promise.all([...wanted].map((part) => catalog(locale, part))),
      loadServerMessages(locale),
    ]);
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages });
    document.documentElement.lang = locale;
  });
}

/** Every screen's messages in the active language, before any screen past the landing page draws. */
export function loadScreenMessages(): Promise<void> {
  return inTurn(async () => {
    if (wanted.has("screens")) return;
    wanted.add("screens");
    const locale = isLanguage(i18n.locale) ? i18n.locale : pageLanguage();
    i18n.load(locale, await catalog(locale, "screens"));
  });
}

/** This browser's language, in the cookie the server reads for a visitor (docs/decisions/038). */
export function rememberLanguage(locale: Language): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
}

/**
 * A person chose a language: kept for this browser in the cookie, shown, and, when signed in, kept for the account
 * (its screens on every device and its e-mails); a failed save to the account rejects after the switch.
 */
export async function chooseLanguage(locale: Language, signedIn: boolean): Promise<void> {
  rememberLanguage(locale);
  await activateLanguage(locale);
  if (signedIn) await apiRequest("PUT", "/api/account/locale", { locale });
}

import type { Language } from "../languages";

// The screens' dates in the reader's language (docs/decisions/038): English as "Jan 5, 2024"; Spanish with the month
// written out, "5 de enero de 2024", as docs/glossary-es.md writes dates. es-US keeps the 12-hour clock of the US.
const INTL_LOCALE: Record<Language, string> = { en: "en-US", es: "es-US" };

const DATE_OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { year: "numeric", month: "short", day: "numeric" },
  es: { year: "numeric", month: "long", day: "numeric" },
};

const DATE_TIME_OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { dateStyle: "medium", timeStyle: "short" },
  // "de la tarde", not "p.m.": a sentence that ends on the time ends on one period.
  es: { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", dayPeriod: "long" },
};

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date as the screens show it ("Jan 5, 2024", "5 de enero de 2024"); empty for a missing or unparseable
 * value.
 */
export function formatDate(value: string | Date | null | undefined, locale: Language = "en"): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(INTL_LOCALE[locale], DATE_OPTIONS[locale]) : "";
}

/**
 * A moment with its time of day, in the reader's own time zone ("Nov 28, 2026, 2:05 PM",
 * "28 de noviembre de 2026 a las 2:05 de la tarde"); empty when missing.
 */
export function formatDateTime(value: string | Date | null | undefined, locale: Language = "en"): string {
  const date = toDate(value);
  if (!date) return "";
  const text = date.toLocaleString(INTL_LOCALE[locale], DATE_TIME_OPTIONS[locale]);
  // One o'clock is singular in Spanish, "a la 1:05", where the formatter writes "a las 1:05" as for every other hour.
  return locale === "es" ? text.replace(/\ba las 1:/, "a la 1:") : text;
}

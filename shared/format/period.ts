import type { Language } from "../languages";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Unit = "day" | "hour" | "minute";

// The words of a period in each language (docs/decisions/038; docs/glossary-es.md: "1 día", "5 días").
const WORDS: Record<
  Language,
  { units: Record<Unit, [one: string, other: string]>; lessThanAMinute: string; about: (count: string) => string }
> = {
  en: {
    units: { day: ["day", "days"], hour: ["hour", "hours"], minute: ["minute", "minutes"] },
    lessThanAMinute: "less than a minute",
    about: (count) => `about ${count}`,
  },
  es: {
    units: { day: ["día", "días"], hour: ["hora", "horas"], minute: ["minuto", "minutos"] },
    lessThanAMinute: "menos de un minuto",
    about: (count) => `alrededor de ${count}`,
  },
};

/**
 * A configured period as a person would say it (docs/decisions/034): "3 days" for 72 hours, "3 minutes" for 0.05
 * hours, "36 hours" for a day and a half; never a raw setting. A period that is no whole number of any unit is
 * rounded to the largest unit it reaches, and says "about". In Spanish: "3 días", "1 hora", "alrededor de 2 días".
 */
export function periodInWords(ms: number, locale: Language = "en"): string {
  const words = WORDS[locale];
  const count = (n: number, unit: Unit) => `${n} ${words.units[unit][n === 1 ? 0 : 1]}`;
  if (!Number.isFinite(ms) || ms < MINUTE_MS) return words.lessThanAMinute;
  const units = [
    [DAY_MS, "day"],
    [HOUR_MS, "hour"],
    [MINUTE_MS, "minute"],
  ] as const;
  const whole = (n: number) => Math.abs(n - Math.round(n)) < 1e-9;
  const i = units.findIndex(([unitMs]) => ms >= unitMs);
  const [unitMs, unit] = units[i]!;
  if (whole(ms / unitMs)) return count(Math.round(ms / unitMs), unit);
  // Under two of the unit, the next smaller one may say it exactly ("36 hours", "90 minutes").
  const smaller = units[i + 1];
  if (smaller && ms < 2 * unitMs && whole(ms / smaller[0])) return count(Math.round(ms / smaller[0]), smaller[1]);
  return words.about(count(Math.round(ms / unitMs), unit));
}

export const hoursInWords = (hours: number, locale: Language = "en") => periodInWords(hours * HOUR_MS, locale);
export const daysInWords = (days: number, locale: Language = "en") => periodInWords(days * DAY_MS, locale);

import type { Language } from "../languages";

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

type Age = { unit: "none" } | { unit: "hour" | "day"; n: number };

const WORDS: Record<Language, (age: Age) => string> = {
  en: (age) => {
    if (age.unit === "none") return "Less than an hour ago";
    if (age.unit === "hour") return age.n === 1 ? "1 hour ago" : `${age.n} hours ago`;
    return age.n === 1 ? "1 day ago" : `${age.n} days ago`;
  },
  es: (age) => {
    if (age.unit === "none") return "Hace menos de una hora";
    if (age.unit === "hour") return age.n === 1 ? "Hace 1 hora" : `Hace ${age.n} horas`;
    return age.n === 1 ? "Hace 1 día" : `Hace ${age.n} días`;
  },
};

/**
 * The queue card's age text (spec section 2): 'Less than an hour ago', '1 hour ago', 'N hours ago',
 * '1 day ago', 'N days ago'; in Spanish 'Hace menos de una hora', 'Hace 3 horas', 'Hace 5 días'. Whole units, rounded
 * down; a time slightly in the future (clock skew between server and browser) reads as just now.
 */
export function relativeAge(createdAt: Date | string, now: Date = new Date(), locale: Language = "en"): string {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const hours = Math.floor((now.getTime() - then.getTime()) / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 1) return WORDS[locale]({ unit: "none" });
  if (hours < DAY_HOURS) return WORDS[locale]({ unit: "hour", n: hours });
  return WORDS[locale]({ unit: "day", n: Math.floor(hours / DAY_HOURS) });
}

/**
 * The age inside a sentence ("Asked less than an hour ago", "Preguntada hace menos de una hora"): the words with a
 * lower-case first letter.
 */
export const inSentence = (age: string) => age.charAt(0).toLowerCase() + age.slice(1);

import type { Language } from "../languages";
import type { DeadlineType } from "../schema/questions";

const DAY_MS = 24 * 60 * 60 * 1000;

// docs/glossary-es.md: "fecha de corte", "fecha límite para presentar documentos", "fecha límite".
const DEADLINE_TYPE_LABELS_BY_LANGUAGE: Record<Language, Record<DeadlineType, string>> = {
  en: { court_date: "Court date", filing_deadline: "Filing deadline", other: "Other deadline" },
  es: {
    court_date: "Fecha de corte",
    filing_deadline: "Fecha límite para presentar documentos",
    other: "Otra fecha límite",
  },
};

// In a sentence about one deadline, the kind "other" is simply the deadline.
const KIND: Record<Language, Record<DeadlineType, string>> = {
  en: { ...DEADLINE_TYPE_LABELS_BY_LANGUAGE.en, other: "Deadline" },
  es: { ...DEADLINE_TYPE_LABELS_BY_LANGUAGE.es, other: "Fecha límite" },
};

/** The reader's own calendar date, as `YYYY-MM-DD`. */
export const localIsoDate = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** Whole days from `today` to `date`, both `YYYY-MM-DD`. */
export const daysBetween = (today: string, date: string): number =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

const WHEN: Record<Language, (kind: string, days: number) => string> = {
  en: (kind, days) => {
    if (days === 0) return `${kind} today`;
    if (days === 1) return `${kind} tomorrow`;
    if (days > 1) return `${kind} in ${days} days`;
    if (days === -1) return `${kind} was yesterday`;
    return `${kind} was ${-days} days ago`;
  },
  es: (kind, days) => {
    if (days === 0) return `${kind}: hoy`;
    if (days === 1) return `${kind}: mañana`;
    if (days > 1) return `${kind}: en ${days} días`;
    if (days === -1) return `${kind}: fue ayer`;
    return `${kind}: fue hace ${-days} días`;
  },
};

/**
 * A queue card's deadline (docs/decisions/018): "Court date in 5 days", "Filing deadline tomorrow",
 * "Deadline today", "Court date was 2 days ago"; in Spanish "Fecha de corte: en 5 días", "Fecha límite: hoy".
 */
export function deadlineLabel(
  deadline: string,
  type: DeadlineType | null,
  today: string,
  locale: Language = "en",
): string {
  return WHEN[locale](KIND[locale][type ?? "other"], daysBetween(today, deadline));
}

export type WaitingLevel = "plain" | "waiting" | "urgent";

/** Section 9.2: under 10 days plain; 10 days or more "Waiting 10+ days"; 25 days or more "Urgent". */
export function waitingLevel(createdAt: string, now: Date): WaitingLevel {
  const days = (now.getTime() - Date.parse(createdAt)) / DAY_MS;
  if (days >= 25) return "urgent";
  if (days >= 10) return "waiting";
  return "plain";
}

const WAITING_TEXTS: Record<Language, Record<Exclude<WaitingLevel, "plain">, string>> = {
  en: { waiting: "Waiting 10+ days", urgent: "Urgent" },
  es: { waiting: "Esperando 10 días o más", urgent: "Urgente" },
};

/** The English badges; `waitingText` gives them in the reader's language. */
export const WAITING_TEXT = WAITING_TEXTS.en;

export const waitingText = (level: Exclude<WaitingLevel, "plain">, locale: Language = "en"): string =>
  WAITING_TEXTS[locale][level];

/** The English names of the kinds of deadline; `deadlineTypeLabel` gives them in the reader's language. */
export const DEADLINE_TYPE_LABELS = DEADLINE_TYPE_LABELS_BY_LANGUAGE.en;

export const deadlineTypeLabel = (type: DeadlineType | null, locale: Language = "en"): string =>
  DEADLINE_TYPE_LABELS_BY_LANGUAGE[locale][type ?? "other"];

import type { DeadlineType } from "../schema/questions";

const DAY_MS = 24 * 60 * 60 * 1000;

const KIND: Record<DeadlineType, string> = {
  court_date: "Court date",
  filing_deadline: "Filing deadline",
  other: "Deadline",
};

/** The reader's own calendar date, as `YYYY-MM-DD`. */
export const localIsoDate = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** Whole days from `today` to `date`, both `YYYY-MM-DD`. */
export const daysBetween = (today: string, date: string): number =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * A queue card's deadline (docs/decisions/018): "Court date in 5 days", "Filing deadline tomorrow",
 * "Deadline today", "Court date was 2 days ago".
 */
export function deadlineLabel(deadline: string, type: DeadlineType | null, today: string): string {
  const kind = KIND[type ?? "other"];
  const days = daysBetween(today, deadline);
  if (days === 0) return `${kind} today`;
  if (days === 1) return `${kind} tomorrow`;
  if (days > 1) return `${kind} in ${days} days`;
  if (days === -1) return `${kind} was yesterday`;
  return `${kind} was ${-days} days ago`;
}

export type WaitingLevel = "plain" | "waiting" | "urgent";

/** Section 9.2: under 10 days plain; 10 days or more "Waiting 10+ days"; 25 days or more "Urgent". */
export function waitingLevel(createdAt: string, now: Date): WaitingLevel {
  const days = (now.getTime() - Date.parse(createdAt)) / DAY_MS;
  if (days >= 25) return "urgent";
  if (days >= 10) return "waiting";
  return "plain";
}

export const WAITING_TEXT: Record<Exclude<WaitingLevel, "plain">, string> = {
  waiting: "Waiting 10+ days",
  urgent: "Urgent",
};

export const DEADLINE_TYPE_LABELS: Record<DeadlineType, string> = {
  court_date: "Court date",
  filing_deadline: "Filing deadline",
  other: "Other deadline",
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

/**
 * The queue card's age text (spec section 2): 'Less than an hour ago', '1 hour ago', 'N hours ago',
 * '1 day ago', 'N days ago'. Whole units, rounded down; a time slightly in the future (clock skew between
 * server and browser) reads as just now.
 */
export function relativeAge(createdAt: Date | string, now: Date = new Date()): string {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const hours = Math.floor((now.getTime() - then.getTime()) / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 1) return "Less than an hour ago";
  if (hours < DAY_HOURS) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / DAY_HOURS);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** The age inside a sentence ("Asked less than an hour ago"): the spec's words with a lower-case first letter. */
export const inSentence = (age: string) => age.charAt(0).toLowerCase() + age.slice(1);

import type { Language } from "../languages";

// Spec section 9: the estimate shown on a queue card grows with the question's length.
const SHORT_BELOW = 200;
const MEDIUM_BELOW = 500;

/**
 * "10-15 min" for a question whose text is `length` characters long (the queue item's `contentLength`: its card
 * carries only a preview, docs/decisions/052). Spanish writes minutes the same way ("min"), so both languages read
 * alike.
 */
export function estimateResponseTime(length: number, _locale: Language = "en"): string {
  if (length < SHORT_BELOW) return "10-15 min";
  if (length < MEDIUM_BELOW) return "15-20 min";
  return "20-25 min";
}

import type { Language } from "../languages";

// Spec section 9: the estimate shown on a queue card grows with the question's length.
const SHORT_BELOW = 200;
const MEDIUM_BELOW = 500;

/** "10-15 min": Spanish writes minutes the same way ("min"), so both languages read alike. */
export function estimateResponseTime(content: string, _locale: Language = "en"): string {
  if (content.length < SHORT_BELOW) return "10-15 min";
  if (content.length < MEDIUM_BELOW) return "15-20 min";
  return "20-25 min";
}

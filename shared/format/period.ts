const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * A configured period as a person would say it (docs/decisions/034): "3 days" for 72 hours, "3 minutes" for 0.05
 * hours, "36 hours" for a day and a half; never a raw setting. A period that is no whole number of any unit is
 * rounded to the largest unit it reaches, and says "about".
 */
export function periodInWords(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE_MS) return "less than a minute";
  for (const [unitMs, unit] of [
    [DAY_MS, "day"],
    [HOUR_MS, "hour"],
    [MINUTE_MS, "minute"],
  ] as const) {
    const n = ms / unitMs;
    if (n >= 1 && Math.abs(n - Math.round(n)) < 1e-9) return count(Math.round(n), unit);
  }
  const [unitMs, unit] = ms >= DAY_MS ? [DAY_MS, "day"] : ms >= HOUR_MS ? [HOUR_MS, "hour"] : [MINUTE_MS, "minute"];
  return `about ${count(Math.round(ms / unitMs), unit)}`;
}

export const hoursInWords = (hours: number) => periodInWords(hours * HOUR_MS);
export const daysInWords = (days: number) => periodInWords(days * DAY_MS);

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
  return `about ${count(Math.round(ms / unitMs), unit)}`;
}

export const hoursInWords = (hours: number) => periodInWords(hours * HOUR_MS);
export const daysInWords = (days: number) => periodInWords(days * DAY_MS);

import { DEFAULT_PERIODS, PERIODS_META_NAME, type Periods } from "@shared/api/periods";

/** The configured periods, as the server named them in the page's head; the defaults without it. */
export function readPeriods(): Periods {
  const raw = document.querySelector(`meta[name="${PERIODS_META_NAME}"]`)?.getAttribute("content");
  if (!raw) return DEFAULT_PERIODS;
  try {
    const parsed = JSON.parse(raw) as Partial<Periods>;
    const pick = (key: keyof Periods) =>
      typeof parsed[key] === "number" && parsed[key] > 0 ? parsed[key] : DEFAULT_PERIODS[key];
    return {
      claimHoldHours: pick("claimHoldHours"),
      unansweredDays: pick("unansweredDays"),
      autoCloseDays: pick("autoCloseDays"),
      retentionDays: pick("retentionDays"),
    };
  } catch {
    return DEFAULT_PERIODS;
  }
}

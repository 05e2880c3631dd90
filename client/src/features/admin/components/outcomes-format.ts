import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// docs/decisions/029: how the outcome figures read on screen. A figure that cannot be given (nothing finished yet)
// reads as a dash, and the table says so. Numbers follow the reader's language ("2.5" in English, "2,5" in Spanish).
export const NO_FIGURE = "—";

const oneDecimal = (i18n: I18n, n: number): string =>
  i18n.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A share as a whole percent in the reader's language ("75%", "75 %"), or the dash. */
export const percent = (i18n: I18n, share: number | null): string =>
  share === null ? NO_FIGURE : i18n.number(share, { style: "percent", maximumFractionDigits: 0 });

/** A figure with one decimal ("1.5"), or the dash. */
export const decimal = (i18n: I18n, n: number | null): string => (n === null ? NO_FIGURE : oneDecimal(i18n, n));

export function hours(i18n: I18n, h: number | null): string {
  if (h === null) return NO_FIGURE;
  if (h >= 48) {
    const days = oneDecimal(i18n, h / 24);
    return i18n._(msg`${days} days`);
  }
  const figure = h < 10 ? oneDecimal(i18n, h) : i18n.number(Math.round(h));
  return inHours(i18n, figure);
}

const inHours = (i18n: I18n, figure: string): string => i18n._(msg`${figure} h`);

/**
 * The top of the chart's hours axis: at least one hour, so that answers within minutes do not spread the axis's
 * ticks below a tenth of an hour, where they would all read "0 h" or "0.1 h".
 */
export const hoursAxisTop = (dataMax: number): number => Math.max(1, dataMax);

/** A tick on the chart's hours axis: "0.1 h", "0,1 h", "12 h" (the axis keeps one unit, so never days). */
export const hoursTick = (i18n: I18n, h: number): string => inHours(i18n, i18n.number(h, { maximumFractionDigits: 1 }));

/** A tick on the chart's share axis, which counts in percent: "50%", "50 %". */
export const percentTick = (i18n: I18n, percentage: number): string => percent(i18n, percentage / 100);

/** Noon of a calendar day ("2026-11-30"), so the day shown is that day in every time zone. */
export const calendarDay = (isoDate: string): string => `${isoDate}T12:00:00Z`;

/** A week's first day on the chart's axis, without the year: "Nov 30", "30 nov". */
export const weekTick = (i18n: I18n, isoDate: string): string =>
  i18n.date(calendarDay(isoDate), { month: "short", day: "numeric", timeZone: "UTC" });

/** A figure the chart's tooltip shows: a number in the reader's language with at most one decimal ("20,4"). */
export const chartFigure = <T>(i18n: I18n, value: T): string | T =>
  typeof value === "number" ? i18n.number(value, { maximumFractionDigits: 1 }) : value;

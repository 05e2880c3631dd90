import { plural, t } from "@lingui/core/macro";
import { periodInWords } from "@shared/format/period";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A configured period in words in the page's language: shared/format/period.ts picks the unit and the rounding
 * (docs/decisions/034), and the words are said here with the language's plurals. Call it while rendering a component
 * that calls useLingui(), so a switch of language redraws it.
 */
function periodWords(hours: number): string {
  const english = periodInWords(hours * HOUR_MS);
  const m = /^(about )?(\d+) (day|hour|minute)s?$/.exec(english);
  if (!m) return t`less than a minute`;
  const n = Number(m[2]);
  const words =
    m[3] === "day"
      ? plural(n, { one: "# day", other: "# days" })
      : m[3] === "hour"
        ? plural(n, { one: "# hour", other: "# hours" })
        : plural(n, { one: "# minute", other: "# minutes" });
  return m[1] ? t`about ${words}` : words;
}

export const hoursInWords = periodWords;
export const daysInWords = (days: number) => periodWords(days * 24);

import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import type { DeadlineType } from "@shared/schema/questions";
import { formatDate, formatDateTime } from "@shared/format/date";
import { daysInWords, hoursInWords, periodInWords } from "@shared/format/period";
import { inSentence, relativeAge } from "@shared/format/relative-age";
import { estimateResponseTime } from "@shared/format/response-time";
import { deadlineLabel, deadlineTypeLabel, waitingText, type WaitingLevel } from "@shared/format/triage";
import { LANGUAGES, type Language } from "@shared/languages";
import { stateName, US_STATES } from "@shared/states";
import { stateNameEs } from "@shared/states-es";

/** The language the screens are shown in now (docs/decisions/038); a screen using it redraws when it changes. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return LANGUAGES.includes(i18n.locale as Language) ? (i18n.locale as Language) : "en";
}

/**
 * shared/format's words bound to the language shown: `const { formatDate } = useFormat()` writes "Jan 5, 2024" in
 * English and "5 de enero de 2024" in Spanish, and the screen redraws on a switch of language.
 */
export function useFormat() {
  const locale = useLanguage();
  return useMemo(() => {
    const nameOf = locale === "es" ? stateNameEs : stateName;
    return {
      locale,
      /** A state's name as the glossary gives it in the language ("Nueva York"), else its own. */
      stateName: nameOf,
      /** Every state with its name in the language, in the language's alphabetical order, for a list to choose from. */
      states: US_STATES.map((s) => ({ code: s.code, name: nameOf(s.code) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
      formatDate: (value: string | Date | null | undefined) => formatDate(value, locale),
      formatDateTime: (value: string | Date | null | undefined) => formatDateTime(value, locale),
      relativeAge: (createdAt: Date | string, now: Date = new Date()) => relativeAge(createdAt, now, locale),
      inSentence,
      periodInWords: (ms: number) => periodInWords(ms, locale),
      hoursInWords: (hours: number) => hoursInWords(hours, locale),
      daysInWords: (days: number) => daysInWords(days, locale),
      estimateResponseTime: (length: number) => estimateResponseTime(length, locale),
      deadlineLabel: (deadline: string, type: DeadlineType | null, today: string) =>
        deadlineLabel(deadline, type, today, locale),
      deadlineTypeLabel: (type: DeadlineType | null) => deadlineTypeLabel(type, locale),
      waitingText: (level: Exclude<WaitingLevel, "plain">) => waitingText(level, locale),
    };
  }, [locale]);
}

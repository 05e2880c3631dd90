import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useFormat, useLanguage } from "@/lib/format";
import { showInSpanish } from "@/test/spanish";

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const NOW = new Date("2026-11-27T12:00:00Z");
const FIVE_DAYS_AGO = new Date(NOW.getTime() - 5 * 24 * 3_600_000);

describe("useFormat", () => {
  it("writes shared/format's English while the page is in English", () => {
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.locale).toBe("en");
    expect(result.current.formatDate(new Date(2024, 0, 5, 12))).toBe("Jan 5, 2024");
    expect(result.current.relativeAge(FIVE_DAYS_AGO, NOW)).toBe("5 days ago");
    expect(result.current.daysInWords(1)).toBe("1 day");
    expect(result.current.deadlineLabel("2026-11-30", "court_date", "2026-11-25")).toBe("Court date in 5 days");
    expect(result.current.deadlineTypeLabel(null)).toBe("Other deadline");
    expect(result.current.waitingText("urgent")).toBe("Urgent");
  });

  it("follows a switch to Spanish at once", () => {
    const { result } = renderHook(() => ({ format: useFormat(), language: useLanguage() }), { wrapper });
    showInSpanish();
    const format = result.current.format;
    expect(result.current.language).toBe("es");
    expect(format.formatDate(new Date(2026, 10, 27, 12))).toBe("27 de noviembre de 2026");
    expect(`Preguntada ${format.inSentence(format.relativeAge(NOW, NOW))}`).toBe("Preguntada hace menos de una hora");
    expect(format.relativeAge(FIVE_DAYS_AGO, NOW)).toBe("Hace 5 días");
    expect(format.daysInWords(1)).toBe("1 día");
    expect(format.daysInWords(5)).toBe("5 días");
    expect(format.hoursInWords(72)).toBe("3 días");
    expect(format.deadlineLabel("2026-11-26", "other", "2026-11-25")).toBe("Fecha límite: mañana");
    expect(format.deadlineTypeLabel("court_date")).toBe("Fecha de corte");
    expect(format.waitingText("urgent")).toBe("Urgente");
    expect(format.estimateResponseTime(5)).toBe("10-15 min");
  });
});

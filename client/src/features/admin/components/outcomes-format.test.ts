import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  chartFigure,
  hoursAxisTop,
  hoursTick,
  percent,
  percentTick,
  weekTick,
} from "@/features/admin/components/outcomes-format";

describe("the Outcomes chart's words and numbers, in the reader's language", () => {
  const en = setupI18n({ locale: "en", messages: { en: {} } });
  const es = setupI18n({ locale: "es", messages: { es: {} } });

  it("writes a tooltip's figure with the language's decimal sign and at most one decimal", () => {
    expect(chartFigure(en, 20.37)).toBe("20.4");
    expect(chartFigure(es, 20.37)).toBe("20,4");
    expect(chartFigure(es, 75)).toBe("75");
    expect(chartFigure(es, "—")).toBe("—");
  });

  it("writes a share as a whole percent the way the language writes one", () => {
    expect(percent(en, 0.754)).toBe("75%");
    expect(percent(es, 0.754)).toBe("75\u00a0%");
    expect(percent(es, null)).toBe("—");
  });

  it("writes the chart's axis figures as the table does, in the reader's language", () => {
    expect(hoursTick(en, 0.12)).toBe("0.1 h");
    expect(hoursTick(es, 0.12)).toBe("0,1 h");
    expect(hoursTick(es, 60)).toBe("60 h");
    expect(percentTick(en, 100)).toBe("100%");
    expect(percentTick(es, 40)).toBe("40\u00a0%");
  });

  it("keeps the hours axis at least an hour tall, so answers within minutes do not repeat a tick's label", () => {
    expect(hoursAxisTop(4 / 60)).toBe(1);
    expect(hoursAxisTop(30)).toBe(30);
    // An hour in quarters, as the chart divides it: five labels, none the same.
    const labels = [0, 0.25, 0.5, 0.75, 1].map((h) => hoursTick(en, h));
    expect(new Set(labels).size).toBe(5);
  });

  it("names each week on the axis by its first day, the same day in every time zone", () => {
    expect(weekTick(en, "2026-11-30")).toBe("Nov 30");
    expect(weekTick(es, "2026-11-30")).toBe("30 nov");
  });
});

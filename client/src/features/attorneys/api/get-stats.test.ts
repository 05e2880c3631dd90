import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { showInSpanish } from "@/test/spanish";
import { formatDuration, startOfLocalDay } from "./get-stats";

describe("formatDuration", () => {
  it.each([
    [null, "—"],
    [20_000, "1 min"],
    [45 * 60_000, "45 min"],
    [2.5 * 3_600_000, "2.5h"],
    [3 * 3_600_000, "3h"],
    [72 * 3_600_000, "3 days"],
  ])("%s ms reads %s", (ms, text) => expect(formatDuration(ms)).toBe(text));

  // docs/decisions/038: in Spanish, with its decimal comma and its plural.
  it.each([
    [45 * 60_000, "45 min"],
    [2.5 * 3_600_000, "2,5 h"],
    [72 * 3_600_000, "3 días"],
    [60 * 3_600_000, "2,5 días"],
  ])("%s ms reads %s in Spanish", (ms, text) => {
    showInSpanish();
    expect(formatDuration(ms, i18n)).toBe(text);
  });
});

describe("startOfLocalDay", () => {
  it("is midnight of the browser's own day", () => {
    const at = new Date(2026, 10, 25, 17, 45);
    const start = new Date(startOfLocalDay(at));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2026, 10, 25, 0, 0,
    ]);
  });
});

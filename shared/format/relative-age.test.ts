import { describe, expect, it } from "vitest";
import { inSentence, relativeAge } from "./relative-age";

const NOW = new Date("2024-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("relativeAge", () => {
  it.each([
    [0, "Less than an hour ago"],
    [59 * MIN, "Less than an hour ago"],
    [60 * MIN - 1, "Less than an hour ago"],
    [60 * MIN, "1 hour ago"],
    [119 * MIN, "1 hour ago"],
    [2 * HOUR, "2 hours ago"],
    [23 * HOUR, "23 hours ago"],
    [24 * HOUR - 1, "23 hours ago"],
    [24 * HOUR, "1 day ago"],
    [47 * HOUR, "1 day ago"],
    [48 * HOUR, "2 days ago"],
    [30 * 24 * HOUR, "30 days ago"],
  ])("reads an age of %i ms as '%s'", (ms, text) => {
    expect(relativeAge(ago(ms), NOW)).toBe(text);
  });

  it("accepts the ISO strings the API sends", () => {
    expect(relativeAge(ago(3 * HOUR).toISOString(), NOW)).toBe("3 hours ago");
  });

  it("reads a time slightly in the future (clock skew) as less than an hour ago", () => {
    expect(relativeAge(new Date(NOW.getTime() + 5 * MIN), NOW)).toBe("Less than an hour ago");
  });

  it("reads an unparseable date as less than an hour ago rather than 'NaN hours ago'", () => {
    expect(relativeAge("not a date", NOW)).toBe("Less than an hour ago");
  });
});

describe("relativeAge in Spanish", () => {
  it.each([
    [0, "Hace menos de una hora"],
    [60 * MIN, "Hace 1 hora"],
    [5 * HOUR, "Hace 5 horas"],
    [24 * HOUR, "Hace 1 día"],
    [5 * 24 * HOUR, "Hace 5 días"],
  ])("reads an age of %i ms as '%s'", (ms, text) => {
    expect(relativeAge(ago(ms), NOW, "es")).toBe(text);
  });

  it("reads in a sentence with a lower-case first letter", () => {
    expect(`Preguntada ${inSentence(relativeAge(ago(0), NOW, "es"))}`).toBe("Preguntada hace menos de una hora");
  });
});

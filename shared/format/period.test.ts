import { describe, expect, it } from "vitest";
import { daysInWords, hoursInWords, periodInWords } from "./period";

// docs/decisions/034: the policies never print a raw setting.
describe("periodInWords", () => {
  it("says a period in the largest whole unit", () => {
    expect(hoursInWords(72)).toBe("3 days");
    expect(hoursInWords(24)).toBe("1 day");
    expect(hoursInWords(36)).toBe("36 hours");
    expect(hoursInWords(1)).toBe("1 hour");
    expect(hoursInWords(0.05)).toBe("3 minutes");
    expect(daysInWords(30)).toBe("30 days");
    expect(daysInWords(365)).toBe("365 days");
    expect(daysInWords(0.5)).toBe("12 hours");
  });

  it("rounds what is no whole unit, and says so", () => {
    expect(hoursInWords(0.002)).toBe("less than a minute");
    expect(hoursInWords(1.01)).toBe("about 1 hour");
    expect(daysInWords(2.3)).toBe("about 2 days");
    expect(periodInWords(Number.NaN)).toBe("less than a minute");
  });
});

describe("periodInWords in Spanish", () => {
  it("says a period in the largest whole unit, in Spanish words", () => {
    expect(daysInWords(1, "es")).toBe("1 día");
    expect(daysInWords(5, "es")).toBe("5 días");
    expect(hoursInWords(1, "es")).toBe("1 hora");
    expect(hoursInWords(36, "es")).toBe("36 horas");
    expect(hoursInWords(0.05, "es")).toBe("3 minutos");
    expect(periodInWords(60_000, "es")).toBe("1 minuto");
  });

  it("rounds what is no whole unit, and says so", () => {
    expect(hoursInWords(0.002, "es")).toBe("menos de un minuto");
    expect(daysInWords(2.3, "es")).toBe("alrededor de 2 días");
  });
});

import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./date";

describe("formatDate", () => {
  it("shows month, day and year", () => {
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe("Jan 5, 2024");
  });

  it("accepts ISO strings and shows nothing for a missing or broken value", () => {
    expect(formatDate(new Date(2024, 5, 15, 12).toISOString())).toBe("Jun 15, 2024");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("shows the date and the time of day, in the reader's time zone", () => {
    expect(formatDateTime(new Date(2026, 10, 28, 14, 5))).toBe("Nov 28, 2026, 2:05 PM");
    expect(formatDateTime(new Date(2026, 0, 2, 9, 0).toISOString())).toBe("Jan 2, 2026, 9:00 AM");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("soon")).toBe("");
  });
});

// Intl may put a narrow or non-breaking space inside a date and time; the reader sees a space.
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("formatDate and formatDateTime in Spanish", () => {
  it("write the month out, as Spanish dates are written", () => {
    expect(formatDate(new Date(2026, 10, 27, 12), "es")).toBe("27 de noviembre de 2026");
    expect(formatDate(new Date(2024, 0, 5, 12).toISOString(), "es")).toBe("5 de enero de 2024");
    expect(formatDate(null, "es")).toBe("");
  });

  it("give the time of day on the 12-hour clock", () => {
    expect(spaced(formatDateTime(new Date(2026, 10, 28, 14, 5), "es"))).toBe(
      "28 de noviembre de 2026 a las 2:05 de la tarde",
    );
    expect(formatDateTime("soon", "es")).toBe("");
  });

  it("say one o'clock in the singular, and every other hour in the plural", () => {
    expect(spaced(formatDateTime(new Date(2026, 10, 28, 13, 5), "es"))).toBe(
      "28 de noviembre de 2026 a la 1:05 de la tarde",
    );
    expect(spaced(formatDateTime(new Date(2026, 10, 28, 1, 40), "es"))).toBe(
      "28 de noviembre de 2026 a la 1:40 de la madrugada",
    );
    expect(spaced(formatDateTime(new Date(2026, 10, 28, 11, 15), "es"))).toBe(
      "28 de noviembre de 2026 a las 11:15 de la mañana",
    );
  });
});

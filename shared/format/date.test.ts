import { describe, expect, it } from "vitest";
import { formatDate } from "./date";

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

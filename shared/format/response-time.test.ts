import { describe, expect, it } from "vitest";
import { estimateResponseTime } from "./response-time";

describe("estimateResponseTime", () => {
  it.each([
    [0, "10-15 min"],
    [199, "10-15 min"],
    [200, "15-20 min"],
    [499, "15-20 min"],
    [500, "20-25 min"],
    [5000, "20-25 min"],
  ])("estimates a question of %i characters at '%s'", (length, text) => {
    expect(estimateResponseTime(length)).toBe(text);
  });
});

describe("estimateResponseTime in Spanish", () => {
  it("writes minutes as Spanish does, 'min'", () => {
    expect(estimateResponseTime(300, "es")).toBe("15-20 min");
  });
});

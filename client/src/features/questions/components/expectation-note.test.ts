import { describe, expect, it } from "vitest";
import { expectationOf } from "@/features/questions/testing";
import { expectationSentence, inTen, withinDays } from "./expectation-note";

describe("the expectation in plain words", () => {
  it("rounds a share to tenths, and never says 0 or 10 in 10 of a share that is neither", () => {
    expect(inTen(0.8)).toBe("about 8 in 10");
    expect(inTen(0.47)).toBe("about 5 in 10");
    expect(inTen(0.93)).toBe("about 9 in 10");
    expect(inTen(0.97)).toBe("almost all");
    expect(inTen(0.06)).toBe("about 1 in 10");
    expect(inTen(0.01)).toBe("very few");
  });

  it("rounds days up, so 'within' is true of the median", () => {
    expect(withinDays(0.2)).toBe("within a day");
    expect(withinDays(1)).toBe("within a day");
    expect(withinDays(1.1)).toBe("within 2 days");
  });

  it("gives no sentence without a figure or without a volunteer", () => {
    expect(expectationSentence(expectationOf("TN"))).toBe(
      "In Tennessee, about 8 in 10 questions get an answer, usually within 2 days.",
    );
    expect(expectationSentence(expectationOf("TN", { answeredShare: null, medianDaysToAnswer: null }))).toBeNull();
    expect(expectationSentence(expectationOf("TN", { volunteers: 0 }))).toBeNull();
    expect(expectationSentence(expectationOf("TN", { medianDaysToAnswer: null }))).toBe(
      "In Tennessee, about 8 in 10 questions get an answer.",
    );
  });
});

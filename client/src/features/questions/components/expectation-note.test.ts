import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { expectationOf } from "@/features/questions/testing";
import { showInSpanish } from "@/test/spanish";
import { expectationSentence, inTen, withinDays } from "./expectation-note";

describe("the expectation in plain words", () => {
  it("rounds a share to tenths, and never says 0 or 10 in 10 of a share that is neither", () => {
    expect(inTen(i18n, 0.8)).toBe("about 8 in 10");
    expect(inTen(i18n, 0.47)).toBe("about 5 in 10");
    expect(inTen(i18n, 0.93)).toBe("about 9 in 10");
    expect(inTen(i18n, 0.97)).toBe("almost all");
    expect(inTen(i18n, 0.06)).toBe("about 1 in 10");
    expect(inTen(i18n, 0.01)).toBe("very few");
  });

  it("rounds days up, so 'within' is true of the median", () => {
    expect(withinDays(i18n, 0.2)).toBe("within a day");
    expect(withinDays(i18n, 1)).toBe("within a day");
    expect(withinDays(i18n, 1.1)).toBe("within 2 days");
  });

  it("gives no sentence without a figure or without a volunteer", () => {
    expect(expectationSentence(i18n, expectationOf("TN"), "Tennessee")).toBe(
      "In Tennessee, about 8 in 10 questions get an answer, usually within 2 days.",
    );
    expect(
      expectationSentence(i18n, expectationOf("TN", { answeredShare: null, medianDaysToAnswer: null }), "Tennessee"),
    ).toBeNull();
    expect(expectationSentence(i18n, expectationOf("TN", { volunteers: 0 }), "Tennessee")).toBeNull();
    expect(expectationSentence(i18n, expectationOf("TN", { medianDaysToAnswer: null }), "Tennessee")).toBe(
      "In Tennessee, about 8 in 10 questions get an answer.",
    );
  });

  it("says of a question in Spanish that its figures are for questions in Spanish", () => {
    expect(expectationSentence(i18n, expectationOf("TN"), "Tennessee", "es")).toBe(
      "In Tennessee, about 8 in 10 questions in Spanish get an answer, usually within 2 days.",
    );
    expect(expectationSentence(i18n, expectationOf("TN", { medianDaysToAnswer: null }), "Tennessee", "es")).toBe(
      "In Tennessee, about 8 in 10 questions in Spanish get an answer.",
    );
    showInSpanish();
    expect(expectationSentence(i18n, expectationOf("TN"), "Tennessee", "es")).toBe(
      "En Tennessee, unas 8 de cada 10 preguntas en español reciben respuesta, por lo general en 2 días o menos.",
    );
  });

  it("says it in Spanish when the page is in Spanish", () => {
    showInSpanish();
    expect(expectationSentence(i18n, expectationOf("TN"), "Tennessee")).toBe(
      "En Tennessee, unas 8 de cada 10 preguntas reciben respuesta, por lo general en 2 días o menos.",
    );
    expect(
      expectationSentence(i18n, expectationOf("TN", { answeredShare: 0.97, medianDaysToAnswer: 0.5 }), "Tennessee"),
    ).toBe("En Tennessee, casi todas las preguntas reciben respuesta, por lo general en un día o menos.");
  });
});

import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { inTen } from "@/features/questions/components/expectation-note";
import { showInSpanish } from "@/test/spanish";

// docs/decisions/029: the share of questions answered, in tenths, as the ask form says it.
describe("a share in tenths", () => {
  it("is said in plain words at each end and between", () => {
    expect([0.02, 0.1, 0.14, 0.8, 0.97].map((share) => inTen(i18n, share))).toEqual([
      "very few",
      "about 1 in 10",
      "about 1 in 10",
      "about 8 in 10",
      "almost all",
    ]);
  });

  it("in Spanish, says one in ten as one, not as many", () => {
    showInSpanish();
    expect(inTen(i18n, 0.1)).toBe("alrededor de 1 de cada 10");
    expect(inTen(i18n, 0.3)).toBe("unas 3 de cada 10");
  });
});

import { describe, expect, it } from "vitest";
import { STATE_CODES, US_STATES, isStateCode, stateName } from "./states";

describe("US_STATES", () => {
  it("lists the 50 states and DC once each, as two capital letters", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    for (const code of STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(isStateCode("DC")).toBe(true);
  });

  it("keeps the spec's six practice states", () => {
    for (const code of ["AL", "CA", "FL", "NY", "TX", "TN"]) expect(isStateCode(code)).toBe(true);
  });

  it("names a code, and leaves an unknown one as it is", () => {
    expect(stateName("TN")).toBe("Tennessee");
    expect(stateName("ZZ")).toBe("ZZ");
    expect(isStateCode("PR")).toBe(false);
  });
});

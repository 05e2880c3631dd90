import { describe, expect, it } from "vitest";
import { stateNameEs } from "./states-es";
import { STATE_CODES } from "./states";

describe("stateNameEs", () => {
  it("gives a state its usual Spanish name where one is common, else its English one (docs/glossary-es.md)", () => {
    expect(stateNameEs("NM")).toBe("Nuevo México");
    expect(stateNameEs("NC")).toBe("Carolina del Norte");
    expect(stateNameEs("PA")).toBe("Pensilvania");
    expect(stateNameEs("TN")).toBe("Tennessee");
    expect(stateNameEs("ZZ")).toBe("ZZ");
    expect(new Set(STATE_CODES.map(stateNameEs)).size).toBe(51);
  });
});

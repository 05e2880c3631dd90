import { describe, expect, it } from "vitest";
import { matchingStep, otpauthUrl, stepAt } from "./totp-code";

// RFC 6238 appendix B, SHA-1 (its 8-digit codes; a 6-digit code is the last six digits of the same number).
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // "12345678901234567890" in base32
const VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP codes at the app's clock, not the machine's", () => {
  it.each(VECTORS)("accepts RFC 6238's code at %i s, whatever the machine's time", async (seconds, code) => {
    const at = new Date(seconds * 1000);
    expect(await matchingStep(RFC_SECRET, code.slice(2), at)).toBe(stepAt(at));
  });

  it("accepts the previous and next step's code and nothing further", async () => {
    const [seconds, code] = VECTORS[2]!;
    const at = (s: number) => new Date(s * 1000);
    expect(await matchingStep(RFC_SECRET, code.slice(2), at(seconds + 30))).toBe(stepAt(at(seconds)));
    expect(await matchingStep(RFC_SECRET, code.slice(2), at(seconds - 30))).toBe(stepAt(at(seconds)));
    expect(await matchingStep(RFC_SECRET, code.slice(2), at(seconds + 60))).toBeNull();
    expect(await matchingStep(RFC_SECRET, code.slice(2), at(seconds - 60))).toBeNull();
  });

  it("refuses anything but six digits", async () => {
    expect(await matchingStep(RFC_SECRET, "94287082", new Date(59_000))).toBeNull();
    expect(await matchingStep(RFC_SECRET, "abcdef", new Date(59_000))).toBeNull();
  });

  it("writes the otpauth URI with the issuer, the e-mail as label, 6 digits, 30 s and SHA1", () => {
    const url = new URL(otpauthUrl(RFC_SECRET, "ada@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/ClearCounsel:ada@example.com");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: RFC_SECRET,
      issuer: "ClearCounsel",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

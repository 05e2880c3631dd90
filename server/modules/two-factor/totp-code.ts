import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { machineTimeMs } from "../../lib/clock";

// RFC 6238 as every authenticator app reads it by default (docs/decisions/031).
export const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
export const ISSUER = "ClearCounsel";

/** The 30-second step a time falls in. */
export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP.period);

/**
 * The period that makes @epic-web/totp, which counts steps from the machine's time (floor(ms / 1000 / period)),
 * land on `step`: the machine's seconds divided by step + 1/2, so the floor is `step` with half a step to spare either
 * way. The library's HMAC does the rest, unchanged; only the counter is ours, so the rules follow ctx.clock (tests
 * move it) and no HOTP is written here. `totp-code.test.ts` checks it against RFC 6238's own vectors.
 */
const periodLandingOn = (step: number): number => machineTimeMs() / 1000 / (step + 0.5);

/**
 * The step whose code `otp` is, among the step of `now` and the one either side (one step of drift each way), or
 * null. The library compares the previous, current and next step's codes in that order.
 */
export async function matchingStep(secret: string, otp: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(otp)) return null;
  const step = stepAt(now);
  const match = await verifyTOTP({
    otp,
    secret,
    period: periodLandingOn(step),
    digits: TOTP.digits,
    algorithm: TOTP.algorithm,
    window: 1,
  });
  return match ? step + match.delta : null;
}

/** The otpauth:// URI an app reads from the QR code: issuer ClearCounsel, the account's e-mail as the label. */
export const otpauthUrl = (secret: string, email: string): string =>
  getTOTPAuthUri({ ...TOTP, secret, accountName: email, issuer: ISSUER });

import { generateURI, verify } from "otplib";

// RFC 6238 as every authenticator app reads it by default (docs/decisions/031).
export const TOTP = { period: 30, digits: 6, algorithm: "sha1" } as const;
export const ISSUER = "ClearCounsel";

/** The 30-second step a time falls in. */
export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP.period);

/**
 * The step whose code `otp` is, among the step of `now` (ctx.clock's time, handed to otplib as its epoch) and the one
 * either side (one step of drift each way: a tolerance of one period), or null. Whether that step was used already is
 * the caller's to decide, in the same statement that records it (totp.repo.ts).
 */
export async function matchingStep(secret: string, otp: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(otp)) return null;
  const result = await verify({
    ...TOTP,
    secret,
    token: otp,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP.period,
  });
  return result.valid ? stepAt(now) + result.delta : null;
}

/** The otpauth:// URI an app reads from the QR code: issuer ClearCounsel, the account's e-mail as the label. */
export function otpauthUrl(secret: string, email: string): string {
  const url = new URL(generateURI({ ...TOTP, secret, label: email, issuer: ISSUER }));
  // Written out even where they are the defaults, for apps that do not assume them.
  url.searchParams.set("algorithm", "SHA1");
  url.searchParams.set("digits", String(TOTP.digits));
  url.searchParams.set("period", String(TOTP.period));
  return url.toString();
}

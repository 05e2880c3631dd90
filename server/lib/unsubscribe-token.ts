import crypto from "node:crypto";

/**
 * The one-click unsubscribe token of a notice (docs/decisions/030): `<attorney id>.<HMAC>`, so it needs no table.
 * The HMAC's key is derived from SESSION_SECRET for this use alone and the message is domain-separated, so a token
 * can be used for nothing else and no other HMAC of the secret is one. It tells the reader nothing but the row
 * number of the attorney it was mailed to; it never expires (all it can do is turn notices off), and a new
 * SESSION_SECRET ends every token made with the old one.
 */
const DOMAIN = "notify-unsubscribe:";

const keyFor = (secret: string) =>
  crypto.createHmac("sha256", secret).update("clearcounsel/notify-unsubscribe-key").digest();

const macOf = (secret: string, attorneyId: number) =>
  crypto.createHmac("sha256", keyFor(secret)).update(`${DOMAIN}${attorneyId}`).digest();

export function unsubscribeToken(secret: string, attorneyId: number): string {
  return `${attorneyId}.${macOf(secret, attorneyId).toString("base64url")}`;
}

/** The attorney id the token was made for, or undefined when it is not one of ours (compared in constant time). */
export function readUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const attorneyId = Number(match[1]);
  if (!Number.isSafeInteger(attorneyId) || attorneyId > 2_147_483_647) return undefined;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = macOf(secret, attorneyId);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? attorneyId : undefined;
}

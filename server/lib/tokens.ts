import crypto from "node:crypto";

/** 32 random bytes sent as base64url; only the SHA-256 hash is stored (docs/architecture.md). */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

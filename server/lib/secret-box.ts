import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * TWO_FACTOR_KEY, or one generated once and kept under the data folder, like the session secret (never in
 * production: config.ts requires the key there). It encrypts the authenticator secrets at rest (docs/decisions/031).
 */
export function resolveTwoFactorKey(config: Pick<Config, "twoFactorKey" | "dataDir">): Buffer {
  if (config.twoFactorKey) return config.twoFactorKey;
  const file = path.resolve(config.dataDir, "two-factor-key");
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString("hex"), { mode: 0o600 });
  return key;
}

const VERSION = "v1";

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. A changed byte fails to open. */
export function seal(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plain text of `seal`'s output; throws when the key is wrong or the text was changed. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not a sealed secret");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

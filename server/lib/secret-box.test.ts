import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { open, resolveTwoFactorKey, seal } from "./secret-box";

describe("the box that keeps authenticator secrets at rest (docs/decisions/031)", () => {
  const key = crypto.randomBytes(32);

  it("opens what it sealed, and seals the same text differently each time", () => {
    const a = seal(key, "JBSWY3DPEHPK3PXP");
    const b = seal(key, "JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(key, a)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses a changed byte and another key", () => {
    const sealed = seal(key, "JBSWY3DPEHPK3PXP");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() => open(key, [...parts.slice(0, 3), body.toString("base64url")].join("."))).toThrow();
    expect(() => open(crypto.randomBytes(32), sealed)).toThrow();
    expect(() => open(key, "plain text")).toThrow(/not a sealed secret/);
  });

  it("uses TWO_FACTOR_KEY when set, else makes one key under the data folder and keeps using it", () => {
    expect(resolveTwoFactorKey({ twoFactorKey: key, dataDir: "/nonexistent" })).toBe(key);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-key-"));
    const first = resolveTwoFactorKey({ twoFactorKey: null, dataDir });
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, "two-factor-key")).mode & 0o777).toBe(0o600);
    expect(resolveTwoFactorKey({ twoFactorKey: null, dataDir })).toEqual(first);
    fs.rmSync(dataDir, { recursive: true });
  });
});

import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

describe("the log", () => {
  it("redacts every secret by its name, at the top of an entry and one level down", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const secrets = {
      password: "pw-top-1",
      confirmPassword: "pw-top-2",
      currentPassword: "pw-top-3",
      token: "token-top",
      sessionSecret: "session-top",
      secret: "JBSWY3DPEHPK3PXP",
      otpauthUrl: "otpauth://totp/ClearCounsel:x?secret=JBSWY3DPEHPK3PXQ",
      recoveryCode: "rc-aaaa-bbbb",
      recoveryCodes: ["rc-cccc-dddd"],
    };
    logger.info(secrets, "top");
    logger.info(
      { body: Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, `${String(v)}-nested`])) },
      "nested",
    );
    const text = lines.join("");
    for (const value of Object.values(secrets)) expect(text).not.toContain(String(value).slice(0, 8));
    expect(text.match(/\[redacted\]/g)).toHaveLength(2 * Object.keys(secrets).length);
  });
});

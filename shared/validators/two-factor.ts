import { z } from "zod";

// Two-step sign-in (docs/decisions/031). A code is the authenticator's six digits; spaces a person types between
// the groups are dropped. A recovery code is compared without case or dashes.
export const CODE_REQUIRED = "Please enter the 6-digit code from your app.";
export const WRONG_CODE = "That code is not right. Please try again.";
export const PASSWORD_REQUIRED = "Please enter your password.";
export const ONE_CODE = "Please enter either a code from your app or a recovery code.";
/** The screens' own check of a field that takes only the app's code, before anything is sent. */
export const CODE_FORMAT = "The code is 6 numbers. Please check your app and try again.";
export const RECOVERY_CODE_REQUIRED = "Please enter one of your recovery codes.";

const code = z
  .string({ error: CODE_REQUIRED })
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(z.string().min(1, CODE_REQUIRED).max(32, WRONG_CODE));
const password = z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1_000, PASSWORD_REQUIRED);
const recoveryCode = z.string({ error: ONE_CODE }).trim().min(1, ONE_CODE).max(64, WRONG_CODE);

/** POST /api/auth/2fa/enable: the first code from the app proves the setup. */
export const enableTotpSchema = z.object({ code });
export type EnableTotpInput = z.infer<typeof enableTotpSchema>;

/**
 * POST /api/auth/2fa/disable and /recovery-codes: the password and a code prove the person holds both. `code` may be
 * a recovery code, for someone who lost the phone.
 */
export const confirmTotpSchema = z.object({ password, code });
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;

/** POST /api/auth/2fa/verify: the code step of a sign-in, with a code from the app or a recovery code (exactly one). */
export const verifyTotpSchema = z
  .object({ code: code.optional(), recoveryCode: recoveryCode.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: ONE_CODE, path: ["code"] });
export type VerifyTotpInput = z.infer<typeof verifyTotpSchema>;

import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./limits";
import { personName } from "./text";

/**
 * docs/decisions/025: what the sign-in, register and forgot-password forms say of an e-mail field left empty; a filled
 * one that is not an address keeps the spec's "Invalid email address".
 */
export const EMAIL_EMPTY = "Enter your e-mail address";

const email = z
  .string("Invalid email address")
  .trim()
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"));
// bcrypt reads the first 72 bytes of UTF-8 and ignores the rest, so the ceiling is counted in bytes: a longer
// password would be cut silently and a prefix of it would sign in (docs/decisions/014).
// Counted by code point, with no TextEncoder: shared/ runs in the browser and in Node and assumes neither.
const utf8Bytes = (s: string) => {
  let bytes = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
};
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} bytes (accented letters and symbols count as two or more)`;
const withinBcrypt = (s: string) => utf8Bytes(s) <= PASSWORD_MAX;
const newPassword = z
  .string(`Password must be at least ${PASSWORD_MIN} characters`)
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .refine(withinBcrypt, PASSWORD_TOO_LONG);
// A missing or non-text field answers the field's own message, never zod's "expected string" (docs/architecture.md).
const confirmation = z.string("Passwords don't match");
const name = (label: string) => personName(label, `${label} is required`);

export const registerSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: confirmation,
    firstName: name("First name"),
    lastName: name("Last name"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const loginSchema = z.object({
  email,
  password: z.string("Password is required").min(1, "Password is required").refine(withinBcrypt, PASSWORD_TOO_LONG),
});

export const forgotPasswordSchema = z.object({ email });

export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

export const resetPasswordSchema = z
  .object({
    token: z
      .string("Reset token is required")
      .trim()
      .min(1, "Reset token is required")
      // Longer than any token sent: a link cut or changed, said as any link that does not work.
      .max(200, RESET_LINK_INVALID),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Settings: the current password proves it is the account's owner; the new one follows the usual rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string("Current password is required")
      .min(1, "Current password is required")
      .refine(withinBcrypt, PASSWORD_TOO_LONG),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

import { CODE_FORMAT, CODE_REQUIRED, PASSWORD_REQUIRED, RECOVERY_CODE_REQUIRED } from "@shared/validators";

// The checks a code field makes before anything is sent (docs/decisions/031), in the words the server's own schemas
// use (shared/validators/two-factor.ts), so a refusal reads the same from either side. They are English, as the
// server's are: the field shows them with FieldError, in the page's language and again after a switch
// (docs/decisions/040): pass them to a field's `error`, not to a text of its own.

/** What a person types, as the server wants it: spaces and dashes that apps and people add are dropped. */
export function cleanCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function codeError(value: string): string | undefined {
  const code = cleanCode(value);
  if (!code) return CODE_REQUIRED;
  if (!/^\d{6}$/.test(code)) return CODE_FORMAT;
  return undefined;
}

export function recoveryCodeError(value: string): string | undefined {
  return value.trim() ? undefined : RECOVERY_CODE_REQUIRED;
}

export function passwordError(value: string): string | undefined {
  return value ? undefined : PASSWORD_REQUIRED;
}

// The checks a code field makes before anything is sent (DESIGN.md 10.3). Written here, not in shared/validators,
// until the server's own schemas for these bodies exist: the server's 400 says the same under the field.

/** What a person types, as the server wants it: spaces and dashes that apps and people add are dropped. */
export function cleanCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function codeError(value: string): string | undefined {
  const code = cleanCode(value);
  if (!code) return "Enter the 6-digit code from your authenticator app";
  if (!/^\d{6}$/.test(code)) return "The code is 6 numbers. Check your app and try again";
  return undefined;
}

export function recoveryCodeError(value: string): string | undefined {
  return value.trim() ? undefined : "Enter one of your recovery codes";
}

export function passwordError(value: string): string | undefined {
  return value ? undefined : "Enter your password";
}

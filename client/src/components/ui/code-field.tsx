import { useLingui } from "@lingui/react/macro";
import type { ComponentProps, ReactNode } from "react";
import { TextField } from "@/components/ui/form-field";

type CodeFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/**
 * The 6-digit code of an authenticator app (docs/decisions/031): a number pad on phones, and the code offered by the
 * phone's own autofill. A text input, not type="number": a code may start with 0 and has no spinner.
 */
export function CodeField({ label, hint, ...props }: CodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`6-digit code`}
      hint={hint ?? t`From your authenticator app.`}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      // Six digits, with room for the spaces or a dash an app shows between the groups ("123 456").
      maxLength={9}
      spellCheck={false}
      className="max-w-48"
      {...props}
    />
  );
}

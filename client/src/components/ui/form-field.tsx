import type { ComponentProps, ReactNode } from "react";
import { useLingui } from "@lingui/react";
import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { translateServerMessage } from "@shared/i18n/server-messages";

/** The aria wiring for a control with an optional hint and error: spread onto any input, textarea or trigger. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * A validation message under a field; role="alert" so it is read out when it appears. The validators' and the
 * server's messages are English: shown in the page's language (docs/decisions/040), and again after a switch.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
      {translateServerMessage(message, i18n.locale)}
    </p>
  );
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Where the hint goes: after the control (default), or above it, to be read before typing. */
  hintPlacement?: "above" | "below";
  className?: string;
  /** The control; give it fieldAria(id, error, hint). */
  children: ReactNode;
}

export function FormField({ id, label, error, hint, hintPlacement = "below", className, children }: FormFieldProps) {
  const hintText = hint ? <FieldHint id={id}>{hint}</FieldHint> : null;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hintPlacement === "above" ? hintText : null}
      {children}
      {hintPlacement === "below" ? hintText : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** Label + input + hint + error, wired together. Works with react-hook-form's register(). */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...inputProps} {...fieldAria(id, error, hint)} />
    </FormField>
  );
}

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

export type YesNo = "yes" | "no" | undefined;

const OPTIONS = [
  { value: "yes", label: msg`Yes` },
  { value: "no", label: msg`No` },
] as const;

/**
 * A question answered Yes or No on one line, unanswered at first: the ask form's safety question, and the questions
 * that open its optional parts (docs/decisions/034).
 */
export function YesNoQuestion({
  id,
  legend,
  hint,
  value,
  onChange,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: YesNo;
  onChange: (value: YesNo) => void;
  /** What follows the answer (shown or not by the caller), inside the same group. */
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="grid gap-2">
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
        {legend}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <RadioGroup
        value={value ?? ""}
        onValueChange={(v) => onChange(v === "yes" || v === "no" ? v : undefined)}
        aria-labelledby={`${id}-legend`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="flex gap-6"
      >
        {OPTIONS.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`${id}-${option.value}`} />
            <Label htmlFor={`${id}-${option.value}`}>{i18n._(option.label)}</Label>
          </div>
        ))}
      </RadioGroup>
      {children}
    </fieldset>
  );
}

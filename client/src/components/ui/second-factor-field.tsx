import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { TextField } from "@/components/ui/form-field";

interface SecondFactorFieldProps {
  /** The field's id, for its label, its error and for focus; it changes with the kind of code. */
  id: string;
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Where a second factor is asked for (the code step of sign-in; turning two-step sign-in off, new recovery codes): a
 * code from the app or, for someone without their phone, one recovery code, with the link that swaps them
 * (docs/decisions/031). After a swap the new field takes focus; the caller empties the value and checks it.
 */
export function SecondFactorField({ id, recovery, onRecoveryChange, value, onChange, error }: SecondFactorFieldProps) {
  const { t } = useLingui();
  const swapped = useRef(false);
  useEffect(() => {
    if (swapped.current) document.getElementById(id)?.focus();
  }, [id]);

  return (
    <div className="grid gap-2">
      {recovery ? (
        <TextField
          id={id}
          label={t`Recovery code`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      ) : (
        <CodeField id={id} value={value} onChange={(e) => onChange(e.target.value)} error={error} />
      )}
      <div className="flex justify-end">
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            swapped.current = true;
            onRecoveryChange(!recovery);
          }}
        >
          {recovery ? t`Use a code from my app instead` : t`Use a recovery code instead`}
        </Button>
      </div>
    </div>
  );
}

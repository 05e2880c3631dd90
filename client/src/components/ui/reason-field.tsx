import { useLingui } from "@lingui/react/macro";
import { RELEASE_REASON_MAX } from "@shared/validators";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

interface ReasonFieldProps {
  id: string;
  label: string;
  /** Who reads the reason, said after its limit in the hint. */
  readBy: string;
  value: string;
  onChange: (value: string) => void;
  /** A field error from the server, shown under the box. */
  error?: string;
}

/** The optional reason of a confirming dialog (a release, a rejection): a short text box with its limit and reader. */
export function ReasonField({ id, label, readBy, value, onChange, error }: ReasonFieldProps) {
  const { t } = useLingui();
  const max = RELEASE_REASON_MAX;
  const hint = `${t`Optional, at most ${max} characters.`} ${readBy}`;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Textarea rows={3} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, error, hint)} />
    </FormField>
  );
}

import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Link } from "wouter";
import type { QuestionFormInput, QuestionFormOutput } from "@shared/validators";
import { paths } from "@shared/paths";
import { PolicyLink } from "@/components/layout/policy-links";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, fieldAria } from "@/components/ui/form-field";
import { FormAlert } from "@/components/ui/form-alert";
import { Label } from "@/components/ui/label";

const SUBMIT_REASON = msg`Tick the box above to send your question.`;
const SUBMIT_REASON_ID = "question-submit-reason";

/** The question form's last part: the terms box, what went wrong, Cancel and Submit Question. */
export function QuestionFormFooter({
  control,
  errors,
  termsChecked,
  isSubmitting,
  failure,
}: {
  control: Control<QuestionFormInput, unknown, QuestionFormOutput>;
  errors: FieldErrors<QuestionFormInput>;
  termsChecked: boolean;
  isSubmitting: boolean;
  failure: string | null;
}) {
  const { i18n } = useLingui();
  const blocked = isSubmitting || !termsChecked;
  return (
    <>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                {...fieldAria("question-terms", errors.acceptTerms?.message)}
              />
            )}
          />
          <Label htmlFor="question-terms" className="leading-snug">
            <Trans>I agree to the Terms of Use and Privacy Notice</Trans>
          </Label>
        </div>
        <FieldError id="question-terms" message={errors.acceptTerms?.message} />
        <p className="text-xs text-muted-foreground sm:text-sm">
          <Trans>
            Read the <PolicyLink to="terms" newTab /> and the <PolicyLink to="privacy" newTab /> (new tab).
          </Trans>
        </p>
      </div>
      <div className="grid gap-2">
        <FormAlert message={failure} />
        {termsChecked ? null : (
          <p id={SUBMIT_REASON_ID} className="text-sm text-muted-foreground sm:text-right">
            {i18n._(SUBMIT_REASON)}
          </p>
        )}
        <div className="flex flex-row justify-end gap-3">
          <Button asChild variant="outline">
            <Link href={paths.dashboard}>
              <Trans>Cancel</Trans>
            </Link>
          </Button>
          {/* Spec: disabled while sending or until the terms are ticked. Blocked, not disabled, so keyboard and
              screen-reader users still reach it and hear why (docs/decisions/025). */}
          <Button type="submit" blocked={blocked} aria-describedby={termsChecked ? undefined : SUBMIT_REASON_ID}>
            {isSubmitting ? <Trans>Submitting...</Trans> : <Trans>Submit Question</Trans>}
          </Button>
        </div>
      </div>
    </>
  );
}

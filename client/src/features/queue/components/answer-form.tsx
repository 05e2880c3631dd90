import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { ClaimedQuestionDto } from "@shared/api/types";
import { ANSWER_MIN, answerSchema, trimText, type AnswerInput } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useSubmitAnswer } from "@/features/queue/api/submit-answer";
import { ANSWER_REFUSED_ID, HOLD_CLAIM_AGAIN_ID } from "@/features/queue/components/hold-ended-notice";
import { HoldLine, NO_LONGER_YOURS } from "@/features/queue/components/hold-line";
import { QuestionSummary } from "@/features/queue/components/question-summary";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { hasServerMessage, reportFailure } from "@/lib/api-errors";
import { focusAfterUpdate, focusPageHeadingWhenReady } from "@/lib/focus";
import { ANSWER_DISCLAIMER } from "@/lib/answer-disclaimer";
import { useKeptDraft } from "@/hooks/use-kept-draft";
import { keptText } from "@/lib/kept-draft";
import { isTwoFactorRequired } from "@/lib/two-factor-gate";
import { KeptDraftNote } from "@/components/ui/kept-draft-note";

import { HOLD_RAN_OUT } from "@shared/api/messages";

type FormValues = z.input<typeof answerSchema>;

/** Submit Answer, which takes focus again once a question whose hold ran out is claimed again. */
export const ANSWER_SUBMIT_ID = "answer-submit";

/** The answer box, its counter, the disclaimer choice and the guidelines (spec section 2, Compose Answer). */
export function AnswerForm({
  question,
  onClose,
  holdEnded = false,
  onHoldEnded,
  refused = false,
  onRefused,
}: {
  question: ClaimedQuestionDto;
  onClose: () => void;
  /** The hold ran out: the box keeps its text, and Submit waits for a new claim. */
  holdEnded?: boolean;
  onHoldEnded: () => void;
  /** The server refused the answer for good (the question is no longer this attorney's to answer): the text stays, read-only, to copy. */
  refused?: boolean;
  onRefused: () => void;
}) {
  const { t, i18n } = useLingui();
  const ANSWER_FAILED = t`Failed to submit answer. Please try again.`;
  const submit = useSubmitAnswer();
  // What was being sent when the session ended, back after signing in again (docs/decisions/055).
  const { kept, keptBecause, keepIfSentAway } = useKeptDraft(`answer:${question.id}`);
  // Leaving the form (sent, cancelled, or taken by someone else) takes focus to the page's heading, above the list that
  // comes back: the button that opened the form may be gone with the question (docs/decisions/032).
  const leave = () => {
    // Compose Answer's own heading goes with the form; the queue's comes back in its place.
    const composing = document.querySelector("main h1");
    onClose();
    focusPageHeadingWhenReady({ leaving: composing });
  };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AnswerInput>({
    resolver: zodResolver(answerSchema),
    defaultValues: { content: keptText(kept, "content"), includeDisclaimer: kept?.includeDisclaimer !== false },
  });
  const content = useWatch({ control, name: "content" }) ?? "";
  const error = errors.content?.message;
  const counterId = "answer-content-counter";

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync({ questionId: question.id, ...values });
    } catch (err) {
      // Too late (docs/decisions/020): nothing is lost; the view says why and how to send it after all.
      // Focus goes on to Claim Again, the one way on, which the notice above now offers (docs/ux.md).
      if (hasServerMessage(err, HOLD_RAN_OUT)) {
        focusAfterUpdate(onHoldEnded, HOLD_CLAIM_AGAIN_ID);
        return;
      }
      // On the form as well as in the toast (docs/decisions/025); the draft stays in the box, and is kept through a
      // new sign-in when the session has ended.
      keepIfSentAway(err, values);
      reportFailure(err, ANSWER_FAILED, setFailure, i18n._(NO_LONGER_YOURS));
      // Released by an admin, withdrawn by its asker, answered already: the claimed list no longer holds it, so the form
      // would go with the text in it. It stays, read-only, and focus goes to the notice that says so (docs/ux.md).
      if ([403, 404, 409].some((status) => hasStatus(err, status)) && !isTwoFactorRequired(err)) {
        focusAfterUpdate(onRefused, ANSWER_REFUSED_ID);
      }
      return;
    }
    toast({ title: t`Answer Submitted`, description: t`Your answer has been posted. The user will be notified.` });
    leave();
  });

  return (
    <div className="grid gap-6">
      <QuestionSummary question={question} />
      {/* Beside the box being typed in, so the warning is seen as well as heard (docs/decisions/035). */}
      {question.status === "claimed" && question.claimExpiresAt ? (
        <HoldLine expiresAt={question.claimExpiresAt} />
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {kept ? <KeptDraftNote because={keptBecause} /> : null}
        <FormField id="answer-content" label={t`Your Answer`} error={error}>
          <Textarea
            rows={10}
            readOnly={refused}
            {...register("content")}
            {...fieldAria("answer-content", error)}
            aria-describedby={[counterId, error ? "answer-content-error" : null].filter(Boolean).join(" ")}
          />
          <p id={counterId} className="text-xs text-muted-foreground">
            <Plural
              // Counted as the rule counts it: without white space at either end.
              value={trimText(content).length}
              one={`# character (minimum ${ANSWER_MIN})`}
              other={`# characters (minimum ${ANSWER_MIN})`}
            />
          </p>
        </FormField>

        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="includeDisclaimer"
              render={({ field }) => (
                <Checkbox
                  id="answer-disclaimer"
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby="answer-disclaimer-text"
                />
              )}
            />
            <Label htmlFor="answer-disclaimer">
              <Trans>Include standard legal disclaimer</Trans>
            </Label>
          </div>
          <p id="answer-disclaimer-text" className="pl-8 text-xs text-muted-foreground">
            {i18n._(ANSWER_DISCLAIMER)}
          </p>
        </div>

        <section
          aria-labelledby="answer-guidelines-title"
          className="rounded-md border border-border bg-muted/40 p-4 text-sm"
        >
          <h2 id="answer-guidelines-title" className="mb-2 font-semibold">
            <Trans>Answer Guidelines</Trans>
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>
              <Trans>Give general legal information, not advice about the person's specific case.</Trans>
            </li>
            <li>
              <Trans>
                Do not suggest an attorney-client relationship; point to a local attorney when one is needed.
              </Trans>
            </li>
            <li>
              <Trans>Be clear and kind: plain words, short steps, and no jargon.</Trans>
            </li>
          </ul>
        </section>

        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={leave}>
            {refused ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          <FormAlert message={failure} />
          <Button id={ANSWER_SUBMIT_ID} type="submit" blocked={isSubmitting || holdEnded || refused}>
            {isSubmitting ? t`Submitting...` : t`Submit Answer`}
          </Button>
        </div>
      </form>
    </div>
  );
}

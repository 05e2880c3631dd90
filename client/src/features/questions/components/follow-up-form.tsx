import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { followUpSchema } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useCreateFollowUp } from "@/features/questions/api/create-follow-up";
import { toast } from "@/hooks/use-toast";
import { useKeptDraft } from "@/hooks/use-kept-draft";
import { keptText } from "@/lib/kept-draft";
import { KeptDraftNote } from "@/components/ui/kept-draft-note";
import { reportFailure } from "@/lib/api-errors";
import { hasStatus } from "@/lib/api-client";

// The same rule and messages as the server's: followUpSchema's content field.
const followUpFormSchema = followUpSchema.pick({ content: true });
type FollowUpFormValues = z.input<typeof followUpFormSchema>;

/**
 * Shown only once the question is no longer pending (spec section 4). `onRefused` gets the text of a follow-up the
 * server refused because the question has moved on (409): the page then reads the question again, and this form may
 * go with it, so the text is kept where the reader can still copy it.
 */
export function FollowUpForm({ questionId, onRefused }: { questionId: number; onRefused: (content: string) => void }) {
  const { t } = useLingui();
  const followUpFailed = t`Failed to submit follow-up. Please try again.`;
  const createFollowUp = useCreateFollowUp();
  // What was being sent when the session ended, back after signing in again (docs/decisions/055).
  const { kept, keptBecause, keepIfSentAway, forget } = useKeptDraft(`follow-up:${questionId}`);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FollowUpFormValues, unknown, z.output<typeof followUpFormSchema>>({
    resolver: zodResolver(followUpFormSchema),
    defaultValues: { content: keptText(kept, "content") },
  });

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async ({ content }) => {
    setFailure(null);
    try {
      await createFollowUp.mutateAsync({ questionId, content });
    } catch (error) {
      // On the form as well as in the toast (docs/decisions/025); the text stays in the box, and is kept through a new
      // sign-in when the session has ended.
      keepIfSentAway(error, { content });
      if (hasStatus(error, 409)) onRefused(content);
      // A 404 here is an attorney's claim that ended while the page was open (an admin released it, its asker withdrew
      // it): the page is not read again, which would take the box and its text away.
      reportFailure(
        error,
        followUpFailed,
        setFailure,
        t`This question is no longer yours: its asker may have withdrawn it, or your claim ended. Your follow-up was not sent; its text is still in the box.`,
      );
      return;
    }
    forget();
    // Empty, not back to the form's first value: that was the kept draft, which would read as a new one to send again.
    reset({ content: "" });
    toast({ title: t`Follow-up Sent`, description: t`Your follow-up has been added to this question.` });
  });

  const error = errors.content?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      {kept ? <KeptDraftNote because={keptBecause} /> : null}
      <FormField id="follow-up-content" label={t`Add a follow-up question`} error={error}>
        <Textarea rows={4} {...register("content")} {...fieldAria("follow-up-content", error)} />
      </FormField>
      <FormAlert message={failure} />
      {/* Blocked while sending, not disabled, so it keeps focus (docs/ux.md). */}
      <Button type="submit" blocked={isSubmitting} className="justify-self-start">
        {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send Follow-up</Trans>}
      </Button>
    </form>
  );
}

import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { QuestionDetailDto } from "@shared/api/types";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { canMoveFrom } from "@shared/question-life";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { FollowUpForm } from "@/features/questions/components/follow-up-form";
import { DateText } from "@/features/questions/components/format-date";

const AUTHOR_LABEL = { asker: msg`Asker`, attorney: msg`Attorney`, you: msg`You` } as const;

/** The conversation after the question: its follow-ups, oldest first, and the form once it is not pending. */
export function FollowUpSection({
  question,
}: {
  question: Pick<QuestionDetailDto, "id" | "status" | "followUps" | "isYours" | "language" | "answererGone">;
}) {
  const { i18n } = useLingui();
  // A conversation happens while the question's life allows it (shared/question-life.ts): claimed or answered, and
  // while the attorney who answered can still read it (docs/decisions/058).
  const canFollowUp = canMoveFrom("followUp", question.status) && !question.answererGone;
  // A follow-up refused because the question moved on while it was written: its text outlives the form.
  const [unsent, setUnsent] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="follow-ups-title">
          <Trans>Follow-up Questions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {question.followUps.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No follow-up questions yet.</Trans>
          </p>
        ) : (
          <ol aria-labelledby="follow-ups-title" className="grid gap-3">
            {question.followUps.map((f) => (
              <li key={f.id} className="rounded-md border border-border bg-surface p-4">
                <p className="mb-1 text-xs font-medium text-muted-foreground">
                  {/* The asker reads their own follow-ups as theirs. (The attorney's may be an earlier claimer's.) */}
                  {i18n._(AUTHOR_LABEL[f.author === "asker" && question.isYours ? "you" : f.author])} ·{" "}
                  <DateText value={f.createdAt} />
                </p>
                <p lang={question.language} className="whitespace-pre-wrap wrap-anywhere text-sm">
                  {f.content}
                </p>
              </li>
            ))}
          </ol>
        )}
        {canFollowUp ? (
          <FollowUpForm questionId={question.id} onRefused={setUnsent} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {/* Named by the status the page shows above (an expired question reads "Closed — no attorney was
                available"). */}
              {question.answererGone ? (
                <Trans>
                  The attorney who answered this question can no longer read follow-ups. If you need more help, you can{" "}
                  <Link href={paths.submitQuestion} className="font-medium text-primary underline underline-offset-4">
                    ask a new question
                  </Link>
                  .
                </Trans>
              ) : question.status === "pending" && !question.isYours ? (
                <Trans>Follow-ups are between the asker and the attorney who claims this question.</Trans>
              ) : question.status === "pending" ? (
                <Trans>You can add follow-up questions once an attorney has claimed this question.</Trans>
              ) : question.status === "withdrawn" ? (
                <Trans>This question was withdrawn, so it takes no more follow-ups.</Trans>
              ) : question.status === "expired" ? (
                <Trans>This question closed because no attorney was available, so it takes no follow-ups.</Trans>
              ) : (
                <Trans>This question is closed, so it takes no more follow-ups.</Trans>
              )}
            </p>
            {unsent ? <UnsentFollowUp text={unsent} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The text of a follow-up that was not sent, read-only, for the reader to copy. It takes focus when it replaces the
 * form that had it, so focus is not left on the page's body (docs/ux.md).
 */
function UnsentFollowUp({ text }: { text: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) box.current?.focus();
  }, []);
  return (
    <div className="grid gap-2">
      <label htmlFor="unsent-follow-up" className="text-sm font-medium">
        <Trans>Your follow-up was not sent. Here is what you wrote, so you can copy it:</Trans>
      </label>
      <Textarea id="unsent-follow-up" ref={box} readOnly rows={4} value={text} />
    </div>
  );
}

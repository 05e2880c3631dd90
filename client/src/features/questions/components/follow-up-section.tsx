import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { QuestionDetailDto } from "@shared/api/types";
import { canMoveFrom } from "@shared/question-life";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FollowUpForm } from "@/features/questions/components/follow-up-form";
import { DateText } from "@/features/questions/components/format-date";

const AUTHOR_LABEL = { asker: msg`Asker`, attorney: msg`Attorney`, you: msg`You` } as const;

/** The conversation after the question: its follow-ups, oldest first, and the form once it is not pending. */
export function FollowUpSection({
  question,
}: {
  question: Pick<QuestionDetailDto, "id" | "status" | "followUps" | "isYours">;
}) {
  const { i18n } = useLingui();
  // A conversation happens while the question's life allows it (shared/question-life.ts): claimed or answered.
  const canFollowUp = canMoveFrom("followUp", question.status);
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
                <p className="whitespace-pre-wrap wrap-anywhere text-sm">{f.content}</p>
              </li>
            ))}
          </ol>
        )}
        {canFollowUp ? (
          <FollowUpForm questionId={question.id} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {question.status === "pending" ? (
              <Trans>You can add follow-up questions once an attorney has claimed this question.</Trans>
            ) : (
              <Trans>This question is closed, so it takes no more follow-ups.</Trans>
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

import type { ClaimedQuestionDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { AnswerBy } from "@/features/queue/components/answer-by";
import { useQuestion } from "@/lib/api/question";
import { getFullName } from "@/lib/auth";

/** The claimed question above the answer box. */
export function QuestionSummary({ question }: { question: ClaimedQuestionDto }) {
  // The detail adds the category and, as the claiming attorney sees it, the asker's name unless anonymous.
  const detail = useQuestion(question.id);
  const asker = detail.data
    ? detail.data.isAnonymous
      ? "Anonymous User"
      : detail.data.asker
        ? `Asked by ${getFullName(detail.data.asker)}`
        : "Registered User"
    : null;
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {detail.data?.categoryName ? <Badge variant="info">{detail.data.categoryName}</Badge> : null}
          {asker ? <span>{asker}</span> : null}
          {question.claimedAt ? <span>Claimed {formatDate(question.claimedAt)}</span> : null}
        </div>
        <h3 className="text-lg font-semibold">{question.title}</h3>
        {question.status === "claimed" && question.claimExpiresAt ? <AnswerBy value={question.claimExpiresAt} /> : null}
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-wrap text-sm leading-relaxed">{question.content}</p>
      </CardContent>
    </Card>
  );
}

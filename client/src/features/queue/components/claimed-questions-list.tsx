import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardList } from "lucide-react";
import { useRef } from "react";
import { Link } from "wouter";
import type { ClaimedQuestionDto } from "@shared/api/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths, questionAnswerPath } from "@shared/paths";
import { useClaimedQuestions } from "@/features/queue/api/get-claimed-questions";
import { HoldEnds } from "@/features/queue/components/hold-line";
import { ReleaseDialog } from "@/features/queue/components/release-dialog";
import { RetryCard } from "@/features/queue/components/retry-card";
import { useFocusNextPage } from "@/hooks/use-focus-next-page";
import { isUnauthorizedError } from "@/lib/api-errors";
import { useFormat } from "@/lib/format";

function ClaimedCard({ question, onProvideAnswer }: { question: ClaimedQuestionDto; onProvideAnswer: () => void }) {
  // A closed question was answered, then closed by the asker.
  const answered = question.status === "answered" || question.status === "closed";
  const titleId = `claimed-question-${question.id}-title`;
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const claimedOn = formatDate(question.claimedAt);
  const answeredOn = formatDate(question.answeredAt);
  return (
    <li>
      <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col">
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            {/* The asker's words are marked with their own language, which may not be the page's (WCAG 3.1.2). */}
            <h2
              id={titleId}
              lang={question.language}
              className="min-w-0 text-lg font-semibold leading-snug wrap-anywhere"
            >
              {question.title}
            </h2>
            <Badge variant={answered ? "success" : "warning"}>
              {question.status === "closed" ? t`Closed` : answered ? t`Answered` : t`Pending Answer`}
            </Badge>
          </div>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          <p lang={question.language} className="line-clamp-3 text-sm text-muted-foreground wrap-anywhere">
            {question.content}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {question.claimedAt ? (
              <span>
                <Trans>Claimed {claimedOn}</Trans>
              </span>
            ) : null}
            {question.answeredAt ? (
              <span>
                <Trans>Answered {answeredOn}</Trans>
              </span>
            ) : null}
          </p>
          {question.status === "claimed" && question.claimExpiresAt ? (
            <HoldEnds value={question.claimExpiresAt} />
          ) : null}
        </CardContent>
        <CardFooter>
          {answered ? (
            <Button asChild variant="outline">
              <Link href={questionAnswerPath(question.id)} aria-describedby={titleId}>
                <Trans>View Answer</Trans>
              </Link>
            </Button>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={onProvideAnswer} aria-describedby={titleId}>
                <Trans>Provide Answer</Trans>
              </Button>
              <ReleaseDialog
                questionId={question.id}
                trigger={(open) => (
                  <Button variant="outline" onClick={open} aria-describedby={titleId}>
                    <Trans>Release</Trans>
                  </Button>
                )}
              />
            </div>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}

/** Claimed Questions (spec section 2): the attorney's claims, newest first, a page at a time. */
export function ClaimedQuestionsList({ onProvideAnswer }: { onProvideAnswer: (questionId: number) => void }) {
  const { t } = useLingui();
  const claimed = useClaimedQuestions();
  const unauthorized = isUnauthorizedError(claimed.error);
  const list = useRef<HTMLUListElement>(null);
  const loadOlder = useFocusNextPage(list, claimed.items.length);

  if (claimed.isLoading || unauthorized)
    return <Spinner label={t`Loading claimed questions...`} showLabel className="py-8" />;
  // An older page that failed leaves the claims already shown in place; only a failed first page replaces them.
  if (claimed.isError && !claimed.data) {
    return <RetryCard message={t`We couldn't load your claimed questions.`} onRetry={() => void claimed.refetch()} />;
  }
  if (claimed.items.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-10 text-center">
          <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-xl font-semibold">
            <Trans>No Claimed Questions</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>You haven't claimed any questions yet. Pick one from the queue to answer it.</Trans>
          </p>
          <Button asChild>
            <Link href={paths.questionQueue}>
              <Trans>Browse Question Queue</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <section aria-label={t`Your claimed questions`} aria-busy={claimed.isFetching} className="grid gap-4">
      <ul ref={list} className="grid gap-4 md:grid-cols-2">
        {claimed.items.map((q) => (
          <ClaimedCard key={q.id} question={q} onProvideAnswer={() => onProvideAnswer(q.id)} />
        ))}
      </ul>
      {claimed.isFetchNextPageError && !claimed.isFetchingNextPage ? (
        <p role="alert" className="justify-self-center text-sm text-muted-foreground">
          <Trans>We couldn't load older claims. Please try again.</Trans>
        </p>
      ) : null}
      {claimed.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          blocked={claimed.isFetchingNextPage}
          onClick={() => loadOlder(claimed.fetchOlder)}
        >
          {claimed.isFetchingNextPage ? t`Loading older claims...` : t`Load Older Claims`}
        </Button>
      ) : null}
    </section>
  );
}

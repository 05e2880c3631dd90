import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, CalendarClock, Clock, Hourglass, MapPinOff, Scale, ShieldAlert, User } from "lucide-react";
import type { QueueItemDto } from "@shared/api/types";
import { localIsoDate, waitingLevel } from "@shared/format/triage";
import { useFormat } from "@/lib/format";
import { useLanguageNames } from "@/lib/languages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { QueueCardText } from "@/features/queue/components/queue-card-text";

interface QueueCardProps {
  question: QueueItemDto;
  /** Null while the category names load. */
  categoryName: string | null;
  claiming: boolean;
  onClaim: () => void;
}

/** One waiting question. It names nobody: the queue only knows whether the asker chose anonymity. */
export function QueueCard({ question, categoryName, claiming, onClaim }: QueueCardProps) {
  const titleId = `queue-question-${question.id}-title`;
  const { t } = useLingui();
  const { deadlineLabel, estimateResponseTime, inSentence, relativeAge, stateName, waitingText } = useFormat();
  const languageNames = useLanguageNames();
  const now = new Date();
  const waiting = waitingLevel(question.createdAt, now);
  // In a sentence, the spec's age reads in lower case: "Asked less than an hour ago" (docs/decisions/034).
  const age = inSentence(relativeAge(question.createdAt));
  const estimate = estimateResponseTime(question.contentLength);
  return (
    <li>
      <Card className="flex h-full flex-col" aria-labelledby={titleId} role="article">
        <CardHeader className="gap-3">
          {/* The title first, so titles line up across cards however long a category's name is (docs/decisions/025). */}
          <h2 id={titleId} lang={question.language} className="text-lg font-semibold leading-snug wrap-anywhere">
            {question.title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {categoryName ? (
              <Badge
                variant="info"
                className="max-w-full whitespace-normal wrap-anywhere"
                data-testid="queue-card-category"
              >
                {categoryName}
              </Badge>
            ) : null}
            {question.state ? <Badge variant="outline">{stateName(question.state)}</Badge> : null}
            {/* The language it is written in (docs/decisions/036), named in the interface's language. */}
            <Badge variant="outline" data-testid="queue-card-language">
              {languageNames[question.language]}
            </Badge>
            {waiting === "plain" ? null : (
              <Badge variant={waiting === "urgent" ? "destructive" : "warning"}>{waitingText(waiting)}</Badge>
            )}
          </div>
          {/* How long it has waited, in plain words (docs/decisions/025). */}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Hourglass aria-hidden="true" className="size-4" />
            <span>
              <Trans>
                Asked <time dateTime={question.createdAt}>{age}</time>
              </Trans>
            </span>
          </p>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-4">
          {question.deadline ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-warning-strong">
              <CalendarClock aria-hidden="true" className="size-4" />
              <time dateTime={question.deadline}>
                {deadlineLabel(question.deadline, question.deadlineType, localIsoDate(now))}
              </time>
            </p>
          ) : null}
          {question.safetyConcern ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
              <ShieldAlert aria-hidden="true" className="size-4" />
              <Trans>Safety concern</Trans>
            </p>
          ) : null}
          {question.possibleConflict ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
              <AlertTriangle aria-hidden="true" className="size-4" />
              <Trans>Possible conflict</Trans>
            </p>
          ) : null}
          <QueueCardText question={question} titleId={titleId} />
          {question.opposingParties.length ? (
            <p className="flex items-start gap-2 text-sm">
              <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium">{t`Other side:`} </span>
                {question.opposingParties.join(", ")}
              </span>
            </p>
          ) : null}
          <ul className="grid gap-1 text-xs text-muted-foreground">
            <li className="flex items-center gap-2">
              <User aria-hidden="true" className="size-3.5" />
              {question.isAnonymous ? t`Anonymous User` : t`Registered User`}
            </li>
            <li className="flex items-center gap-2">
              <MapPinOff aria-hidden="true" className="size-3.5" />
              {/* Beside a state badge, the spec's words say what is hidden (docs/decisions/034). */}
              {question.state ? t`Location Hidden (only the state is shown)` : t`Location Hidden`}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-3.5" />
              {/* What the spec's estimate measures, in an attorney's terms (docs/decisions/035). */}
              <Trans>About {estimate} to answer, judging by its length</Trans>
            </li>
          </ul>
        </CardContent>
        <CardFooter>
          <Button className="w-full" onClick={onClaim} blocked={claiming} aria-describedby={titleId}>
            {claiming ? t`Claiming...` : t`Claim Question`}
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

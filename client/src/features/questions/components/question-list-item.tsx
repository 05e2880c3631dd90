import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, EyeOff, MapPin, Tag } from "lucide-react";
import { Link } from "wouter";
import type { UserQuestionDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { questionPath } from "@shared/paths";
import { localIsoDate } from "@shared/format/triage";
import { DateText } from "@/features/questions/components/format-date";
import { QuestionStatusBadge } from "@/features/questions/components/question-status";
import { questionCategoryName } from "@/lib/category-name";
import { useFormat } from "@/lib/format";
import { FINISHED } from "@shared/question-life";

/** One of the user's questions on the dashboard, with where and how soon when given (docs/decisions/034). */
export function QuestionListItem({ question }: { question: UserQuestionDto }) {
  const { i18n } = useLingui();
  const { deadlineLabel, stateName } = useFormat();
  const titleId = `question-${question.id}-title`;
  const title = question.title;
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <QuestionStatusBadge status={question.status} />
          <span>
            <Trans>
              Asked <DateText value={question.createdAt} />
            </Trans>
          </span>
        </div>
        <h3 id={titleId} className="text-lg font-semibold leading-snug wrap-anywhere">
          {question.title}
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{question.content}</p>
        {/* A countdown while the conversation goes on; once it is over (closed, withdrawn, expired), none. */}
        {question.deadline && !FINISHED.includes(question.status) ? (
          <p className="flex items-center gap-2 text-sm font-medium">
            <CalendarClock aria-hidden="true" className="size-4" />
            <time dateTime={question.deadline}>
              {deadlineLabel(question.deadline, question.deadlineType, localIsoDate(new Date()))}
            </time>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Tag aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Category:</Trans>{" "}
              </span>
              {questionCategoryName(i18n, question)}
            </span>
            {question.state ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  <Trans>State:</Trans>{" "}
                </span>
                {stateName(question.state)}
              </span>
            ) : null}
            {question.isAnonymous ? (
              <span className="inline-flex items-center gap-1.5">
                <EyeOff aria-hidden="true" className="size-4" />
                <Trans>Anonymous</Trans>
              </span>
            ) : null}
          </div>
          <Button asChild variant="outline" size="sm">
            <Link href={questionPath(question.id)}>
              <Trans>
                View Details<span className="sr-only">: {title}</span>
              </Trans>
            </Link>
          </Button>
        </div>
      </article>
    </Card>
  );
}

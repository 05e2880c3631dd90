import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, Languages, MapPin, Scale, ShieldAlert, Tag, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { ClaimedQuestionDto, QuestionDetailDto } from "@shared/api/types";
import { daysBetween, localIsoDate } from "@shared/format/triage";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { LoadFailed } from "@/components/errors/load-failed";
import { hasStatus } from "@/lib/api-client";
import { Spinner } from "@/components/ui/spinner";
import { useQuestion } from "@/lib/api/question";
import { getFullName } from "@/lib/auth";
import { questionCategoryName } from "@/lib/category-name";
import { useFormat } from "@/lib/format";
import { useLanguageNames } from "@/lib/languages";

/**
 * "in 5 days", "tomorrow", "today", "2 days ago": how far the asker's date is from the reader's today, in the
 * language of `i18n` (the drawing component's, so it follows a change of language).
 */
function fromToday(date: string, i18n: I18n): string {
  const days = daysBetween(localIsoDate(new Date()), date);
  if (days === 0) return t(i18n)`today`;
  if (days === 1) return t(i18n)`tomorrow`;
  if (days === -1) return t(i18n)`yesterday`;
  if (days > 1) return t(i18n)`${plural(days, { one: "in # day", other: "in # days" })}`;
  return t(i18n)`${plural(-days, { one: "# day ago", other: "# days ago" })}`;
}

function Fact({ Icon, term, children }: { Icon: typeof Tag; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * What the asker told about their situation besides the text (docs/decisions/035): the state whose law applies, the
 * date they are up against, the other side, whether they said they are not safe, and the language they wrote in
 * (docs/decisions/036). Shown only to the claiming
 * attorney, who may see it (the question's detail carries it for them).
 */
function QuestionFacts({ detail }: { detail: QuestionDetailDto }) {
  const { t, i18n } = useLingui();
  const { deadlineTypeLabel, formatDate, stateName } = useFormat();
  const languageNames = useLanguageNames();
  const asker = detail.isAnonymous
    ? t`Anonymous User`
    : detail.asker
      ? getFullName(detail.asker) || t`Registered User`
      : t`Registered User`;
  return (
    <div className="grid gap-3">
      {detail.safetyConcern ? (
        <p className="flex items-start gap-2 text-sm font-semibold text-destructive">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>Safety concern: the asker said they are not safe right now.</Trans>
        </p>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact Icon={MapPin} term={t`State`}>
          {detail.state ? stateName(detail.state) : t`Not given`}
        </Fact>
        {detail.deadline ? (
          <Fact Icon={CalendarClock} term={deadlineTypeLabel(detail.deadlineType)}>
            <time dateTime={detail.deadline}>{formatDate(`${detail.deadline}T12:00:00Z`)}</time>,{" "}
            {fromToday(detail.deadline, i18n)}
          </Fact>
        ) : (
          <Fact Icon={CalendarClock} term={t`Deadline`}>
            <Trans>None given</Trans>
          </Fact>
        )}
        <Fact Icon={Scale} term={t`Other side`}>
          {detail.opposingParties.length ? detail.opposingParties.join(", ") : t`None named`}
        </Fact>
        <Fact Icon={Tag} term={t`Category`}>
          {questionCategoryName(i18n, detail)}
        </Fact>
        <Fact Icon={UserRound} term={t`Asked by`}>
          {asker}
        </Fact>
        <Fact Icon={Languages} term={t`Written in`}>
          {languageNames[detail.language]}
        </Fact>
      </dl>
    </div>
  );
}

/** The claimed question above the answer box, with its facts. */
export function QuestionSummary({ question }: { question: ClaimedQuestionDto }) {
  // The detail adds the category, the facts and, as the claiming attorney sees it, the asker's name unless
  // anonymous.
  const detail = useQuestion(question.id);
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const claimedOn = formatDate(question.claimedAt);
  return (
    <Card>
      <CardHeader className="gap-3">
        <h2 lang={detail.data?.language} className="text-lg font-semibold wrap-anywhere">
          {question.title}
        </h2>
        {question.claimedAt ? (
          <p className="text-xs text-muted-foreground">
            <Trans>Claimed {claimedOn}</Trans>
          </p>
        ) : null}
        {detail.data ? (
          <QuestionFacts detail={detail.data} />
        ) : hasStatus(detail.error, 404) ? (
          // Gone from this attorney's reach (withdrawn, or the claim ended): no Try Again could bring it back.
          <p role="alert" className="text-sm font-semibold">
            <Trans>
              This question is no longer waiting for your answer: its asker may have withdrawn it, or your claim ended.
            </Trans>
          </p>
        ) : detail.isError ? (
          // The facts (a safety concern, a deadline, the other side) are never silently missing.
          <LoadFailed
            message={t`We couldn't load this question's details: its state, deadline, other side and asker.`}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Spinner size="sm" showLabel label={t`Loading this question's details`} />
        )}
      </CardHeader>
      <CardContent>
        <p lang={detail.data?.language} className="whitespace-pre-wrap text-sm leading-relaxed wrap-anywhere">
          {question.content}
        </p>
      </CardContent>
    </Card>
  );
}

import { CalendarClock, Languages, MapPin, Scale, ShieldAlert, Tag, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { ClaimedQuestionDto, QuestionDetailDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { daysBetween, DEADLINE_TYPE_LABELS, localIsoDate } from "@shared/format/triage";
import { stateName } from "@shared/states";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useQuestion } from "@/lib/api/question";
import { getFullName } from "@/lib/auth";
import { LANGUAGE_NAMES } from "@/lib/languages";

/** "in 5 days", "tomorrow", "today", "2 days ago": how far the asker's date is from the reader's today. */
function fromToday(date: string): string {
  const days = daysBetween(localIsoDate(new Date()), date);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 1 ? `in ${days} days` : `${-days} days ago`;
}

function Fact({ Icon, term, children }: { Icon: typeof Tag; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
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
  const asker = detail.isAnonymous
    ? "Anonymous User"
    : detail.asker
      ? getFullName(detail.asker) || "Registered User"
      : "Registered User";
  return (
    <div className="grid gap-3">
      {detail.safetyConcern ? (
        <p className="flex items-start gap-2 text-sm font-semibold text-destructive">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Safety concern: the asker said they are not safe right now.
        </p>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact Icon={MapPin} term="State">
          {detail.state ? stateName(detail.state) : "Not given"}
        </Fact>
        {detail.deadline ? (
          <Fact Icon={CalendarClock} term={DEADLINE_TYPE_LABELS[detail.deadlineType ?? "other"]}>
            <time dateTime={detail.deadline}>{formatDate(`${detail.deadline}T12:00:00Z`)}</time>,{" "}
            {fromToday(detail.deadline)}
          </Fact>
        ) : (
          <Fact Icon={CalendarClock} term="Deadline">
            None given
          </Fact>
        )}
        <Fact Icon={Scale} term="Other side">
          {detail.opposingParties.length ? detail.opposingParties.join(", ") : "None named"}
        </Fact>
        <Fact Icon={Tag} term="Category">
          {detail.categoryName || "General"}
        </Fact>
        <Fact Icon={UserRound} term="Asked by">
          {asker}
        </Fact>
        <Fact Icon={Languages} term="Written in">
          <span lang={detail.language}>{LANGUAGE_NAMES[detail.language]}</span>
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
  return (
    <Card>
      <CardHeader className="gap-3">
        <h2 className="text-lg font-semibold break-words">{question.title}</h2>
        {question.claimedAt ? (
          <p className="text-xs text-muted-foreground">Claimed {formatDate(question.claimedAt)}</p>
        ) : null}
        {detail.data ? <QuestionFacts detail={detail.data} /> : null}
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-wrap text-sm leading-relaxed break-words">{question.content}</p>
      </CardContent>
    </Card>
  );
}

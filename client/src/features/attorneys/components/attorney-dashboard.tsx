import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCheck, ClipboardList, Clock, Hourglass, Inbox, ListChecks } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "wouter";
import type { AttorneyStatsDto, ClaimedQuestionDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StatCard } from "@/components/ui/stat-card";
import { paths } from "@shared/paths";
import { useFormat } from "@/lib/format";
import { formatDuration } from "@/features/attorneys/api/get-stats";
import { LicensesCard } from "@/features/attorneys/components/licenses-card";
import { NotificationsCard } from "@/features/attorneys/components/notifications-card";
import { LanguagesCard } from "@/features/attorneys/components/languages-card";

interface AttorneyDashboardProps {
  /** The length of the queue list; null while it loads. */
  availableCount: number | null;
  /** More questions wait beyond the loaded list. */
  hasMore?: boolean;
  /** The queue could not be loaded. */
  failed?: boolean;
  /** Approved: licenses and the conflict list are theirs to manage. */
  approved?: boolean;
  /** The attorney's own figures (docs/decisions/025); undefined while they load. */
  stats?: AttorneyStatsDto;
  statsFailed?: boolean;
  /** Their claims still waiting for an answer, from the loaded pages of the claimed list. */
  waiting?: ClaimedQuestionDto[];
}

function Stat(props: ComponentProps<typeof StatCard>) {
  return (
    <li>
      <StatCard className="h-full" {...props} />
    </li>
  );
}

/** What the attorney owes first (docs/decisions/025): each claim still waiting, linked to its answer box. */
function WaitingForYou({ stats, waiting }: { stats?: AttorneyStatsDto; waiting: ClaimedQuestionDto[] }) {
  const count = stats?.claimedNow ?? waiting.length;
  return (
    <section aria-labelledby="waiting-title" className="grid gap-3" data-testid="waiting-for-you">
      <h2 id="waiting-title" className="text-xl font-semibold">
        <Trans>Waiting for your answer ({count})</Trans>
      </h2>
      {waiting.length ? (
        <ul className="grid gap-2">
          {waiting.map((q) => (
            <li key={q.id}>
              <Link
                href={`${paths.claimedQuestions}?answer=${q.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-md border border-border bg-card px-4 py-3 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span lang={q.language} className="min-w-0 wrap-anywhere">
                  {q.title}
                </span>
                {q.claimExpiresAt ? <HoldEnds at={q.claimExpiresAt} /> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          <Trans>Nothing is waiting for your answer. Claim a question from the queue.</Trans>
        </p>
      )}
      {count > waiting.length ? (
        <Link href={paths.claimedQuestions} className="text-sm font-medium text-primary underline">
          <Trans>See all your claimed questions</Trans>
        </Link>
      ) : null}
    </section>
  );
}

/** When the claim's hold ends, as shared/format writes a date and time. */
function HoldEnds({ at }: { at: string }) {
  const { formatDateTime } = useFormat();
  const ends = formatDateTime(at);
  return (
    <span className="text-sm font-normal text-muted-foreground">
      <Trans>Hold ends {ends}</Trans>
    </span>
  );
}

export function AttorneyDashboard({
  availableCount,
  hasMore = false,
  failed = false,
  approved = false,
  stats,
  statsFailed = false,
  waiting = [],
}: AttorneyDashboardProps) {
  const { i18n, t } = useLingui();
  const available = failed ? "—" : availableCount === null ? "…" : `${availableCount}${hasMore ? "+" : ""}`;
  const figure = (value: (s: AttorneyStatsDto) => ReactNode) => (statsFailed ? "—" : stats ? value(stats) : "…");
  return (
    <div className="grid gap-8">
      {approved ? <WaitingForYou stats={stats} waiting={waiting} /> : null}
      <section id="attorney-stats" aria-labelledby="attorney-stats-title" className="grid gap-4">
        <h2 id="attorney-stats-title" className="text-xl font-semibold">
          <Trans>Your work</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Stat icon={Inbox} label={t`Available Questions`} value={available} />
          <Stat
            icon={Clock}
            label={t`Average Response Time`}
            hint={t`from claim to answer`}
            value={figure((s) => formatDuration(s.averageClaimToAnswerMs, i18n))}
          />
          <Stat icon={ListChecks} label={t`Answered Today`} value={figure((s) => s.answeredToday)} />
          <Stat icon={CheckCheck} label={t`Answered in Total`} value={figure((s) => s.answeredTotal)} />
          <Stat icon={Hourglass} label={t`Currently Claimed`} value={figure((s) => s.claimedNow)} />
        </ul>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Question Queue</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Browse questions waiting for an attorney, filter by legal category, and claim one.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href={paths.questionQueue} id="question-queue">
                <Inbox aria-hidden="true" />
                <Trans>Browse Question Queue</Trans>
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Claimed Questions</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Questions you have claimed: answer the open ones and review your answers.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link href={paths.claimedQuestions} id="claimed-questions">
                <ClipboardList aria-hidden="true" />
                <Trans>View Claimed Questions</Trans>
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      {approved ? <LicensesCard /> : null}
      {approved ? <NotificationsCard /> : null}
      {approved ? <LanguagesCard /> : null}
    </div>
  );
}

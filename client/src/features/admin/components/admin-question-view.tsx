import { useEffect, useRef, useState, type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { QuestionDetailDto } from "@shared/api/types";
import { paths } from "@shared/paths";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage, isUnauthorizedError, toastApiError } from "@/lib/api-errors";
import { getFullName } from "@/lib/auth";
import { useReleaseClaim } from "@/features/admin/api/release-claim";
import { ActivityLog } from "@/features/admin/components/activity-log";
import { DecisionDialog } from "@/features/admin/components/decision-dialog";
import { useFormat } from "@/lib/format";
import { useLanguageNames } from "@/lib/languages";

const STATUS_WORDS: Record<QuestionDetailDto["status"], MessageDescriptor> = {
  pending: msg`Waiting in the queue`,
  claimed: msg`Claimed by an attorney`,
  answered: msg`Answered`,
  closed: msg`Closed`,
  expired: msg`Expired unanswered`,
  withdrawn: msg`Withdrawn by the asker`,
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * docs/decisions/033: a question as an admin sees it: its facts, who holds the claim and until when, Release with a
 * reason, and its history from the audit log. None of the asker's page (their way back, their notices, the
 * follow-up box): the admin is not a party to the conversation.
 */
export function AdminQuestionView({ question: q }: { question: QuestionDetailDto }) {
  const { i18n, t } = useLingui();
  const { formatDate, formatDateTime, stateName, deadlineTypeLabel } = useFormat();
  const languageNames = useLanguageNames();
  const release = useReleaseClaim();
  const [asking, setAsking] = useState(false);
  // What the last release came to, success or failure; a new object each time, so the same words said again still
  // take focus.
  const [said, setSaid] = useState<{ text: string } | null>(null);
  // A reason whose release failed, for the next try.
  const [keptReason, setKeptReason] = useState<string | undefined>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Focus moves to the message once it is written: an empty status line is hidden and cannot take it.
  useEffect(() => {
    if (said) statusRef.current?.focus();
  }, [said]);
  const holder = q.claimer ? getFullName(q.claimer) : t`an attorney`;
  const id = q.id;
  const status = i18n._(STATUS_WORDS[q.status]);
  const claimedAt = q.claimedAt ? formatDateTime(q.claimedAt) : "";
  const holdEnds = q.claimExpiresAt ? formatDateTime(q.claimExpiresAt) : "";

  // While it is sent, focus is on Release, which says "Releasing..." (the dialog gives it back there); then on the
  // status line, which says what came of it, a failure as well as a success (docs/ux.md, "Focus and keyboard").
  const onRelease = (reason: string) => {
    setAsking(false);
    release.mutate(
      { id: q.id, reason },
      {
        onSuccess: () => {
          setKeptReason(undefined);
          setSaid({ text: t`Released: question #${id} is back in the queue, and ${holder} has been told by e-mail.` });
        },
        onError: (error) => {
          // The claim ended meanwhile (another admin released it, the hold ran out, it was answered): what was asked
          // for is so, and the page is read again; no retry could change it (docs/ux.md).
          if (hasStatus(error, 409)) {
            setKeptReason(undefined);
            const title = t`Claim Already Ended`;
            const why = getErrorMessage(error, t`The question is no longer claimed.`);
            setSaid({ text: `${title}: ${why}` });
            toast({ title, description: why });
            return;
          }
          setKeptReason(reason || undefined);
          const title = t`Release Failed`;
          // A 401 says nothing here: the page is leaving for sign-in.
          if (!isUnauthorizedError(error))
            setSaid({ text: `${title}: ${getErrorMessage(error, t`Please try again.`)}` });
          toastApiError(error, t`Please try again.`, title);
        },
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        href={paths.adminActivity}
        className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Back to Activity</Trans>
      </Link>
      <Card>
        <CardHeader className="gap-2">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Question #{id} · {status}
            </Trans>
          </p>
          <h1 lang={q.language} className="text-2xl font-bold leading-tight tracking-tight wrap-anywhere">
            {q.title}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact term={t`Asked`}>{formatDateTime(q.createdAt)}</Fact>
            <Fact term={t`State`}>{q.state ? stateName(q.state) : <Trans>Not given</Trans>}</Fact>
            <Fact term={t`Deadline`}>
              {q.deadline ? (
                <>
                  {deadlineTypeLabel(q.deadlineType)}:{" "}
                  <time dateTime={q.deadline}>{formatDate(`${q.deadline}T12:00:00Z`)}</time>
                </>
              ) : (
                <Trans>None given</Trans>
              )}
            </Fact>
            <Fact term={t`Safety concern`}>
              {q.safetyConcern ? <Trans>Yes: the asker said they are not safe right now</Trans> : <Trans>No</Trans>}
            </Fact>
            <Fact term={t`Other side`}>
              {q.opposingParties.length ? q.opposingParties.join(", ") : <Trans>None given</Trans>}
            </Fact>
            <Fact term={t`Asked by`}>
              {q.isAnonymous ? (
                <Trans context="who asked a question">Anonymous</Trans>
              ) : (
                <Trans context="who asked a question">Registered User</Trans>
              )}
            </Fact>
            <Fact term={t`Written in`}>{languageNames[q.language]}</Fact>
          </dl>
          <p lang={q.language} className="whitespace-pre-wrap wrap-anywhere leading-relaxed">
            {q.content}
          </p>
        </CardContent>
      </Card>

      <section aria-labelledby="claim-title" className="grid gap-3">
        <h2 id="claim-title" className="text-xl font-semibold">
          <Trans>Claim</Trans>
        </h2>
        <p ref={statusRef} tabIndex={-1} role="status" className="text-sm font-medium empty:hidden">
          {said?.text}
        </p>
        {q.status === "claimed" ? (
          <Card>
            <CardContent className="grid justify-items-start gap-3 p-4">
              <p>
                {claimedAt ? (
                  <Trans>
                    Held by <strong>{holder}</strong> since {claimedAt}.
                  </Trans>
                ) : (
                  <Trans>
                    Held by <strong>{holder}</strong>.
                  </Trans>
                )}
                {holdEnds ? (
                  <>
                    {" "}
                    <Trans>The hold ends at {holdEnds}, then the question returns to the queue.</Trans>
                  </>
                ) : null}
              </p>
              <Button id="admin-release" variant="outline" blocked={release.isPending} onClick={() => setAsking(true)}>
                {release.isPending ? <Trans>Releasing...</Trans> : <Trans>Release Claim</Trans>}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Nobody holds a claim on this question.</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="history-title" className="grid gap-3">
        <h2 id="history-title" className="text-xl font-semibold">
          <Trans>History</Trans>
        </h2>
        <ActivityLog questionId={q.id} compact />
      </section>

      {asking ? (
        <DecisionDialog
          title={t`Release ${holder}'s claim on question #${id}?`}
          description={t`The question goes back to the queue for any attorney who may take it, and the attorney is told by e-mail that an administrator returned it. A draft they were writing is not kept.`}
          confirmLabel={t`Release Claim`}
          cancelLabel={t`Keep Claim`}
          destructive
          reason={{
            label: t`Reason (optional)`,
            readBy: t`It is kept in the service's records; the attorney's e-mail does not include it.`,
            kept: keptReason,
          }}
          onCancel={() => setAsking(false)}
          onConfirm={onRelease}
          refocusOnConfirm
        />
      ) : null}
    </div>
  );
}

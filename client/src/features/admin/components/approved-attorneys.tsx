import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-errors";
import { useFormat } from "@/lib/format";
import {
  useApprovedAttorneys,
  useReinstateAttorney,
  useRevokeAttorney,
  useRevokedAttorneys,
} from "@/features/admin/api/approved-attorneys";
import { EmailStatus } from "@/features/admin/components/application-card";
import { DecisionDialog } from "@/features/admin/components/decision-dialog";
import {
  DecidedCard,
  DecisionStatus,
  useDecisions,
  type DecisionWord,
} from "@/features/admin/components/use-decisions";
import { getFullName } from "@/lib/auth";

interface AttorneyListProps {
  id: string;
  title: string;
  /** What the list says while it loads, and when it could not be loaded. */
  loading: string;
  loadFailed: string;
  empty: string;
  query: UseQueryResult<ReviewedAttorneyDto[]>;
  mutation: UseMutationResult<ReviewedAttorneyDto, Error, number>;
  /** The button's word ("Revoke"), the decided card's ("Revoked"), and the dialog's words. */
  verb: string;
  /** The button's name for screen readers, with the attorney's name ("Revoke Jane Doe"). */
  verbFor: (name: string) => string;
  word: DecisionWord;
  dialog: (name: string) => { title: string; description: string; confirmLabel: string; cancelLabel: string };
  destructive?: boolean;
  line: (a: ReviewedAttorneyDto) => ReactNode;
  done: (name: string) => { title: string; description: string };
  /** Another admin made the same decision a moment before (409): it is made, not refused (docs/ux.md). */
  already: (name: string) => string;
  failTitle: string;
}

/**
 * A list of attorneys with one decision each, asked in the decision dialog and sent after a moment of Undo
 * (docs/decisions/014, 033): Approved Attorneys with Revoke, Revoked with Reinstate.
 */
function AttorneyList(p: AttorneyListProps) {
  const { t } = useLingui();
  const decisions = useDecisions(`${p.id}-status`);
  const [asking, setAsking] = useState<ReviewedAttorneyDto | null>(null);
  const titleId = `${p.id}-title`;
  const openerId = (id: number) => `${p.id}-${id}-decide`;

  // Each decision's own outcome, even when another is sent before it returns: mutate's callbacks would run for the
  // latest call only, leaving an earlier card "sent in a few seconds" for good.
  const send = (a: ReviewedAttorneyDto) =>
    void p.mutation.mutateAsync(a.id).then(
      () => {
        const { title, description } = p.done(getFullName(a));
        decisions.settle(a.id, `${title}: ${getFullName(a)}.`);
        toast({ title, description });
      },
      (error: unknown) => {
        if (hasStatus(error, 409)) {
          const { title } = p.done(getFullName(a));
          decisions.settle(a.id, `${title}: ${getFullName(a)}.`);
          toast({ title, description: p.already(getFullName(a)) });
          return;
        }
        decisions.settle(a.id, `${p.failTitle}: ${getFullName(a)}.`);
        toastApiError(error, t`Please try again.`, p.failTitle);
      },
    );

  const list = p.query.data ?? [];
  let body;
  if (p.query.isLoading) body = <Spinner label={p.loading} showLabel />;
  else if (p.query.isError)
    body = (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">{p.loadFailed}</p>
          <Button variant="outline" onClick={() => void p.query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  else if (list.length === 0) body = <p className="text-muted-foreground">{p.empty}</p>;
  else
    body = (
      <ul className="grid gap-3">
        {list.map((a) => {
          const name = getFullName(a);
          const word = decisions.decided.get(a.id);
          if (word)
            return (
              <DecidedCard
                key={a.id}
                id={a.id}
                word={word}
                name={name}
                sending={decisions.sending.has(a.id)}
                onUndo={() => decisions.undo(a.id, openerId(a.id))}
              />
            );
          return (
            <li key={a.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-semibold wrap-anywhere">{name}</p>
                    <p className="text-sm text-muted-foreground wrap-anywhere">{p.line(a)}</p>
                    <EmailStatus verified={a.emailVerified} />
                  </div>
                  <Button
                    id={openerId(a.id)}
                    variant="outline"
                    onClick={() => setAsking(a)}
                    aria-label={p.verbFor(name)}
                    blocked={p.mutation.isPending && p.mutation.variables === a.id}
                  >
                    {p.verb}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section id={p.id} aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-xl font-semibold">
        {p.title}
      </h2>
      <DecisionStatus decisions={decisions} />
      {body}
      {asking ? (
        <DecisionDialog
          key={asking.id}
          {...p.dialog(getFullName(asking))}
          destructive={p.destructive}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const a = asking;
            decisions.decide(a.id, p.word, () => send(a));
            setAsking(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** Approved attorneys, each with Revoke: it ends their access and returns their open claims to the queue. */
export function ApprovedAttorneys() {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  return (
    <AttorneyList
      id="approved-attorneys"
      title={t`Approved Attorneys`}
      loading={t`Loading approved attorneys...`}
      loadFailed={t`We couldn't load the approved attorneys.`}
      empty={t`No attorneys are approved yet.`}
      query={useApprovedAttorneys()}
      mutation={useRevokeAttorney()}
      verb={t`Revoke`}
      verbFor={(name) => t`Revoke ${name}`}
      word="revoked"
      destructive
      dialog={(name) => ({
        title: t`Revoke access for ${name}?`,
        description: t`They can no longer claim or answer questions, their open claims go back to the queue, and they get an e-mail saying their access ended. You can reinstate them later.`,
        confirmLabel: t`Revoke Access`,
        cancelLabel: t`Keep Access`,
      })}
      line={(a) => {
        const approved = a.approvedAt ? formatDate(a.approvedAt) : "";
        return `${a.email} · ${a.practiceState} · ${t`Approved ${approved}`}`;
      }}
      done={(name) => ({
        title: t`Access Revoked`,
        description: t`${name} can no longer answer questions; their open claims are back in the queue.`,
      })}
      already={(name) => t`Another administrator had already revoked ${name}'s access.`}
      failTitle={t`Revoke Failed`}
    />
  );
}

/** docs/decisions/033: revoked attorneys stay listed, each with Reinstate, so a revocation can be taken back. */
export function RevokedAttorneys() {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  return (
    <AttorneyList
      id="revoked-attorneys"
      title={t`Revoked Attorneys`}
      loading={t`Loading revoked attorneys...`}
      loadFailed={t`We couldn't load the revoked attorneys.`}
      empty={t`No attorney's access has been revoked.`}
      query={useRevokedAttorneys()}
      mutation={useReinstateAttorney()}
      verb={t`Reinstate`}
      verbFor={(name) => t`Reinstate ${name}`}
      word="reinstated"
      dialog={(name) => ({
        title: t`Reinstate ${name}?`,
        description: t`They can claim and answer questions again and get an e-mail saying so. Claims returned to the queue when their access ended stay there.`,
        confirmLabel: t`Reinstate Access`,
        cancelLabel: t`Not Yet`,
      })}
      line={(a) => {
        const revoked = a.revokedAt ? formatDate(a.revokedAt) : "";
        return `${a.email} · ${a.practiceState} · ${t`Revoked ${revoked}`}`;
      }}
      done={(name) => ({ title: t`Access Reinstated`, description: t`${name} can answer questions again.` })}
      already={(name) => t`Another administrator had already reinstated ${name}.`}
      failTitle={t`Reinstate Failed`}
    />
  );
}

import { useState, type ReactNode } from "react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { toastApiError } from "@/lib/api-errors";
import {
  useApprovedAttorneys,
  useReinstateAttorney,
  useRevokeAttorney,
  useRevokedAttorneys,
} from "@/features/admin/api/approved-attorneys";
import { EmailStatus } from "@/features/admin/components/application-card";
import { DecisionDialog } from "@/features/admin/components/decision-dialog";
import { DecidedCard, DecisionStatus, useDecisions } from "@/features/admin/components/use-decisions";
import { getFullName } from "@/lib/auth";

interface AttorneyListProps {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<ReviewedAttorneyDto[]>;
  mutation: UseMutationResult<ReviewedAttorneyDto, Error, number>;
  /** The button's word ("Revoke"), the decided card's ("Revoked"), and the dialog's words. */
  verb: string;
  word: string;
  dialog: (name: string) => { title: string; description: string; confirmLabel: string; cancelLabel: string };
  destructive?: boolean;
  line: (a: ReviewedAttorneyDto) => ReactNode;
  done: (name: string) => { title: string; description: string };
  failTitle: string;
}

/**
 * A list of attorneys with one decision each, asked in the decision dialog and sent after a moment of Undo
 * (docs/decisions/014, 033): Approved Attorneys with Revoke, Revoked with Reinstate.
 */
function AttorneyList(p: AttorneyListProps) {
  const decisions = useDecisions(`${p.id}-status`);
  const [asking, setAsking] = useState<ReviewedAttorneyDto | null>(null);
  const titleId = `${p.id}-title`;
  const openerId = (id: number) => `${p.id}-${id}-decide`;

  const send = (a: ReviewedAttorneyDto) =>
    p.mutation.mutate(a.id, {
      onSuccess: () => {
        const { title, description } = p.done(getFullName(a));
        decisions.settle(a.id, `${title}: ${getFullName(a)}.`);
        toast({ title, description });
      },
      onError: (error) => {
        decisions.settle(a.id);
        toastApiError(error, "Please try again.", p.failTitle);
      },
    });

  const list = p.query.data ?? [];
  let body;
  if (p.query.isLoading) body = <Spinner label={`Loading ${p.title.toLowerCase()}...`} showLabel />;
  else if (p.query.isError)
    body = (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">We couldn&apos;t load the {p.title.toLowerCase()}.</p>
          <Button variant="outline" onClick={() => void p.query.refetch()}>
            Try Again
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
                onUndo={() => decisions.undo(a.id, openerId(a.id))}
              />
            );
          return (
            <li key={a.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-semibold">{name}</p>
                    <p className="text-sm text-muted-foreground wrap-anywhere">{p.line(a)}</p>
                    <EmailStatus verified={a.emailVerified} />
                  </div>
                  <Button
                    id={openerId(a.id)}
                    variant="outline"
                    onClick={() => setAsking(a)}
                    aria-label={`${p.verb} ${name}`}
                    disabled={p.mutation.isPending && p.mutation.variables === a.id}
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
  return (
    <AttorneyList
      id="approved-attorneys"
      title="Approved Attorneys"
      empty="No attorneys are approved yet."
      query={useApprovedAttorneys()}
      mutation={useRevokeAttorney()}
      verb="Revoke"
      word="Revoked"
      destructive
      dialog={(name) => ({
        title: `Revoke access for ${name}?`,
        description:
          "They can no longer claim or answer questions, their open claims go back to the queue, and they get an e-mail saying their access ended. You can reinstate them later.",
        confirmLabel: "Revoke Access",
        cancelLabel: "Keep Access",
      })}
      line={(a) => `${a.email} · ${a.practiceState} · Approved ${a.approvedAt ? formatDate(a.approvedAt) : ""}`}
      done={(name) => ({
        title: "Access Revoked",
        description: `${name} can no longer answer questions; their open claims are back in the queue.`,
      })}
      failTitle="Revoke Failed"
    />
  );
}

/** docs/decisions/033: revoked attorneys stay listed, each with Reinstate, so a revocation can be taken back. */
export function RevokedAttorneys() {
  return (
    <AttorneyList
      id="revoked-attorneys"
      title="Revoked Attorneys"
      empty="No attorney's access has been revoked."
      query={useRevokedAttorneys()}
      mutation={useReinstateAttorney()}
      verb="Reinstate"
      word="Reinstated"
      dialog={(name) => ({
        title: `Reinstate ${name}?`,
        description:
          "They can claim and answer questions again and get an e-mail saying so. Claims returned to the queue when their access ended stay there.",
        confirmLabel: "Reinstate Access",
        cancelLabel: "Not Yet",
      })}
      line={(a) => `${a.email} · ${a.practiceState} · Revoked ${a.revokedAt ? formatDate(a.revokedAt) : ""}`}
      done={(name) => ({ title: "Access Reinstated", description: `${name} can answer questions again.` })}
      failTitle="Reinstate Failed"
    />
  );
}

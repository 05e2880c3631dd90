import { BadgeCheck, CheckCircle2, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { isUnauthorizedError, toastApiError } from "@/lib/api-errors";
import { cn } from "@/lib/utils";
import { useApprovedAttorneys } from "@/features/admin/api/approved-attorneys";
import { usePendingApplications } from "@/features/admin/api/get-pending-applications";
import { useApproveApplication, useRejectApplication } from "@/features/admin/api/review-application";
import { ApplicationCard } from "@/features/admin/components/application-card";
import { ApprovedAttorneys, RevokedAttorneys } from "@/features/admin/components/approved-attorneys";
import { DecisionDialog } from "@/features/admin/components/decision-dialog";
import { PendingLicenses } from "@/features/admin/components/pending-licenses";
import { DecidedCard, DecisionStatus, useDecisions } from "@/features/admin/components/use-decisions";
import { getFullName } from "@/lib/auth";

/** How long the list stays inert after a decision: longer than a double click, shorter than reading a card. */
export const SETTLE_MS = 700;

/** A flag that is true for `ms` after each call of the returned function. */
function useSettling(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  };
  return [on, start];
}

/** The admin's review of attorney applications (spec section 2). Access is the server's call: a 403 is shown calmly. */
export function AdminPanel() {
  const { t } = useLingui();
  const pending = usePendingApplications();
  // The same list as the Approved Attorneys section below, fetched once for both.
  const approved = useApprovedAttorneys();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const unauthorized = isUnauthorizedError(pending.error);
  const [asking, setAsking] = useState<{ id: number; kind: "approve" | "reject" } | null>(null);
  const decisions = useDecisions("applications-status");
  // Rejection notes whose sending failed, by application, to open its dialog with again.
  const [keptNotes, setKeptNotes] = useState<Partial<Record<number, string>>>({});
  const [settling, settle] = useSettling(SETTLE_MS);

  if (pending.isLoading || unauthorized)
    return <Spinner label={t`Loading applications...`} showLabel size="lg" className="py-12" />;
  if (pending.isError) {
    const forbidden = hasStatus(pending.error, 403);
    return (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">
            {forbidden ? (
              <Trans>This panel is for administrators.</Trans>
            ) : (
              <Trans>We couldn't load the applications.</Trans>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {forbidden ? (
              <Trans>
                Your account does not have admin access. If you think it should, please contact the site's
                administrators.
              </Trans>
            ) : (
              <Trans>Please check your connection and try again.</Trans>
            )}
          </p>
          {forbidden ? null : (
            <Button variant="outline" onClick={() => void pending.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  const list = pending.data ?? [];
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : undefined;
  const name = (id: number) => getFullName(list.find((a) => a.id === id) ?? { firstName: "", lastName: "" });

  const send = (id: number, kind: "approve" | "reject", reason: string) => {
    const who = name(id);
    const done = (title: string, description: string) => {
      decisions.settle(id, `${title}: ${who}.`);
      settle();
      toast({ title, description });
    };
    const fail = (title: string) => (error: unknown) => {
      decisions.settle(id, `${title}: ${who}.`);
      // The note was typed in a dialog long closed: it is kept for the next try on this application.
      if (kind === "reject" && reason) setKeptNotes((kept) => ({ ...kept, [id]: reason }));
      toastApiError(error, t`Please try again.`, title);
    };
    // Each decision's own outcome, even when another is sent before it returns (mutate's callbacks: the latest only).
    if (kind === "approve")
      void approve.mutateAsync(id).then(
        () => done(t`Attorney Approved`, t`${who} can now answer questions and has been notified by email.`),
        // Approved by another administrator meanwhile: made, not refused (docs/ux.md); the list is read again.
        (error: unknown) =>
          hasStatus(error, 409)
            ? done(t`Attorney Approved`, t`Another administrator had already approved ${who}.`)
            : fail(t`Approval Failed`)(error),
      );
    else
      void reject.mutateAsync({ id, reason }).then(
        () => {
          setKeptNotes(({ [id]: _sent, ...kept }) => kept);
          done(t`Application Rejected`, t`${who}'s application has been removed and the applicant notified.`);
        },
        fail(t`Rejection Failed`),
      );
  };

  const asked = asking ? name(asking.id) : "";
  const dialog = asking ? (
    asking.kind === "approve" ? (
      <DecisionDialog
        key={`approve-${asking.id}`}
        title={t`Approve ${asked}?`}
        description={t`They can claim and answer questions from their state, and get an e-mail saying so. You can undo for a few seconds; after that, revoke is the way back.`}
        confirmLabel={t`Approve Application`}
        cancelLabel={t`Not Yet`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          decisions.decide(asking.id, "approved", () => send(asking.id, "approve", ""));
          setAsking(null);
        }}
      />
    ) : (
      <DecisionDialog
        key={`reject-${asking.id}`}
        title={t`Reject ${asked}'s application?`}
        description={t`The application is removed and the applicant gets an e-mail saying it was not approved. They can apply again.`}
        confirmLabel={t`Reject Application`}
        cancelLabel={t`Keep Application`}
        destructive
        reason={{
          label: t`Note for the applicant (optional)`,
          readBy: t`It goes into the e-mail to the applicant.`,
          kept: keptNotes[asking.id],
        }}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          decisions.decide(asking.id, "rejected", () => send(asking.id, "reject", reason));
          setAsking(null);
        }}
      />
    )
  ) : null;

  return (
    <div className="grid gap-6">
      {/* Spec section 2, the tour's admin step: pending applications and active attorneys. */}
      <section id="admin-stats" aria-label={t`Statistics`} className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <StatCard icon={Users} label={t`Pending Applications`} value={list.length} />
        <StatCard
          icon={BadgeCheck}
          label={t`Active Attorneys`}
          // As the attorney's dashboard writes its figures: "…" while loading, "—" when it could not be loaded.
          value={approved.isError ? "—" : (approved.data?.length ?? "…")}
        />
      </section>

      <section id="attorney-applications" aria-labelledby="attorney-applications-title" className="grid gap-4">
        <h2 id="attorney-applications-title" className="text-xl font-semibold">
          <Trans>Attorney Applications</Trans>
        </h2>
        <DecisionStatus decisions={decisions} />
        {list.length === 0 ? (
          <Card>
            <CardContent className="grid justify-items-center gap-2 p-10 text-center">
              <CheckCircle2 aria-hidden="true" className="size-10 text-success-strong" />
              <p className="text-lg font-semibold">
                <Trans>All caught up</Trans>
              </p>
              <p className="text-muted-foreground">
                <Trans>All applications have been reviewed. New applications will appear here.</Trans>
              </p>
            </CardContent>
          </Card>
        ) : (
          // After a decision the next card moves up to where the last click was: its buttons stay inert for a
          // moment, so a second click meant for the decided card cannot land on them (docs/decisions/025).
          <ul
            className={cn("grid gap-4 transition-opacity", settling && "opacity-60")}
            inert={settling}
            aria-busy={settling}
            data-settling={settling ? "" : undefined}
          >
            {list.map((a) => {
              const word = decisions.decided.get(a.id);
              return word ? (
                <DecidedCard
                  key={a.id}
                  id={a.id}
                  word={word}
                  name={getFullName(a)}
                  sending={decisions.sending.has(a.id)}
                  onUndo={() =>
                    decisions.undo(a.id, `application-${a.id}-${word === "approved" ? "approve" : "reject"}`)
                  }
                />
              ) : (
                <ApplicationCard
                  key={a.id}
                  application={a}
                  busy={busyId === a.id}
                  onApprove={() => setAsking({ id: a.id, kind: "approve" })}
                  onReject={() => setAsking({ id: a.id, kind: "reject" })}
                />
              );
            })}
          </ul>
        )}
      </section>

      {dialog}

      <PendingLicenses />

      <ApprovedAttorneys />

      <RevokedAttorneys />
    </div>
  );
}

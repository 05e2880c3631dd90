import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PendingLicenseDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-errors";
import { useFormat } from "@/lib/format";
import { usePendingLicenses, useRejectLicense, useVerifyLicense } from "@/features/admin/api/licenses";
import { getFullName } from "@/lib/auth";
import { DuplicateLicense } from "@/features/admin/components/application-card";
import { DecisionDialog } from "@/features/admin/components/decision-dialog";
import { DecidedCard, DecisionStatus, useDecisions } from "@/features/admin/components/use-decisions";

/**
 * A decision another admin (or the attorney) got to first: the list is read again, and no retry could change what is
 * so. Verifying finds it verified (409) or gone (404); rejecting finds it gone (404) or verified (409).
 */
function decidedElsewhere(kind: "verify" | "reject", error: unknown) {
  if (hasStatus(error, 409)) return kind === "verify" ? "sameVerified" : "otherVerified";
  if (hasStatus(error, 404)) return kind === "verify" ? "gone" : "sameRemoved";
  return null;
}

/**
 * Licenses that approved attorneys added (docs/decisions/018), beside the applications. The admin checks
 * the number with the state's bar, then verifies it (questions from that state reach the attorney) or rejects it.
 */
export function PendingLicenses() {
  const { t } = useLingui();
  const { formatDate, stateName } = useFormat();
  const pending = usePendingLicenses();
  const verify = useVerifyLicense();
  const reject = useRejectLicense();
  const decisions = useDecisions("licenses-status");
  const [asking, setAsking] = useState<{ license: PendingLicenseDto; kind: "verify" | "reject" } | null>(null);
  const busyId = verify.isPending ? verify.variables : reject.isPending ? reject.variables : undefined;
  // "Jane Doe's California license": the license named on its decided card and in the status line.
  const what = (l: PendingLicenseDto) => {
    const name = getFullName(l.attorney);
    const state = stateName(l.state);
    return t`${name}'s ${state} license`;
  };

  const send = (l: PendingLicenseDto, kind: "verify" | "reject") => {
    const name = getFullName(l.attorney);
    const state = stateName(l.state);
    const [mutation, title, description, failTitle] =
      kind === "verify"
        ? [verify, t`License Verified`, t`${name} now sees questions from ${state}.`, t`Verification Failed`]
        : [reject, t`License Rejected`, t`${name}'s ${state} license was removed.`, t`Rejection Failed`];
    // Each decision's own outcome, even when another is sent before it returns (mutate's callbacks: the latest only).
    void mutation.mutateAsync(l.id).then(
      () => {
        decisions.settle(l.id, `${title}: ${what(l)}.`);
        toast({ title, description });
      },
      (error: unknown) => {
        const license = what(l);
        const settled = decidedElsewhere(kind, error);
        if (settled) {
          const [settledTitle, settledText] = {
            // Verified by another admin: made, not refused (docs/ux.md).
            sameVerified: [title, t`Another administrator had already verified ${license}.`],
            // Rejected by another admin, or removed by the attorney.
            gone: [
              t`No Longer Waiting`,
              t`${license} was rejected by another administrator or removed by the attorney.`,
            ],
            sameRemoved: [title, t`${license} had already been removed.`],
            otherVerified: [
              t`Already Verified`,
              t`Another administrator had already verified ${license}, so it stays.`,
            ],
          }[settled];
          decisions.settle(l.id, `${settledTitle}: ${license}.`);
          toast({ title: settledTitle, description: settledText });
          return;
        }
        decisions.settle(l.id, `${failTitle}: ${license}.`);
        toastApiError(error, t`Please try again.`, failTitle);
      },
    );
  };

  let body;
  if (pending.isLoading) body = <Spinner label={t`Loading licenses...`} showLabel />;
  else if (pending.isError)
    body = (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">
            <Trans>We couldn&apos;t load the licenses to verify.</Trans>
          </p>
          <Button variant="outline" onClick={() => void pending.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  else if (!pending.data?.length)
    body = (
      <p className="text-muted-foreground">
        <Trans>No added licenses are waiting for verification.</Trans>
      </p>
    );
  else
    body = (
      <ul className="grid gap-3">
        {pending.data.map((l) => {
          const name = getFullName(l.attorney);
          const state = stateName(l.state);
          const number = l.licenseNumber;
          const email = l.attorney.email;
          const added = formatDate(l.createdAt);
          const word = decisions.decided.get(l.id);
          if (word)
            return (
              <DecidedCard
                key={l.id}
                id={l.id}
                word={word}
                name={what(l)}
                sending={decisions.sending.has(l.id)}
                onUndo={() => decisions.undo(l.id, `license-${l.id}-${word === "verified" ? "verify" : "reject"}`)}
              />
            );
          return (
            <li key={l.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center justify-between gap-4 p-4">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold">
                      {name}: {state}
                    </p>
                    <p className="text-sm text-muted-foreground wrap-anywhere">
                      <Trans>
                        License number {number} · {email} · added {added}
                      </Trans>
                    </p>
                    {l.duplicateLicense ? <DuplicateLicense state={l.state} /> : null}
                  </div>
                  <div className="flex basis-full flex-wrap gap-2">
                    <Button
                      id={`license-${l.id}-verify`}
                      blocked={busyId === l.id}
                      onClick={() => setAsking({ license: l, kind: "verify" })}
                      aria-label={t`Verify ${name}'s ${state} license`}
                    >
                      <Trans>Verify</Trans>
                    </Button>
                    {/* Apart from Verify, and quieter, as on an application's card (docs/decisions/033). */}
                    <Button
                      id={`license-${l.id}-reject`}
                      variant="outline"
                      blocked={busyId === l.id}
                      onClick={() => setAsking({ license: l, kind: "reject" })}
                      aria-label={t`Reject ${name}'s ${state} license`}
                      className="ml-auto border-destructive text-destructive hover:bg-destructive-soft"
                    >
                      <Trans>Reject</Trans>
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section id="pending-licenses" aria-labelledby="pending-licenses-title" className="grid gap-4">
      <h2 id="pending-licenses-title" className="text-xl font-semibold">
        <Trans>Added Licenses</Trans>
      </h2>
      <DecisionStatus decisions={decisions} />
      {body}
      {asking ? (
        <LicenseDialog
          asking={asking}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const { license, kind } = asking;
            decisions.decide(license.id, kind === "verify" ? "verified" : "rejected", () => send(license, kind));
            setAsking(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** The question asked before a license is verified or rejected. */
function LicenseDialog({
  asking,
  onCancel,
  onConfirm,
}: {
  asking: { license: PendingLicenseDto; kind: "verify" | "reject" };
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const { stateName } = useFormat();
  const name = getFullName(asking.license.attorney);
  const state = stateName(asking.license.state);
  const number = asking.license.licenseNumber;
  return (
    <DecisionDialog
      key={`${asking.kind}-${asking.license.id}`}
      {...(asking.kind === "verify"
        ? {
            title: t`Verify ${name}'s ${state} license?`,
            description: t`Check license number ${number} with the state bar first. Once verified, questions from ${state} reach this attorney.`,
            confirmLabel: t`Verify License`,
            cancelLabel: t`Not Yet`,
          }
        : {
            title: t`Reject ${name}'s ${state} license?`,
            description: t`The license is removed from the attorney's profile. They can add it again.`,
            confirmLabel: t`Reject License`,
            cancelLabel: t`Keep License`,
            destructive: true,
          })}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

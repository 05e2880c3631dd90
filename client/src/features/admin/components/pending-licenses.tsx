import { useState } from "react";
import type { PendingLicenseDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { stateName } from "@shared/states";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { toastApiError } from "@/lib/api-errors";
import { usePendingLicenses, useRejectLicense, useVerifyLicense } from "@/features/admin/api/licenses";
import { getFullName } from "@/lib/auth";
import { DuplicateLicense } from "@/features/admin/components/application-card";
import { DecisionDialog } from "@/features/admin/components/decision-dialog";
import { DecidedCard, DecisionStatus, useDecisions } from "@/features/admin/components/use-decisions";

/**
 * Licenses that approved attorneys added (docs/decisions/018), beside the applications. The admin checks
 * the number with the state's bar, then verifies it (questions from that state reach the attorney) or rejects it.
 */
export function PendingLicenses() {
  const pending = usePendingLicenses();
  const verify = useVerifyLicense();
  const reject = useRejectLicense();
  const decisions = useDecisions("licenses-status");
  const [asking, setAsking] = useState<{ license: PendingLicenseDto; kind: "verify" | "reject" } | null>(null);
  const busyId = verify.isPending ? verify.variables : reject.isPending ? reject.variables : undefined;
  const what = (l: PendingLicenseDto) => `${getFullName(l.attorney)}'s ${stateName(l.state)} license`;

  const send = (l: PendingLicenseDto, kind: "verify" | "reject") => {
    const [mutation, title, description, failTitle] =
      kind === "verify"
        ? [
            verify,
            "License Verified",
            `${getFullName(l.attorney)} now sees questions from ${stateName(l.state)}.`,
            "Verification Failed",
          ]
        : [reject, "License Rejected", `${what(l)} was removed.`, "Rejection Failed"];
    mutation.mutate(l.id, {
      onSuccess: () => {
        decisions.settle(l.id, `${title}: ${what(l)}.`);
        toast({ title, description });
      },
      onError: (error) => {
        decisions.settle(l.id);
        toastApiError(error, "Please try again.", failTitle);
      },
    });
  };

  let body;
  if (pending.isLoading) body = <Spinner label="Loading licenses..." showLabel />;
  else if (pending.isError)
    body = (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">We couldn&apos;t load the licenses to verify.</p>
          <Button variant="outline" onClick={() => void pending.refetch()}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  else if (!pending.data?.length)
    body = <p className="text-muted-foreground">No added licenses are waiting for verification.</p>;
  else
    body = (
      <ul className="grid gap-3">
        {pending.data.map((l) => {
          const name = getFullName(l.attorney);
          const word = decisions.decided.get(l.id);
          if (word)
            return (
              <DecidedCard
                key={l.id}
                id={l.id}
                word={word}
                name={what(l)}
                onUndo={() => decisions.undo(l.id, `license-${l.id}-${word === "Verified" ? "verify" : "reject"}`)}
              />
            );
          return (
            <li key={l.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center justify-between gap-4 p-4">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold">
                      {name}: {stateName(l.state)}
                    </p>
                    <p className="text-sm text-muted-foreground wrap-anywhere">
                      License number {l.licenseNumber} · {l.attorney.email} · added {formatDate(l.createdAt)}
                    </p>
                    {l.duplicateLicense ? <DuplicateLicense state={l.state} /> : null}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      id={`license-${l.id}-reject`}
                      variant="outline"
                      disabled={busyId === l.id}
                      onClick={() => setAsking({ license: l, kind: "reject" })}
                      aria-label={`Reject ${name}'s ${stateName(l.state)} license`}
                    >
                      Reject
                    </Button>
                    <Button
                      id={`license-${l.id}-verify`}
                      disabled={busyId === l.id}
                      onClick={() => setAsking({ license: l, kind: "verify" })}
                      aria-label={`Verify ${name}'s ${stateName(l.state)} license`}
                    >
                      Verify
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
        Added Licenses
      </h2>
      <DecisionStatus decisions={decisions} />
      {body}
      {asking ? (
        <DecisionDialog
          key={`${asking.kind}-${asking.license.id}`}
          {...(asking.kind === "verify"
            ? {
                title: `Verify ${what(asking.license)}?`,
                description: `Check license number ${asking.license.licenseNumber} with the state bar first. Once verified, questions from ${stateName(asking.license.state)} reach this attorney.`,
                confirmLabel: "Verify License",
                cancelLabel: "Not Yet",
              }
            : {
                title: `Reject ${what(asking.license)}?`,
                description: "The license is removed from the attorney's profile. They can add it again.",
                confirmLabel: "Reject License",
                cancelLabel: "Keep License",
                destructive: true,
              })}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const { license, kind } = asking;
            decisions.decide(license.id, kind === "verify" ? "Verified" : "Rejected", () => send(license, kind));
            setAsking(null);
          }}
        />
      ) : null}
    </section>
  );
}

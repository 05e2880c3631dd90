import { useState } from "react";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { toastApiError } from "@/lib/api-errors";
import { useApprovedAttorneys, useRevokeAttorney } from "@/features/admin/api/approved-attorneys";
import { EmailStatus } from "@/features/admin/components/application-card";
import { getFullName } from "@/lib/auth";

/**
 * Approved attorneys, each with Revoke (docs/decisions/014). Revoking asks once more in place, because it
 * ends the attorney's access and returns their open claims to the queue.
 */
export function ApprovedAttorneys() {
  const approved = useApprovedAttorneys();
  const revoke = useRevokeAttorney();
  const [confirming, setConfirming] = useState<number | null>(null);

  const onRevoke = (a: ReviewedAttorneyDto) =>
    revoke.mutate(a.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: "Access Revoked",
          description: `${getFullName(a)} can no longer answer questions; their open claims are back in the queue.`,
        });
      },
      onError: (error) => {
        setConfirming(null);
        toastApiError(error, "Please try again.", "Revoke Failed");
      },
    });

  return (
    <section id="approved-attorneys" aria-labelledby="approved-attorneys-title" className="grid gap-4">
      <h2 id="approved-attorneys-title" className="text-xl font-semibold">
        Approved Attorneys
      </h2>
      {approved.isLoading ? (
        <Spinner label="Loading approved attorneys..." showLabel />
      ) : approved.isError ? (
        <Card role="alert">
          <CardContent className="grid justify-items-start gap-3 p-6">
            <p className="font-semibold">We couldn&apos;t load the approved attorneys.</p>
            <Button variant="outline" onClick={() => void approved.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (approved.data ?? []).length === 0 ? (
        <p className="text-muted-foreground">No attorneys are approved yet.</p>
      ) : (
        <ul className="grid gap-3">
          {(approved.data ?? []).map((a) => {
            const name = getFullName(a);
            const asking = confirming === a.id;
            return (
              <li key={a.id}>
                <Card>
                  <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <div className="grid min-w-0 gap-0.5">
                      <p className="font-semibold">{name}</p>
                      <p className="text-sm text-muted-foreground wrap-anywhere">
                        {a.email} · {a.practiceState} · Approved {a.approvedAt ? formatDate(a.approvedAt) : ""}
                      </p>
                      <EmailStatus verified={a.emailVerified} />
                    </div>
                    {asking ? (
                      <div role="group" aria-label={`Revoke ${name}?`} className="flex flex-wrap items-center gap-2">
                        <p className="text-sm">Revoke access for {name}? Their open claims go back to the queue.</p>
                        <Button variant="destructive" disabled={revoke.isPending} onClick={() => onRevoke(a)}>
                          Yes, revoke
                        </Button>
                        <Button variant="outline" disabled={revoke.isPending} onClick={() => setConfirming(null)}>
                          Cancel
                        </Button>
                      </div>
                    ) : (
                      <Button variant="outline" onClick={() => setConfirming(a.id)} aria-label={`Revoke ${name}`}>
                        Revoke
                      </Button>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

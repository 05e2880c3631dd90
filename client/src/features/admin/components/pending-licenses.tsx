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

/**
 * Licenses that approved attorneys added (docs/decisions/018), beside the applications. The admin checks
 * the number with the state's bar, then verifies it (questions from that state reach the attorney) or rejects it.
 */
export function PendingLicenses() {
  const pending = usePendingLicenses();
  const verify = useVerifyLicense();
  const reject = useRejectLicense();
  const busyId = verify.isPending ? verify.variables : reject.isPending ? reject.variables : undefined;

  const onVerify = (l: PendingLicenseDto) =>
    verify.mutate(l.id, {
      onSuccess: () =>
        toast({
          title: "License Verified",
          description: `${getFullName(l.attorney)} now sees questions from ${stateName(l.state)}.`,
        }),
      onError: (error) => toastApiError(error, "Please try again.", "Verification Failed"),
    });
  const onReject = (l: PendingLicenseDto) =>
    reject.mutate(l.id, {
      onSuccess: () =>
        toast({
          title: "License Rejected",
          description: `${getFullName(l.attorney)}'s ${stateName(l.state)} license was removed.`,
        }),
      onError: (error) => toastApiError(error, "Please try again.", "Rejection Failed"),
    });

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
                      variant="outline"
                      disabled={busyId === l.id}
                      onClick={() => onReject(l)}
                      aria-label={`Reject ${name}'s ${stateName(l.state)} license`}
                    >
                      Reject
                    </Button>
                    <Button
                      disabled={busyId === l.id}
                      onClick={() => onVerify(l)}
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
      {body}
    </section>
  );
}

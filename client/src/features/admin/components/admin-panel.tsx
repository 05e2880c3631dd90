import { CheckCircle2, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { isUnauthorizedError, toastApiError } from "@/lib/unauthorized";
import { usePendingApplications } from "@/features/admin/api/get-pending-applications";
import { useApproveApplication, useRejectApplication } from "@/features/admin/api/review-application";
import { ApplicationCard } from "@/features/admin/components/application-card";
import { ActivityLog } from "@/features/admin/components/activity-log";
import { ApprovedAttorneys } from "@/features/admin/components/approved-attorneys";
import { PendingLicenses } from "@/features/admin/components/pending-licenses";
import { getFullName } from "@/lib/auth";

const failed = (title: string, error: unknown) => toastApiError(error, "Please try again.", title);

/** The admin's review of attorney applications (spec section 2). Access is the server's call: a 403 is shown calmly. */
export function AdminPanel() {
  const pending = usePendingApplications();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const unauthorized = isUnauthorizedError(pending.error);

  if (pending.isLoading || unauthorized)
    return <Spinner label="Loading applications..." showLabel size="lg" className="py-12" />;
  if (pending.isError) {
    const forbidden = hasStatus(pending.error, 403);
    return (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">
            {forbidden ? "This panel is for administrators." : "We couldn't load the applications."}
          </p>
          <p className="text-sm text-muted-foreground">
            {forbidden
              ? "Your account does not have admin access. If you think it should, please contact the site's administrators."
              : "Please check your connection and try again."}
          </p>
          {forbidden ? null : (
            <Button variant="outline" onClick={() => void pending.refetch()}>
              Try Again
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  const list = pending.data ?? [];
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables : undefined;

  const onApprove = (id: number, name: string) =>
    approve.mutate(id, {
      onSuccess: () =>
        toast({
          title: "Attorney Approved",
          description: `${name} can now answer questions and has been notified by email.`,
        }),
      onError: (error) => failed("Approval Failed", error),
    });
  const onReject = (id: number, name: string) =>
    reject.mutate(id, {
      onSuccess: () =>
        toast({
          title: "Application Rejected",
          description: `${name}'s application has been removed and the applicant notified.`,
        }),
      onError: (error) => failed("Rejection Failed", error),
    });

  return (
    <div className="grid gap-6">
      <section id="admin-stats" aria-label="Statistics">
        <Card className="sm:max-w-xs">
          <CardContent className="flex items-center gap-4 p-6">
            <Users aria-hidden="true" className="size-8 text-primary" />
            <p className="grid">
              <span className="text-sm text-muted-foreground">Pending Applications</span>
              <span className="text-2xl font-bold">{list.length}</span>
            </p>
          </CardContent>
        </Card>
      </section>

      <section id="attorney-applications" aria-labelledby="attorney-applications-title" className="grid gap-4">
        <h2 id="attorney-applications-title" className="text-xl font-semibold">
          Attorney Applications
        </h2>
        {list.length === 0 ? (
          <Card>
            <CardContent className="grid justify-items-center gap-2 p-10 text-center">
              <CheckCircle2 aria-hidden="true" className="size-10 text-success-strong" />
              <p className="text-lg font-semibold">All caught up</p>
              <p className="text-muted-foreground">
                All applications have been reviewed. New applications will appear here.
              </p>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {list.map((a) => {
              const name = getFullName(a);
              return (
                <ApplicationCard
                  key={a.id}
                  application={a}
                  busy={busyId === a.id}
                  onApprove={() => onApprove(a.id, name)}
                  onReject={() => onReject(a.id, name)}
                />
              );
            })}
          </ul>
        )}
      </section>

      <PendingLicenses />

      <ApprovedAttorneys />

      <ActivityLog />
    </div>
  );
}

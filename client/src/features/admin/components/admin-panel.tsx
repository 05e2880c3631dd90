import { CheckCircle2, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { getFieldErrors, isUnauthorizedError, toastApiError } from "@/lib/api-errors";
import { cn } from "@/lib/utils";
import { usePendingApplications } from "@/features/admin/api/get-pending-applications";
import { useApproveApplication, useRejectApplication } from "@/features/admin/api/review-application";
import { ApplicationCard } from "@/features/admin/components/application-card";
import { ActivityLog } from "@/features/admin/components/activity-log";
import { ApprovedAttorneys } from "@/features/admin/components/approved-attorneys";
import { PendingLicenses } from "@/features/admin/components/pending-licenses";
import { RejectDialog } from "@/features/admin/components/reject-dialog";
import { getFullName } from "@/lib/auth";

const failed = (title: string, error: unknown) => toastApiError(error, "Please try again.", title);

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
  const pending = usePendingApplications();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const unauthorized = isUnauthorizedError(pending.error);
  const [rejecting, setRejecting] = useState<{ id: number; name: string } | null>(null);
  const [rejectError, setRejectError] = useState<string | undefined>();
  const [settling, settle] = useSettling(SETTLE_MS);

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
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : undefined;

  const onApprove = (id: number, name: string) =>
    approve.mutate(id, {
      onSuccess: () => {
        settle();
        toast({
          title: "Attorney Approved",
          description: `${name} can now answer questions and has been notified by email.`,
        });
      },
      onError: (error) => failed("Approval Failed", error),
    });
  const onReject = (id: number, name: string, reason: string) =>
    reject.mutate(
      { id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          settle();
          toast({
            title: "Application Rejected",
            description: `${name}'s application has been removed and the applicant notified.`,
          });
        },
        onError: (error) => {
          const [field] = getFieldErrors(error);
          if (field) return setRejectError(field.message);
          setRejecting(null);
          failed("Rejection Failed", error);
        },
      },
    );

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
          // After a decision the next card moves up to where the last click was: its buttons stay inert for a
          // moment, so a second click meant for the decided card cannot land on them (docs/decisions/025).
          <ul
            className={cn("grid gap-4 transition-opacity", settling && "opacity-60")}
            inert={settling}
            aria-busy={settling}
            data-settling={settling ? "" : undefined}
          >
            {list.map((a) => {
              const name = getFullName(a);
              return (
                <ApplicationCard
                  key={a.id}
                  application={a}
                  busy={busyId === a.id}
                  onApprove={() => onApprove(a.id, name)}
                  onReject={() => {
                    setRejectError(undefined);
                    setRejecting({ id: a.id, name });
                  }}
                />
              );
            })}
          </ul>
        )}
      </section>

      {rejecting ? (
        <RejectDialog
          key={rejecting.id}
          name={rejecting.name}
          open
          busy={reject.isPending}
          error={rejectError}
          onOpenChange={(open) => {
            if (!open) setRejecting(null);
          }}
          onConfirm={(reason) => onReject(rejecting.id, rejecting.name, reason)}
        />
      ) : null}

      <PendingLicenses />

      <ApprovedAttorneys />

      <ActivityLog />
    </div>
  );
}

import { Trans } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * A confirmation link that confirmed nothing (/apply-attorney?confirmed=0, docs/decisions/014), shown above the
 * form so the applicant knows at once and can apply again. A good link gets a page of its own
 * (application-confirmed.tsx).
 */
export function ConfirmationFailed() {
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex items-start gap-3 p-6">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1">
          <p className="font-semibold">
            <Trans>This confirmation link is invalid or has expired</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              A link works once and for 7 days, and only the newest one for an address. Please apply again below to get
              a new link.
            </Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

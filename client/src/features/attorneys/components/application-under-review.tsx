import { Trans } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * The applicant's next step while an administrator reviews the application: nothing, or, while the account's e-mail
 * address is not confirmed (`unconfirmedEmail`), opening the link sent to it, without which approval waits
 * (docs/ux.md: an applicant always knows the next step).
 */
export function ApplicationUnderReview({ unconfirmedEmail }: { unconfirmedEmail?: string }) {
  return (
    <Card role="status" className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <Clock aria-hidden="true" className="size-10 text-warning-strong" />
        <h2 className="text-2xl font-semibold">
          <Trans>Application Under Review</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>
            Thank you for applying. Our team reviews every application manually, which takes 2-3 business days. We will
            send you an email as soon as a decision is made; once approved, the question queue opens here.
          </Trans>
        </p>
        {unconfirmedEmail ? (
          <p className="text-sm font-medium">
            <Trans>
              One step is yours: open the confirmation link we sent to{" "}
              <span className="wrap-anywhere">{unconfirmedEmail}</span>. We can approve your application only once your
              e-mail address is confirmed. If the link has expired, sign out and sign in again and we will send a new
              one.
            </Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

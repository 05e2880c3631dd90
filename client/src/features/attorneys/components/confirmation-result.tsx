import { CheckCircle2, CircleAlert } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * Where the application's confirmation link lands: /apply-attorney?confirmed=1 or =0 (docs/decisions/014).
 * Shown above the page so the applicant knows at once whether the link worked.
 */
export function ConfirmationResult({ confirmed }: { confirmed: boolean }) {
  if (confirmed) {
    return (
      <Card role="status" className="border-success-strong/40">
        <CardContent className="flex items-start gap-3 p-6">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-strong" />
          <div className="grid gap-1">
            <p className="font-semibold">Your application is confirmed</p>
            <p className="text-sm text-muted-foreground">
              Thank you. It is now with our reviewers, and we will send you an email once the review is complete.
            </p>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex items-start gap-3 p-6">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1">
          <p className="font-semibold">This confirmation link is invalid or has expired</p>
          <p className="text-sm text-muted-foreground">
            A link works once and for 7 days, and only the newest one for an address. Please apply again below to get a
            new link.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

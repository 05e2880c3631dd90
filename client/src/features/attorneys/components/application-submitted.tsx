import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { CheckCircle2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@shared/paths";

interface ApplicationSubmittedProps {
  /** Made signed out: held until the applicant opens the link e-mailed to them (docs/decisions/014). */
  needsConfirmation: boolean;
}

/** The thank-you page after a successful application (spec section 2). */
export function ApplicationSubmitted({ needsConfirmation }: ApplicationSubmittedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to the news so keyboard and screen-reader users are not left nowhere.
  useEffect(() => heading.current?.focus(), []);
  const Icon = needsConfirmation ? MailCheck : CheckCircle2;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="grid justify-items-center gap-4 p-8 text-center">
        <Icon aria-hidden="true" className="size-12 text-success-strong" />
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          {needsConfirmation ? (
            <Trans>Check your e-mail to confirm your application</Trans>
          ) : (
            <Trans>Thank You for Applying</Trans>
          )}
        </h1>
        {needsConfirmation ? (
          <p className="text-muted-foreground">
            <Trans>
              We have sent a link to the address you gave. Open it within 7 days: your application goes to our reviewers
              when you do. If the message does not arrive, check your spam folder or apply again.
            </Trans>
          </p>
        ) : null}
        <p className="text-muted-foreground">
          {needsConfirmation ? (
            <Trans>
              Our team reviews every application manually, checking your license number and bar registration. Review
              takes 2-3 business days from your confirmation, and we will send you an email once it is complete.
            </Trans>
          ) : (
            <Trans>
              Our team reviews every application manually, checking your license number and bar registration. Review
              takes 2-3 business days, and we will send you an email once it is complete.
            </Trans>
          )}
        </p>
        <Button asChild variant="outline">
          <Link href={paths.home}>
            <Trans>Return Home</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

import { Trans } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

export function ApplicationUnderReview() {
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
      </CardContent>
    </Card>
  );
}

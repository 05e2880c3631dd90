import { Trans } from "@lingui/react/macro";
import { LifeBuoy } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { landingAnchors, paths } from "@shared/paths";

export function Support() {
  return (
    <section id={landingAnchors.support} aria-labelledby="support-heading" className="bg-surface">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
        <h2 id="support-heading" className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <LifeBuoy aria-hidden="true" className="size-8 text-primary" />
          <Trans>Support</Trans>
        </h2>
        <div className="mt-6 grid gap-6">
          <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">
              <Trans>Help with your account and questions</Trans>
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
              <li>
                <Trans>
                  Your dashboard shows where each of your questions stands: pending, being reviewed, or answered.
                </Trans>
              </li>
              <li>
                <Trans>Once an attorney is handling your question, you can add a follow-up right under it.</Trans>
              </li>
              <li>
                <Trans>
                  Forgot your password? Choose "Forgot password?" on the sign-in page and we'll email you a reset link.
                </Trans>
              </li>
            </ul>
          </div>
        </div>
        <div className="mt-8">
          <Button size="lg" asChild>
            <Link href={paths.register}>
              <Trans>Get Legal Help Now</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

import { Trans } from "@lingui/react/macro";
import { Gavel } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { landingAnchors, paths } from "@shared/paths";

export function ForAttorneys() {
  return (
    <section id={landingAnchors.forAttorneys} aria-labelledby="for-attorneys-heading">
      <div className="mx-auto grid max-w-content gap-6 px-4 py-16 sm:px-6 md:grid-cols-[2fr_1fr] md:items-center">
        <div>
          <h2 id="for-attorneys-heading" className="text-3xl font-bold tracking-tight">
            <Trans>For Attorneys</Trans>
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            <Trans>
              Help people understand where they stand. Choose questions in your practice areas from a shared queue and
              answer them in your own time.
            </Trans>
          </p>
          <p className="mt-3 text-muted-foreground">
            <Trans>
              Every application is reviewed by hand against your license number and bar registration. Review takes 2-3
              business days, and we'll let you know by email.
            </Trans>
          </p>
        </div>
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-6 shadow-sm">
          <Gavel aria-hidden="true" className="size-8 text-primary" />
          <p className="font-medium">
            <Trans>Licensed to practice? We'd be glad to have you.</Trans>
          </p>
          <Button asChild>
            <Link href={paths.applyAttorney}>
              <Trans>Join as Attorney</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

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
            For Attorneys
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Help people understand where they stand. Choose questions in your practice areas from a shared queue and
            answer them in your own time.
          </p>
          <p className="mt-3 text-muted-foreground">
            Every application is reviewed by hand against your license number and bar registration. Review takes 2-3
            business days, and we'll let you know by email.
          </p>
        </div>
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-6 shadow-sm">
          <Gavel aria-hidden="true" className="size-8 text-primary" />
          <p className="font-medium">Licensed to practice? We'd be glad to have you.</p>
          <Button asChild>
            <Link href={paths.applyAttorney}>Join as Attorney</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

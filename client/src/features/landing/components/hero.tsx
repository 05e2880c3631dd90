import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { QUICK_EXIT_HINT_MESSAGE } from "@/components/layout/quick-exit";
import { Button } from "@/components/ui/button";
import { UrgentHelp } from "@/features/landing/components/urgent-help";
import { landingAnchors, paths } from "@shared/paths";

export function Hero() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="hero-heading" className="bg-primary-soft">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-8 sm:px-6 sm:py-16 md:grid-cols-[3fr_2fr] md:py-24">
        <div className="grid gap-6">
          <p className="inline-flex items-center gap-2 text-sm font-medium text-primary">
            <ShieldCheck aria-hidden="true" className="size-4" />
            <Trans>Free to use, and anonymous if you prefer</Trans>
          </p>
          <h1 id="hero-heading" className="max-w-3xl text-4xl font-bold tracking-tight text-foreground md:text-5xl">
            <Trans>Free general legal information from licensed attorneys</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            <Trans>
              Describe your legal question in your own words. A licensed attorney reads it and writes back, typically
              within 24 hours.
            </Trans>
          </p>
          <p className="max-w-2xl text-sm text-muted-foreground">{t(QUICK_EXIT_HINT_MESSAGE)}</p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link href={paths.register}>
                <Trans>Ask a Question</Trans>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href={`#${landingAnchors.howItWorks}`}>
                <Trans>See the three steps</Trans>
              </a>
            </Button>
          </div>
        </div>
        <UrgentHelp />
      </div>
    </section>
  );
}

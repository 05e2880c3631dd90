import { useLingui } from "@lingui/react/macro";
import { StickyTop } from "@/components/layout/quick-exit";
import { SafetyLine } from "@/components/layout/safety-line";
import { SkipLink, MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { Benefits } from "@/features/landing/components/benefits";
import { ForAttorneys } from "@/features/landing/components/for-attorneys";
import { Hero } from "@/features/landing/components/hero";
import { HowItWorks } from "@/features/landing/components/how-it-works";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { LandingHeader } from "@/features/landing/components/landing-header";
import { LegalNotice } from "@/features/landing/components/legal-notice";
import { Support } from "@/features/landing/components/support";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function LandingPage() {
  const { t } = useLingui();
  // The tagline, as the hero's heading says it.
  useDocumentTitle(t`Free general legal information from licensed attorneys`);
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SkipLink />
      <StickyTop>
        <LandingHeader />
      </StickyTop>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <Benefits />
        <HowItWorks />
        <ForAttorneys />
        <LegalNotice />
        <Support />
      </main>
      <LandingFooter />
      <SafetyLine />
    </div>
  );
}

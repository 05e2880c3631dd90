import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { BrandLink } from "@/components/layout/brand-link";
import { Button } from "@/components/ui/button";
import { landingAnchors, paths } from "@shared/paths";

const sections = [
  { id: landingAnchors.howItWorks, label: msg`How It Works` },
  { id: landingAnchors.forAttorneys, label: msg`For Attorneys` },
  { id: landingAnchors.support, label: msg`Support` },
];

export function LandingHeader() {
  const { t } = useLingui();
  return (
    <header className="border-b border-border bg-background">
      {/* One row on a phone (docs/decisions/025): the section links wait for wider screens; the page itself leads
          to each section. Where the buttons' words are longer (Spanish on a 390-pixel phone), they wrap inside the
          buttons rather than leave the screen. Narrower than any phone (320 pixels: 400% zoom), the buttons wrap
          under the name. */}
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 min-[360px]:flex-nowrap sm:gap-x-3 sm:px-6 md:gap-x-6">
        <BrandLink />
        <nav aria-label={t`Page sections`} className="hidden md:block">
          <ul className="flex flex-wrap gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <Button
            variant="outline"
            asChild
            className="h-auto min-h-9 shrink whitespace-normal px-2.5 py-1.5 text-center leading-tight sm:min-h-10 sm:px-4"
          >
            <Link href={paths.login}>
              <Trans>Sign In</Trans>
            </Link>
          </Button>
          <Button
            asChild
            className="h-auto min-h-9 shrink whitespace-normal px-2.5 py-1.5 text-center leading-tight sm:min-h-10 sm:px-4"
          >
            <Link href={paths.register}>
              <Trans>Get Started</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </header>
  );
}

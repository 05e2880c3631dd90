import { FooterPolicyLinks } from "@/components/layout/policy-links";
import { Trans } from "@lingui/react/macro";
import { COPYRIGHT_YEAR, PRODUCT_NAME } from "@/config/product";

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto flex max-w-content flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          <Trans>
            <span className="font-semibold text-foreground">{PRODUCT_NAME}</span>: free general legal information from
            licensed attorneys.
          </Trans>
        </p>
        <FooterPolicyLinks />
        <p>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}

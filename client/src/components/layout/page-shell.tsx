import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FooterPolicyLinks } from "@/components/layout/policy-links";
import { SkipLink, MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { StickyTop } from "@/components/layout/quick-exit";
import { TopNav } from "@/components/layout/top-nav";
import { PRODUCT_NAME } from "@/config/product";

/** Header with the top navigation, the page's <main>, and a footer with the legal notice. */
export function PageShell({ children }: { children: ReactNode }) {
  const product = PRODUCT_NAME;
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <SkipLink />
      <StickyTop>
        <TopNav />
      </StickyTop>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-content flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {children}
      </main>
      <footer className="border-t border-border bg-background">
        <div className="mx-auto grid max-w-content gap-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <p>
            <Trans>
              {product} provides general legal information only. Using it does not create an attorney-client
              relationship.
            </Trans>
          </p>
          <FooterPolicyLinks />
        </div>
      </footer>
    </div>
  );
}

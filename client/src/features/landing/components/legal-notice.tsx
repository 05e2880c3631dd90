import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { PRODUCT_NAME } from "@/config/product";

/** Spec section 1: general legal information only, no attorney-client relationship. */
export function LegalNotice() {
  return (
    <section aria-labelledby="legal-notice-heading" className="mx-auto max-w-content px-4 py-12 sm:px-6">
      <div className="flex gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="legal-notice-heading" className="text-lg font-semibold">
            <Trans>Important</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>
              {PRODUCT_NAME} gives general legal information only. It does not create an attorney-client relationship,
              and an answer here is not a substitute for advice from a lawyer who represents you.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}

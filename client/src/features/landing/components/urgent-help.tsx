import { Trans } from "@lingui/react/macro";

/** "If you need help urgently": beside the main call to action on the landing page (docs/decisions/025). */
export function UrgentHelp() {
  return (
    <aside
      aria-labelledby="urgent-heading"
      className="self-start rounded-lg border border-warning bg-warning-soft p-6"
      data-testid="urgent-help"
    >
      <h2 id="urgent-heading" className="text-lg font-semibold text-warning-strong">
        <Trans>If you need help urgently</Trans>
      </h2>
      <p className="mt-3 text-foreground">
        <Trans>
          If you or someone else is in danger, contact your local emergency services now. If you face a court date or a
          deadline soon, or need someone to represent you, contact a local legal aid organization or your state or local
          bar association's lawyer referral service.
        </Trans>
      </p>
    </aside>
  );
}

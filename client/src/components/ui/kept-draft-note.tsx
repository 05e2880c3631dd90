import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";

/**
 * Above a form that opened with what was kept when it could not be sent (docs/decisions/055): the session had ended, or
 * this role had to turn on two-step sign-in first.
 */
export function KeptDraftNote({ because = "signed-out" }: { because?: "signed-out" | "two-step" }) {
  return (
    <div role="status" className="flex items-start gap-2 rounded-md border bg-muted p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {because === "two-step" ? (
          <Trans>
            Two-step sign-in had to be turned on before this could be sent, so we kept what you wrote. Check it, then
            send it again.
          </Trans>
        ) : (
          <Trans>
            You were signed out before this was sent, so we kept what you wrote. Check it, then send it again.
          </Trans>
        )}
      </p>
    </div>
  );
}

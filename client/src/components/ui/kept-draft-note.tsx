import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";

/** Above a form that opened with what was kept when the session ended (docs/decisions/055). */
export function KeptDraftNote() {
  return (
    <div role="status" className="flex items-start gap-2 rounded-md border bg-muted p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <Trans>
          You were signed out before this was sent, so we kept what you wrote. Check it, then send it again.
        </Trans>
      </p>
    </div>
  );
}

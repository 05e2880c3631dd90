import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";

/** Something a screen could not load: what failed, said as it appears, and Try Again (docs/ux.md). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}

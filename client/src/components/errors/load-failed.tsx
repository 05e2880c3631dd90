import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { focusNearbyHeadingOnceGone } from "@/lib/focus";

/**
 * Something a part of a screen could not load: what failed, said as it appears, and Try Again (docs/ux.md). Trying
 * again takes the notice away; focus then goes to the heading of what it was part of (lib/focus.ts).
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    focusNearbyHeadingOnceGone(event.currentTarget);
    onRetry();
  };
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={retry}>
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}

import { Trans } from "@lingui/react/macro";
import { AlertCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { focusPageHeadingWhenReady, untilPageSays } from "@/lib/focus";

/** How long a read that is tried again may take before focus is left where it fell. */
const RETRY_FOCUS_MS = 60_000;

/**
 * Trying again draws a spinner in place of the notice, and its button goes with it: once the notice has left the
 * page, focus goes to the page's heading as soon as one is drawn (above what was read, or above the new notice), never
 * to the page's body (docs/decisions/032). A notice that stays in place keeps focus on its button. A key or the
 * pointer pressed meanwhile leaves focus to the person.
 */
function focusHeadingOnceGone(button: HTMLElement): void {
  untilPageSays(() => {
    if (button.isConnected) return false;
    focusPageHeadingWhenReady({ timeoutMs: RETRY_FOCUS_MS });
    return true;
  }, RETRY_FOCUS_MS);
}

/** A calm failure notice with a way to try again (never shown for 401, which redirects to sign in). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    focusHeadingOnceGone(event.currentTarget);
    onRetry();
  };
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive bg-destructive-soft p-5 sm:flex-row sm:items-center"
    >
      <AlertCircle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p className="flex-1 text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

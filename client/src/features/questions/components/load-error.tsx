import { Trans } from "@lingui/react/macro";
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A calm failure notice with a way to try again (never shown for 401, which redirects to sign in). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive bg-destructive-soft p-5 sm:flex-row sm:items-center"
    >
      <AlertCircle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p className="flex-1 text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

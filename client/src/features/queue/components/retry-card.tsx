import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A list whose first page failed: what failed, and Try Again (the queue and the claimed questions). */
export function RetryCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">{message}</p>
        <Button variant="outline" onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

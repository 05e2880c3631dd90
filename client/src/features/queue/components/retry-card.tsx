import { Card, CardContent } from "@/components/ui/card";
import { LoadFailed } from "@/components/errors/load-failed";

/** A list whose first page failed: what failed, and Try Again (the queue and the claimed questions). */
export function RetryCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="p-6">
        <LoadFailed message={message} onRetry={onRetry} />
      </CardContent>
    </Card>
  );
}

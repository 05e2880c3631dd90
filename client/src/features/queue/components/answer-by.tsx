import { Hourglass } from "lucide-react";
import { formatDateTime } from "@shared/format/date";

/**
 * When the claim's hold ends (docs/decisions/020), in the reader's time zone: after it, the question goes back
 * to the queue by itself.
 */
export function AnswerBy({ value }: { value: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium">
      <Hourglass aria-hidden="true" className="size-4 text-primary" />
      Answer by <time dateTime={value}>{formatDateTime(value)}</time>
    </p>
  );
}

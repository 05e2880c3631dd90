import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Hourglass } from "lucide-react";
import { useHoldPhase } from "@/features/queue/hooks/use-hold-phase";
import { useFormat } from "@/lib/format";
import { cn } from "@/lib/utils";

// docs/decisions/035: the hold is the attorney's time with the question, not the asker's deadline, so it is never
// called "Answer by".
export const HOLD_ENDING = msg`Less than 15 minutes are left on your hold. Send your answer before then. If the hold ends first, your answer stays here and you can claim the question again.`;
/** A claim that ended while its question was on screen (released, withdrawn): the server only says "not found". */
export const NO_LONGER_YOURS = msg`This question is no longer yours: its asker may have withdrawn it, or your claim ended.`;
export const HOLD_ENDED = msg`Your hold has ended, so the question is going back to the queue. Your answer is still here. If Submit Answer is refused, claim the question again to send it.`;

function When({ value }: { value: string }) {
  const { formatDateTime } = useFormat();
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

/** A claim's hold on a list of claims, in the reader's time zone. */
export function HoldEnds({ value }: { value: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium">
      <Hourglass aria-hidden="true" className="size-4 text-primary" />
      <span>
        <Trans>
          Hold ends <When value={value} />
        </Trans>
      </span>
    </p>
  );
}

/**
 * Above the answer box: when the hold ends and what happens then, and a polite live message 15 minutes before the
 * end and at the end, so the hold never runs out unnoticed while the attorney types.
 */
export function HoldLine({ expiresAt }: { expiresAt: string }) {
  const { i18n } = useLingui();
  const phase = useHoldPhase(expiresAt);
  const message = phase === "ending" ? i18n._(HOLD_ENDING) : phase === "ended" ? i18n._(HOLD_ENDED) : "";
  return (
    <div className="grid gap-2">
      <p className="flex items-start gap-1.5 text-sm font-medium" data-testid="hold-line">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {phase === "ended" ? (
            <Trans>
              Your hold ended at <When value={expiresAt} />.
            </Trans>
          ) : (
            <Trans>
              Your hold ends at <When value={expiresAt} />, then the question returns to the queue.
            </Trans>
          )}
        </span>
      </p>
      {/* Always in the page, so a screen reader hears the message when it appears (a live region added with its
          text is often not read). */}
      <p
        role="status"
        className={cn(
          message &&
            "rounded-md border border-warning/50 bg-warning-soft px-3 py-2 text-sm font-medium text-foreground",
        )}
      >
        {message}
      </p>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/** The history entry's mark, set by the ask form when it navigates here after sending. */
export const QUESTION_SENT_STATE = { questionSent: true } as const;

export function wasQuestionJustSent(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { questionSent?: unknown }).questionSent === true;
}

/**
 * docs/decisions/025: after sending, what happens next, in plain words, beside the spec's toast. It takes focus, so a
 * screen reader hears it; Dismiss removes it (and the mark, so a reload does not bring it back).
 */
export function SentPanel({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="sent-panel-title"
      data-testid="sent-panel"
      className="flex items-start gap-4 rounded-lg border border-success bg-success-soft p-5"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-strong" />
      <div className="grid flex-1 gap-2">
        <h2 id="sent-panel-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          <Trans>Your question has been sent</Trans>
        </h2>
        <p>
          <Trans>
            An attorney licensed in your state usually replies within 24 hours. We'll e-mail you, and the e-mail won't
            mention your question.
          </Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            You can follow it below in Your Questions. Once an attorney is looking at it, you can add a follow-up.
          </Trans>
        </p>
      </div>
      <Button variant="ghost" size="icon" onClick={onDismiss} aria-label={t`Dismiss this message`}>
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

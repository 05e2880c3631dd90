import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { useAskLanguage } from "@/features/questions/api/get-expectation";
import { useNoVolunteerSentence } from "@/features/questions/components/no-volunteer";

/** The history entry's mark, set by the ask form when it navigates here after sending: the question's state too. */
export const questionSentState = (state: string | null) => ({ questionSent: true, state }) as const;

export function wasQuestionJustSent(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { questionSent?: unknown }).questionSent === true;
}

/** The state the question just sent is about, from the history entry's mark. */
export function sentQuestionState(state: unknown): string | null {
  const about = typeof state === "object" && state !== null ? (state as { state?: unknown }).state : null;
  return typeof about === "string" ? about : null;
}

/**
 * docs/decisions/025: after sending, what happens next, in plain words, beside the spec's toast. It takes focus, so a
 * screen reader hears it; Dismiss removes it (and the mark, so a reload does not bring it back).
 */
export function SentPanel({ state, onDismiss }: { state: string | null; onDismiss: () => void }) {
  const { t } = useLingui();
  // In the language the question was recorded in, the account's (docs/decisions/036).
  const nobody = useNoVolunteerSentence(state, useAskLanguage());
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
          {nobody ?? <Trans>An attorney licensed in your state usually replies within 24 hours.</Trans>}{" "}
          <Trans>We'll e-mail you, and the e-mail won't mention your question.</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            You can follow it below in Your Questions. Once an attorney is looking at it, you can add a follow-up.
          </Trans>
        </p>
      </div>
      <IconButton onClick={onDismiss} label={t`Dismiss this message`}>
        <X aria-hidden="true" />
      </IconButton>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { ReasonField } from "@/components/ui/reason-field";
import { toast } from "@/hooks/use-toast";
import { useReleaseQuestion } from "@/features/queue/api/release-question";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage, getFieldErrors, isUnauthorizedError, reportFailure } from "@/lib/api-errors";
import { focusPageHeadingWhenReady } from "@/lib/focus";
import { NO_LONGER_YOURS } from "@/features/queue/components/hold-line";

interface ReleaseDialogProps {
  questionId: number;
  /** The claim is given back: the caller leaves whatever showed the question. */
  onReleased?: () => void;
  /** The release closes the screen it is on (Compose Answer, the question's page), whose own heading goes with it. */
  leavesScreen?: boolean;
  /** Opened from Compose Answer: the dialog says that what was typed in the answer box is not sent. */
  besideAnswerBox?: boolean;
  /** What opens the dialog (a button styled by the caller). */
  trigger: (open: () => void) => React.ReactNode;
}

/**
 * Gives a claim back (docs/decisions/020), after asking once: the question returns to the queue at its place
 * for other attorneys, and leaves this attorney's queue and claims.
 */
export function ReleaseDialog({
  questionId,
  onReleased,
  leavesScreen = false,
  besideAnswerBox = false,
  trigger,
}: ReleaseDialogProps) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  // A refusal that is not about the reason stays in the dialog as well as in the toast (docs/decisions/025).
  const [failure, setFailure] = useState<string | null>(null);
  const release = useReleaseQuestion();
  // Once released, the button that opened the dialog goes with the card or the screen: focus goes to the page's
  // heading, where reading starts again, not to the page's body (docs/decisions/032). The heading of a screen that is
  // closing is passed over.
  const released = useRef<{ leaving: Element | null } | null>(null);

  // The claim is given back, or found given back already: the dialog closes, and what showed it is left.
  const done = (title: string, description: string) => {
    released.current = { leaving: leavesScreen ? document.querySelector("main h1") : null };
    setOpen(false);
    toast({ title, description });
    onReleased?.();
  };

  const onConfirm = () => {
    setFailure(null);
    // mutateAsync: the outcome is handled even if the claims, read again, have already taken this card away.
    release.mutateAsync({ id: questionId, reason }).then(
      () => done(t`Question Released`, t`It is back in the queue for another attorney.`),
      (err: unknown) => {
        // 404 or 409: the claim ended meanwhile (the hold ran out, an admin released it, it was answered in another
        // tab). What was asked for is so; a refusal no retry could change would only stand in the way.
        if (hasStatus(err, 404)) return done(t`This Claim Had Already Ended`, i18n._(NO_LONGER_YOURS));
        if (hasStatus(err, 409))
          return done(t`This Claim Had Already Ended`, getErrorMessage(err, i18n._(NO_LONGER_YOURS)));
        const [field] = getFieldErrors(err);
        if (field) {
          setError(field.message);
          return;
        }
        reportFailure(err, t`The question was not released. Please try again.`, setFailure);
        if (isUnauthorizedError(err)) setOpen(false);
      },
    );
  };

  return (
    <>
      {trigger(() => {
        setError(undefined);
        setFailure(null);
        setOpen(true);
      })}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent
          busy={release.isPending}
          onCloseAutoFocus={(event) => {
            const after = released.current;
            released.current = null;
            if (!after) return;
            event.preventDefault();
            focusPageHeadingWhenReady({ leaving: after.leaving });
          }}
        >
          <AlertDialogTitle>
            <Trans>Release this question?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>
              It goes back to the queue at its place, for another attorney to claim. You will no longer see it in your
              queue or your claims.
            </Trans>
            {/* Only Compose Answer has an answer box (docs/decisions/019). */}
            {besideAnswerBox ? (
              <>
                {" "}
                <Trans>Anything you typed in the answer box is not sent.</Trans>
              </>
            ) : null}
          </AlertDialogDescription>
          <ReasonField
            id="release-reason"
            label={t`Reason (optional)`}
            // docs/decisions/019: kept in the service's records (and the attorney's own export), shown on no screen.
            readBy={t`It is kept in the service's records; the asker and other attorneys do not see it.`}
            value={reason}
            onChange={setReason}
            error={error}
          />
          <FormAlert message={failure} />
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans>Keep It</Trans>
            </AlertDialogCancel>
            <Button onClick={onConfirm} blocked={release.isPending}>
              {release.isPending ? t`Releasing...` : t`Release Question`}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

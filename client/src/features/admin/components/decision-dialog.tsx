import { useRef, useState } from "react";
import { releaseSchema } from "@shared/validators";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ReasonField } from "@/components/ui/reason-field";

interface DecisionDialogProps {
  title: string;
  description: string;
  /** The button that decides, e.g. "Approve Application"; the cancel button keeps things as they are. */
  confirmLabel: string;
  cancelLabel: string;
  /** Removals are red; approvals keep the primary color. */
  destructive?: boolean;
  /** An optional note that goes into the person's e-mail (a rejection), opened with `kept` (one whose sending failed). */
  reason?: { label: string; readBy: string; kept?: string };
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /**
   * A decision sent at once, that no decided card takes the place of (the admin's Release): focus goes back to the
   * opener after a decision too, unless something has taken it already (the status line with the answer).
   */
  refocusOnConfirm?: boolean;
}

/**
 * The one confirmation of an admin's decision (docs/decisions/025, 033): approve, reject, verify, revoke and
 * reinstate each ask once more here, so a slip of the pointer decides nothing. Focus starts on the safe choice;
 * a cancel puts it back on the button that opened the dialog, a decision leaves it to the decided card, or gives it
 * back to the opener too when there is none (`refocusOnConfirm`).
 */
export function DecisionDialog(props: DecisionDialogProps) {
  const { title, description, confirmLabel, cancelLabel, destructive, reason, onConfirm, onCancel, refocusOnConfirm } =
    props;
  const [note, setNote] = useState(reason?.kept ?? "");
  // The opener, taken as the dialog mounts: a dialog opened by state has no Radix trigger to go back to.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  // A ref, not state: the dialog closes in the same update that decides, so it never renders again to see it.
  const decided = useRef(false);
  // The decision is sent after its moment of Undo, when the dialog is gone: the note is checked here, by the rule the
  // server applies to every short reason.
  const [error, setError] = useState<string | undefined>();
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          if (!opener?.isConnected) return;
          if (!decided.current) opener.focus();
          // Focus left with the dialog: on the page's body unless the answer, come back already, took it.
          else if (refocusOnConfirm && (document.activeElement === null || document.activeElement === document.body))
            opener.focus();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {reason ? (
          <ReasonField
            id="decision-reason"
            label={reason.label}
            readBy={reason.readBy}
            value={note}
            onChange={setNote}
            error={error}
          />
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={destructive ? "destructive" : "default"}
            onClick={() => {
              const checked = releaseSchema.safeParse({ reason: note });
              if (!checked.success) return setError(checked.error.issues[0]?.message);
              decided.current = true;
              onConfirm(checked.data.reason ?? "");
            }}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { useState } from "react";
import { RELEASE_REASON_MAX } from "@shared/validators";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

const HINT = `Optional, at most ${RELEASE_REASON_MAX} characters. It goes into the e-mail to the applicant.`;

interface RejectDialogProps {
  name: string;
  open: boolean;
  busy: boolean;
  /** A field error from the server (the note), shown under the box. */
  error?: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/**
 * Issue 19, item 7: a rejection is asked for once more, with an optional note for the applicant, so a slip of the
 * pointer cannot remove an application.
 */
export function RejectDialog({ name, open, busy, error, onOpenChange, onConfirm }: RejectDialogProps) {
  const [reason, setReason] = useState("");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>Reject {name}'s application?</AlertDialogTitle>
        <AlertDialogDescription>
          The application is removed and the applicant gets an e-mail saying it was not approved. They can apply again.
        </AlertDialogDescription>
        <FormField id="reject-reason" label="Note for the applicant (optional)" hint={HINT} error={error}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            {...fieldAria("reject-reason", error, HINT)}
          />
        </FormField>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Application</AlertDialogCancel>
          <Button variant="destructive" onClick={() => onConfirm(reason)} disabled={busy}>
            {busy ? "Rejecting..." : "Reject Application"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

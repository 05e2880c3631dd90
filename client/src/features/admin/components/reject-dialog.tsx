import { useState } from "react";
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
 * docs/decisions/025: a rejection is asked for once more, with an optional note for the applicant, so a slip of the
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
        <ReasonField
          id="reject-reason"
          label="Note for the applicant (optional)"
          readBy="It goes into the e-mail to the applicant."
          value={reason}
          onChange={setReason}
          error={error}
        />
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

import { Trans } from "@lingui/react/macro";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

interface ConflictDialogProps<Q extends { opposingParties: string[] }> {
  /** The flagged question the attorney wants to claim; null when closed. */
  question: Q | null;
  onConfirm: (question: Q) => void;
  onCancel: () => void;
}

/**
 * docs/decisions/018: a question whose parties match the attorney's conflict list is claimed only after the
 * attorney confirms there is no conflict. The names are shown so the check can be made here.
 */
export function ConflictDialog<Q extends { opposingParties: string[] }>({
  question,
  onConfirm,
  onCancel,
}: ConflictDialogProps<Q>) {
  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Possible conflict of interest</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            Someone named on this question is similar to a name on your conflict list. Check before you claim it.
          </Trans>
        </AlertDialogDescription>
        {question ? (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">
              <Trans>Other side named by the asker:</Trans>
            </p>
            <ul className="list-disc pl-5">
              {question.opposingParties.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Don&apos;t Claim</Trans>
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => question && onConfirm(question)}>
            <Trans>No Conflict, Claim Question</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

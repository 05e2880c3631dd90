import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { QuestionDetailDto } from "@shared/api/types";
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
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { isUnauthorizedError, reportFailure } from "@/lib/api-errors";
import { focusElement } from "@/lib/focus";
import { QUESTION_OUTCOME_ID } from "@/features/questions/components/answer-section";
import { useChangeQuestionStatus, type AskerAction, type Helpful } from "@/features/questions/api/change-status";
import { canMoveFrom, type QuestionStatus } from "@shared/question-life";

const TEXT: Record<
  AskerAction,
  Record<"button" | "title" | "body" | "confirm" | "done" | "doneText" | "note", MessageDescriptor>
> = {
  withdraw: {
    button: msg`Withdraw Question`,
    title: msg`Withdraw this question?`,
    body: msg`Attorneys will no longer see it, and an attorney working on it will be told that it was withdrawn. You can ask a new question at any time.`,
    confirm: msg`Withdraw Question`,
    done: msg`Question Withdrawn`,
    doneText: msg`Attorneys no longer see it.`,
    note: msg`Changed your mind, or found help elsewhere? You can withdraw this question.`,
  },
  close: {
    button: msg`Close Question`,
    title: msg`Close this question?`,
    body: msg`Close it when you have what you need. The answer stays here for you to read; no more follow-ups can be added.`,
    confirm: msg`Close Question`,
    done: msg`Question Closed`,
    doneText: msg`The answer stays here for you.`,
    note: msg`Have what you need? You can close this question.`,
  },
};

const HELPFUL: { value: Helpful; label: MessageDescriptor }[] = [
  { value: "yes", label: msg`Yes` },
  { value: "partly", label: msg`Partly` },
  { value: "no", label: msg`No` },
];

/**
 * "Did this answer help?", asked once as the asker closes an answered question; optional. The answer goes to the
 * question's anonymous outcome, never to the attorney (docs/decisions/029).
 */
function DidItHelp({ value, onChange }: { value: Helpful | undefined; onChange: (v: Helpful) => void }) {
  const { i18n } = useLingui();
  return (
    <div role="group" aria-labelledby="close-helpful-label" className="grid gap-2">
      <p id="close-helpful-label" className="text-sm font-medium">
        <Trans>
          Did this answer help? <span className="font-normal text-muted-foreground">(optional)</span>
        </Trans>
      </p>
      <RadioGroup
        aria-labelledby="close-helpful-label"
        value={value ?? ""}
        onValueChange={(v) => onChange(v as Helpful)}
        className="flex flex-wrap gap-4"
      >
        {HELPFUL.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`close-helpful-${option.value}`} />
            <Label htmlFor={`close-helpful-${option.value}`}>{i18n._(option.label)}</Label>
          </div>
        ))}
      </RadioGroup>
      <p className="text-xs text-muted-foreground">
        <Trans>Your answer is counted anonymously; the attorney does not see it.</Trans>
      </p>
    </div>
  );
}

/** The asker's own actions on a question (docs/decisions/020), each confirmed once. */
export function AskerActions({ question }: { question: Pick<QuestionDetailDto, "id" | "status" | "isYours"> }) {
  const { i18n, t } = useLingui();
  // What the asker may do in this status comes from the question's life (shared/question-life.ts).
  const action = (["withdraw", "close"] as const).find((move) => canMoveFrom(move, question.status)) ?? null;
  // The dialog asks about the action it was opened for, and no other: should the page come to show a status with
  // another action (answered meanwhile), it closes rather than turn into another question under the asker's hand.
  const [openFor, setOpenFor] = useState<AskerAction | null>(null);
  const [helpful, setHelpful] = useState<Helpful | undefined>(undefined);
  // A refusal stays in the dialog as well as in the toast (docs/decisions/025), until it is tried again or closed.
  const [failure, setFailure] = useState<string | null>(null);
  if (openFor !== null && openFor !== action) {
    setOpenFor(null);
    setFailure(null);
  }
  const open = openFor !== null && openFor === action;
  const close = () => {
    setFailure(null);
    setOpenFor(null);
  };
  const change = useChangeQuestionStatus();
  // The status the dialog was opened from. Once the page shows another (the change made, or found made or overtaken
  // elsewhere), focus goes to the answer's card, which says where the question stands (docs/decisions/032): the
  // button that had it is gone, or offers another action.
  const openedFrom = useRef<QuestionStatus | null>(null);
  useEffect(() => {
    const from = openedFrom.current;
    if (from === null || from === question.status) return;
    // A move that keeps the dialog's action (claimed while it is open): the dialog now asks from there.
    if (open) {
      openedFrom.current = question.status;
      return;
    }
    openedFrom.current = null;
    const outcome = document.getElementById(QUESTION_OUTCOME_ID);
    if (outcome) focusElement(outcome);
  }, [open, question.status]);
  if (!question.isYours || !action) return null;
  const text = TEXT[action];

  const onConfirm = () => {
    setFailure(null);
    change.mutate(
      { id: question.id, action, helpful: action === "close" ? helpful : undefined },
      {
        onSuccess: () => {
          close();
          toast({ title: i18n._(text.done), description: i18n._(text.doneText) });
        },
        onError: (error) => {
          // 409: the question moved on meanwhile (withdrawn in another tab, answered, expired). No refusal that no
          // retry would change: the dialog closes, and the page, read again, shows where it stands.
          if (hasStatus(error, 409)) {
            close();
            return;
          }
          reportFailure(error, t`Please try again.`, setFailure);
          if (isUnauthorizedError(error)) close();
        },
      },
    );
  };

  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="text-sm text-muted-foreground">{i18n._(text.note)}</p>
        <Button
          variant="outline"
          onClick={() => {
            openedFrom.current = question.status;
            setFailure(null);
            setOpenFor(action);
          }}
        >
          {i18n._(text.button)}
        </Button>
      </CardContent>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          // Kept as it is (Keep It, Escape): focus goes back to the button.
          openedFrom.current = null;
          close();
        }}
      >
        <AlertDialogContent
          // Closed while its change is sent, it would say nothing of a change that goes through (docs/ux.md).
          busy={change.isPending}
          onCloseAutoFocus={(event) => {
            // The page shows the new status already, and focus is on the answer's card: it stays there.
            if (document.activeElement?.id === QUESTION_OUTCOME_ID) event.preventDefault();
          }}
        >
          <AlertDialogTitle>{i18n._(text.title)}</AlertDialogTitle>
          <AlertDialogDescription>{i18n._(text.body)}</AlertDialogDescription>
          {action === "close" ? <DidItHelp value={helpful} onChange={setHelpful} /> : null}
          <FormAlert message={failure} />
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans>Keep It</Trans>
            </AlertDialogCancel>
            <Button onClick={onConfirm} blocked={change.isPending}>
              {i18n._(text.confirm)}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

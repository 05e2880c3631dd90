import { useState } from "react";
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
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { toastApiError } from "@/lib/api-errors";
import { useChangeQuestionStatus, type AskerAction } from "@/features/questions/api/change-status";
import { canMoveFrom } from "@shared/question-life";

const TEXT: Record<
  AskerAction,
  { button: string; title: string; body: string; confirm: string; done: string; doneText: string; note: string }
> = {
  withdraw: {
    button: "Withdraw Question",
    title: "Withdraw this question?",
    body: "Attorneys will no longer see it, and an attorney working on it will be told that it was withdrawn. You can ask a new question at any time.",
    confirm: "Withdraw Question",
    done: "Question Withdrawn",
    doneText: "Attorneys no longer see it.",
    note: "Changed your mind, or found help elsewhere? You can withdraw this question.",
  },
  close: {
    button: "Close Question",
    title: "Close this question?",
    body: "Close it when you have what you need. The answer stays here for you to read; no more follow-ups can be added.",
    confirm: "Close Question",
    done: "Question Closed",
    doneText: "The answer stays here for you.",
    note: "Have what you need? You can close this question.",
  },
};

/** The asker's own actions on a question (docs/decisions/020), each confirmed once. */
export function AskerActions({ question }: { question: Pick<QuestionDetailDto, "id" | "status" | "isYours"> }) {
  const [open, setOpen] = useState(false);
  const change = useChangeQuestionStatus();
  if (!question.isYours) return null;
  // What the asker may do in this status comes from the question's life (shared/question-life.ts).
  const action = (["withdraw", "close"] as const).find((move) => canMoveFrom(move, question.status)) ?? null;
  if (!action) return null;
  const text = TEXT[action];

  const onConfirm = () =>
    change.mutate(
      { id: question.id, action },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: text.done, description: text.doneText });
        },
        onError: (error) => {
          setOpen(false);
          toastApiError(error, "Please try again.");
        },
      },
    );

  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="text-sm text-muted-foreground">{text.note}</p>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {text.button}
        </Button>
      </CardContent>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>{text.body}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep It</AlertDialogCancel>
            <Button onClick={onConfirm} disabled={change.isPending}>
              {text.confirm}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

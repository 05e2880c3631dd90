import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { QuestionDetailDto } from "@shared/api/types";
import { POSSIBLE_CONFLICT } from "@shared/api/messages";
import { paths } from "@shared/paths";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { questionQueryKey } from "@/lib/api/question";
import { hasServerMessage, toastApiError } from "@/lib/api-errors";
import { focusPageHeadingWhenReady } from "@/lib/focus";
import { useClaimQuestion } from "@/features/queue/api/claim-question";
import { ConflictDialog } from "@/features/queue/components/conflict-dialog";
import { HoldEnds } from "@/features/queue/components/hold-line";
import { ReleaseDialog } from "@/features/queue/components/release-dialog";
import { composeAnswerPath } from "@/features/queue/hooks/use-compose-answer-param";

const PANEL = "grid gap-3 rounded-md bg-primary-soft p-4 text-sm";

/** Where the question stands for this attorney, in a line, then what that means. */
function PanelHead({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

/**
 * docs/decisions/057: on the detail of a question this attorney holds, in place of the asker's waiting notice: when
 * the hold ends, and the two things they can do, answer it or give it back.
 */
export function YourClaim({ question }: { question: Pick<QuestionDetailDto, "id" | "claimExpiresAt"> }) {
  const [, navigate] = useLocation();
  return (
    <div className={PANEL}>
      <PanelHead
        title={<Trans>You claimed this question</Trans>}
        text={<Trans>Your answer will appear here once you send it.</Trans>}
      />
      {question.claimExpiresAt ? <HoldEnds value={question.claimExpiresAt} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={composeAnswerPath(paths.claimedQuestions, question.id)}>
            <Trans>Provide Answer</Trans>
          </Link>
        </Button>
        <ReleaseDialog
          questionId={question.id}
          onReleased={() => navigate(paths.claimedQuestions)}
          leavesScreen
          trigger={(open) => (
            <Button variant="outline" onClick={open}>
              <Trans>Release</Trans>
            </Button>
          )}
        />
      </div>
    </div>
  );
}

/**
 * docs/decisions/057: on the detail of a question waiting in this attorney's queue, the queue card's Claim. A possible
 * conflict is learnt from the refusal (the detail does not carry the flag) and confirmed in the queue's dialog.
 */
export function ClaimFromDetail({ question }: { question: Pick<QuestionDetailDto, "id" | "opposingParties"> }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const claim = useClaimQuestion();
  const [confirming, setConfirming] = useState(false);
  const claimNow = (confirmNoConflict = false) => {
    setConfirming(false);
    void claim.mutateAsync({ id: question.id, confirmNoConflict }).then(
      () => {
        toast({ title: t`Question Claimed`, description: t`Compose your answer below.` });
        navigate(composeAnswerPath(paths.questionQueue, question.id));
      },
      (error: unknown) => {
        if (hasServerMessage(error, POSSIBLE_CONFLICT)) return setConfirming(true);
        toastApiError(error, t`Failed to claim question`);
        // Claimed by someone else, or gone: the page is read again and says what is so now, and focus goes to its
        // heading once it does, never to the page's body with the button that had it (docs/ux.md).
        focusPageHeadingWhenReady({ leaving: document.querySelector("main h1") ?? document.querySelector("h1") });
        void queryClient.invalidateQueries({ queryKey: questionQueryKey(question.id) });
      },
    );
  };
  return (
    <div className={PANEL}>
      <PanelHead
        title={<Trans>Waiting in the queue</Trans>}
        text={<Trans>No attorney has claimed this question yet. Claim it to answer it.</Trans>}
      />
      <Button className="justify-self-start" onClick={() => claimNow()} blocked={claim.isPending}>
        {claim.isPending ? t`Claiming...` : t`Claim Question`}
      </Button>
      <ConflictDialog
        question={confirming ? question : null}
        onConfirm={() => claimNow(true)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

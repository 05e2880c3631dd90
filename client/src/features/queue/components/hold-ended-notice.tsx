import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { POSSIBLE_CONFLICT } from "@shared/api/messages";
import type { ClaimedQuestionDto, QuestionDetailDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useClaimQuestion } from "@/features/queue/api/claim-question";
import { ConflictDialog } from "@/features/queue/components/conflict-dialog";
import { toast } from "@/hooks/use-toast";
import { questionQueryOptions } from "@/lib/api/question";
import { hasStatus } from "@/lib/api-client";
import { hasServerMessage, toastApiError } from "@/lib/api-errors";

/** Claim Again, which takes focus when a submit finds that the hold ran out. */
export const HOLD_CLAIM_AGAIN_ID = "hold-claim-again";

/**
 * Above the answer box when the claim's hold ran out before the answer was sent (docs/decisions/020): the draft
 * stays where it is, and the attorney may claim the question again to send it. A question that matches their conflict
 * list (it may have changed since) is claimed again only once they confirm there is no conflict, as from the queue
 * (docs/decisions/018).
 */
export function HoldEndedNotice({
  question,
  onClaimed,
  onGone,
}: {
  question: ClaimedQuestionDto;
  onClaimed: () => void;
  /** Claiming again was refused for good (claimed by someone else, withdrawn, gone): no retry could send the answer. */
  onGone: () => void;
}) {
  const { t } = useLingui();
  const claim = useClaimQuestion();
  const client = useQueryClient();
  // The question as its detail has it, once the server said it matches the conflict list: the claimed list's items do
  // not carry the names to check.
  const [confirming, setConfirming] = useState<QuestionDetailDto | null>(null);
  // The spec's fallback for a claim that failed, as from the queue (spec section 8).
  const failed = t`Failed to claim question`;
  const askToConfirm = () =>
    client
      .fetchQuery(questionQueryOptions(question.id))
      .then(setConfirming, (err: unknown) => toastApiError(err, failed));
  const claimAgain = (confirmNoConflict = false) =>
    claim.mutate(
      { id: question.id, confirmNoConflict },
      {
        onSuccess: () => {
          toast({ title: t`Question Claimed`, description: t`You can send your answer now.` });
          onClaimed();
        },
        onError: (err) => {
          if (!confirmNoConflict && hasServerMessage(err, POSSIBLE_CONFLICT)) return void askToConfirm();
          toastApiError(err, failed);
          if (hasStatus(err, 404) || (hasStatus(err, 409) && !hasServerMessage(err, POSSIBLE_CONFLICT))) onGone();
        },
      },
    );
  return (
    <Card role="alert" className="border-warning/50">
      <CardContent className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">
          <Trans>Your hold on this question ran out</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            It went back to the queue, so your answer was not sent. Your answer is still here below. If the question is
            still open, claim it again to send it.
          </Trans>
        </p>
        <Button id={HOLD_CLAIM_AGAIN_ID} blocked={claim.isPending} onClick={() => claimAgain()}>
          {claim.isPending ? t`Claiming...` : t`Claim Again`}
        </Button>
        <ConflictDialog
          question={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            claimAgain(true);
          }}
        />
      </CardContent>
    </Card>
  );
}

/** The refused answer's notice, which takes focus when the server refuses the answer for good. */
export const ANSWER_REFUSED_ID = "answer-refused";

/**
 * Above the answer box when the server refused the answer and sending it again cannot help: an admin released the
 * claim, the asker withdrew the question, or it was answered already. The reason is under the box; the text stays in
 * it, read-only, so the attorney can copy what they wrote before they close the view.
 */
export function AnswerRefusedNotice() {
  // No role="alert": focus comes here, so it is read, and the reason under the box is announced on its own.
  return (
    <Card className="border-warning/50">
      <CardContent className="grid justify-items-start gap-3 p-6">
        <p id={ANSWER_REFUSED_ID} tabIndex={-1} className="font-semibold outline-none">
          <Trans>Your answer was not sent</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            This question is no longer waiting for your answer; the reason is under the box. What you wrote is still
            there, so you can copy it before you close this view.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useClaimQuestion } from "@/features/queue/api/claim-question";
import { toast } from "@/hooks/use-toast";
import { toastApiError } from "@/lib/api-errors";

/**
 * Above the answer box when the claim's hold ran out before the answer was sent (docs/decisions/020): the draft
 * stays where it is, and the attorney may claim the question again to send it.
 */
export function HoldEndedNotice({ questionId, onClaimed }: { questionId: number; onClaimed: () => void }) {
  const { t } = useLingui();
  const claim = useClaimQuestion();
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
        <Button
          disabled={claim.isPending}
          onClick={() =>
            claim.mutate(
              { id: questionId },
              {
                onSuccess: () => {
                  toast({ title: t`Question Claimed`, description: t`You can send your answer now.` });
                  onClaimed();
                },
                onError: (err) => toastApiError(err, t`We couldn't claim the question again. Please try again.`),
              },
            )
          }
        >
          {claim.isPending ? t`Claiming...` : t`Claim Again`}
        </Button>
      </CardContent>
    </Card>
  );
}

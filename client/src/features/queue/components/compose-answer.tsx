import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { ClaimedQuestionDto } from "@shared/api/types";
import { questionAnswerPath } from "@shared/paths";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useClaimedQuestions } from "@/features/queue/api/get-claimed-questions";
import { ANSWER_SUBMIT_ID, AnswerForm } from "@/features/queue/components/answer-form";
import { Notice } from "@/features/queue/components/compose-notice";
import { ANSWER_REFUSED_ID, AnswerRefusedNotice, HoldEndedNotice } from "@/features/queue/components/hold-ended-notice";
import { ReleaseDialog } from "@/features/queue/components/release-dialog";
import { hasStatus } from "@/lib/api-client";
import { useQuestion } from "@/lib/api/question";
import { isUnauthorizedError } from "@/lib/api-errors";
import { focusAfterUpdate } from "@/lib/focus";

interface ComposeAnswerProps {
  questionId: number;
  /** Leaves the view (Cancel, or after a successful answer). */
  onClose: () => void;
}

/** Compose Answer (spec section 2), for one of the attorney's own claims. */
export function ComposeAnswer({ questionId, onClose }: ComposeAnswerProps) {
  const { t } = useLingui();
  const claimed = useClaimedQuestions();
  const listed = claimed.items.find((q) => q.id === questionId);
  // A claim older than the pages loaded so far (a reload of ?answer=<id>): the detail shows the claiming attorney
  // their question. A pending one is nobody's claim; who may answer is still the server's call.
  const needDetail = !claimed.isPending && !listed;
  const detail = useQuestion(questionId, { enabled: needDetail });
  const question: ClaimedQuestionDto | undefined =
    listed ?? (detail.data?.status === "pending" ? undefined : detail.data);
  const unauthorized = [claimed.error, detail.error].some(isUnauthorizedError);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = Boolean(question);
  const failed = claimed.isError || (detail.isError && !hasStatus(detail.error, 404));
  // The question whose hold ran out as its answer was sent: its form stays, with the draft in it, whatever the
  // lists say now (it may be pending again, or someone else's).
  const [holdEnded, setHoldEnded] = useState<ClaimedQuestionDto>();
  // The question whose answer the server refused for good (released, withdrawn, answered already): its form stays too,
  // read-only, so what was written can still be copied.
  const [refused, setRefused] = useState<ClaimedQuestionDto>();
  // The question's detail, read beside the box (QuestionSummary), is not this attorney's to see any more: the claim
  // ended (an admin released it, its asker withdrew it) while the claims list still shows it. Nothing can be sent, so
  // the view is as for a refused answer: no hold, no release, the box read-only with whatever is in it.
  const claimGone = hasStatus(detail.error, 404) && question?.status === "claimed" ? question : undefined;
  const stayed = holdEnded ?? refused ?? claimGone;
  const answering = stayed ?? (question?.status === "claimed" ? question : undefined);

  // The view replaces what was on screen (a card, a list): take keyboard focus to it.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  // The notice goes, with Claim Again in it: focus goes on to Submit Answer, which can send the draft now (docs/ux.md).
  const claimedAgain = () => focusAfterUpdate(() => setHoldEnded(undefined), ANSWER_SUBMIT_ID);
  // Someone else claimed it meanwhile, or it was withdrawn: the answer cannot be sent, so the form is kept read-only to
  // copy from, as for an answer refused for good, and focus goes to the notice that says so.
  const goneForGood = () =>
    focusAfterUpdate(() => {
      setRefused(holdEnded);
      setHoldEnded(undefined);
    }, ANSWER_REFUSED_ID);

  let body;
  if (answering) {
    // One shape in both cases, so the form (and the text typed in it) stays mounted when the hold ends.
    body = (
      <>
        {holdEnded ? <HoldEndedNotice question={holdEnded} onClaimed={claimedAgain} onGone={goneForGood} /> : null}
        {refused ? <AnswerRefusedNotice /> : null}
        <AnswerForm
          // A hold that ran out, or a refused answer, has no hold line any more.
          question={stayed ? { ...stayed, claimExpiresAt: null } : answering}
          onClose={onClose}
          holdEnded={Boolean(holdEnded)}
          onHoldEnded={() => setHoldEnded(answering)}
          refused={Boolean(refused ?? claimGone)}
          onRefused={() => setRefused(answering)}
        />
        {stayed ? null : (
          <ReleaseDialog
            questionId={answering.id}
            onReleased={onClose}
            leavesScreen
            besideAnswerBox
            trigger={(open) => (
              // Its words wrap on a phone (they are longer in Spanish) instead of widening the page.
              <Button variant="ghost" className="h-auto justify-self-start whitespace-normal text-left" onClick={open}>
                <Trans>Can&apos;t answer it? Release this question</Trans>
              </Button>
            )}
          />
        )}
      </>
    );
  } else if (claimed.isLoading || (needDetail && detail.isPending) || unauthorized) {
    body = <Spinner label={t`Loading question...`} showLabel className="py-8" />;
  } else if (!question || (question.status !== "answered" && question.status !== "closed")) {
    body = (
      <Notice
        title={t`This question is not waiting for your answer`}
        text={
          failed
            ? t`We couldn't load your claimed questions. Please try again.`
            : t`It is not among the questions you have claimed.`
        }
        onClose={onClose}
      />
    );
  } else {
    body = (
      <Notice
        title={t`You have already answered this question`}
        text={t`Each question takes one answer.`}
        onClose={onClose}
      >
        <Button asChild variant="outline">
          <Link href={questionAnswerPath(question.id)}>
            <Trans>View Answer</Trans>
          </Link>
        </Button>
      </Notice>
    );
  }

  return (
    <section aria-labelledby="compose-answer-title" className="grid gap-6">
      {/* The screen's own h1 (docs/decisions/035): the page around it leaves its title out while composing. */}
      <h1
        id="compose-answer-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight outline-none"
      >
        <Trans>Compose Answer</Trans>
      </h1>
      {body}
    </section>
  );
}

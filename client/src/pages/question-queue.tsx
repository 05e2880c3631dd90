import { useLingui } from "@lingui/react/macro";
import { paths } from "@shared/paths";
import { AttorneyGate } from "@/features/attorneys/components/attorney-gate";
import { ComposeAnswer } from "@/features/queue/components/compose-answer";
import { QuestionQueue } from "@/features/queue/components/question-queue";
import { useComposeAnswerParam } from "@/features/queue/hooks/use-compose-answer-param";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function QuestionQueuePage() {
  const { t } = useLingui();
  const compose = useComposeAnswerParam(paths.questionQueue);
  useDocumentTitle(compose.composingId ? t`Compose Answer` : t`Question Queue`);
  return (
    <AttorneyGate
      title={t`Question Queue`}
      description={t`Questions waiting for an attorney in your states: near court dates and deadlines first, then the longest waiting. Claim one to answer it.`}
      loadingText={t`Loading...`}
      require="approved"
      deniedMessage={t`This page is only accessible to approved attorneys`}
      homeStyle="button"
      contentHasHeading={compose.composingId !== null}
    >
      <div id="question-queue">
        {compose.composingId ? (
          <ComposeAnswer questionId={compose.composingId} onClose={compose.close} />
        ) : (
          <QuestionQueue onClaimed={compose.open} />
        )}
      </div>
    </AttorneyGate>
  );
}

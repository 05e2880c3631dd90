import { useLingui } from "@lingui/react/macro";
import { paths } from "@shared/paths";
import { AttorneyGate } from "@/features/attorneys/components/attorney-gate";
import { ClaimedQuestionsList } from "@/features/queue/components/claimed-questions-list";
import { ComposeAnswer } from "@/features/queue/components/compose-answer";
import { useComposeAnswerParam } from "@/features/queue/hooks/use-compose-answer-param";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function ClaimedQuestionsPage() {
  const { t } = useLingui();
  const compose = useComposeAnswerParam(paths.claimedQuestions);
  useDocumentTitle(compose.composingId ? t`Compose Answer` : t`Claimed Questions`);
  return (
    <AttorneyGate
      title={t`Claimed Questions`}
      description={t`The questions you have claimed, newest first.`}
      loadingText={t`Loading...`}
      require="approved"
      deniedMessage={t`This page is only accessible to approved attorneys`}
      homeStyle="button"
      contentHasHeading={compose.composingId !== null}
    >
      {compose.composingId ? (
        <ComposeAnswer questionId={compose.composingId} onClose={compose.close} />
      ) : (
        <ClaimedQuestionsList onProvideAnswer={compose.open} />
      )}
    </AttorneyGate>
  );
}

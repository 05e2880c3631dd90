import { paths } from "@shared/paths";
import { AttorneyGate } from "@/features/attorneys/components/attorney-gate";
import { ClaimedQuestionsList } from "@/features/queue/components/claimed-questions-list";
import { ComposeAnswer } from "@/features/queue/components/compose-answer";
import { useComposeAnswerParam } from "@/features/queue/hooks/use-compose-answer-param";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function ClaimedQuestionsPage() {
  const compose = useComposeAnswerParam(paths.claimedQuestions);
  useDocumentTitle(compose.composingId ? "Compose Answer" : "Claimed Questions");
  return (
    <AttorneyGate
      title="Claimed Questions"
      description="The questions you have claimed, newest first."
      loadingText="Loading..."
      require="approved"
      deniedMessage="This page is only accessible to approved attorneys"
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

import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useQuestion } from "@/lib/api/question";
import { useRoleView } from "@/lib/role-view";
import { AdminQuestionView } from "@/features/admin/components/admin-question-view";
import { ClaimFromDetail, YourClaim } from "@/features/queue/components/detail-claim";
import { LoadError } from "@/features/questions/components/load-error";
import { QuestionDetailView } from "@/features/questions/components/question-detail-view";
import { QuestionNotFound } from "@/features/questions/components/question-not-found";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { hasStatus } from "@/lib/api-client";
import { isUnauthorizedError } from "@/lib/api-errors";
import { parseId } from "@shared/validators";

/** Spec section 2, "Question detail", at /question/{id} and /questions/{id}. */
export function QuestionDetailPage() {
  const { t } = useLingui();
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const { data: question, error, refetch } = useQuestion(id);
  const { view, roles } = useRoleView();
  // Never the question's own title: tabs, window lists and a shared computer's history show the page title.
  useDocumentTitle(question?.isYours ? t`Your question` : t`Question Details`);

  // The server answers 404 for a question that is missing or not this account's to see.
  if (id === null || hasStatus(error, 404) || hasStatus(error, 400)) return <QuestionNotFound />;
  // A failed read again (after a refused change, say) keeps what is shown: only a question never read is replaced.
  if (error && !question) {
    if (isUnauthorizedError(error)) return null;
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-2xl font-bold">
          <Trans>Question Details</Trans>
        </h1>
        <LoadError message={t`We couldn't load this question. Please try again.`} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!question) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Loading...`} showLabel size="lg" />
      </div>
    );
  }
  // docs/decisions/033: an admin who is not its asker sees the admin's view, unless they came as an attorney.
  const asAdmin = roles.includes("admin") && !question.isYours && (view === "admin" || !roles.includes("attorney"));
  if (asAdmin) return <AdminQuestionView question={question} />;
  // docs/decisions/057: an attorney reads what they can do with it, where its asker reads that it waits.
  const attorneyPanel =
    question.isYourClaim && question.status === "claimed" ? (
      <YourClaim question={question} />
    ) : !question.isYours && question.status === "pending" ? (
      <ClaimFromDetail question={question} />
    ) : undefined;
  return <QuestionDetailView question={question} attorneyPanel={attorneyPanel} />;
}

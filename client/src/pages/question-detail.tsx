import { useParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useQuestion } from "@/features/questions/api/get-question";
import { LoadError } from "@/features/questions/components/load-error";
import { QuestionDetailView } from "@/features/questions/components/question-detail-view";
import { QuestionNotFound } from "@/features/questions/components/question-not-found";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { hasStatus } from "@/lib/api-client";
import { isUnauthorizedError } from "@/lib/unauthorized";

/** A route parameter that can name a question (a positive 32-bit integer), else null. */
export function parseQuestionId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Spec section 2, "Question detail", at /question/{id} and /questions/{id}. */
export function QuestionDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseQuestionId(params.id);
  const { data: question, error, refetch } = useQuestion(id);
  useUnauthorizedRedirect(error);
  useDocumentTitle(question ? question.title : "Question Details");

  // The server answers 404 for a question that is missing or not this account's to see.
  if (id === null || hasStatus(error, 404) || hasStatus(error, 400)) return <QuestionNotFound />;
  if (error) {
    if (isUnauthorizedError(error)) return null;
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-2xl font-bold">Question Details</h1>
        <LoadError message="We couldn't load this question. Please try again." onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!question) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading..." showLabel size="lg" />
      </div>
    );
  }
  return <QuestionDetailView question={question} />;
}

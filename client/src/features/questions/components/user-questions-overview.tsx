import { Trans, useLingui } from "@lingui/react/macro";
import { useUserQuestions } from "@/features/questions/api/get-user-questions";
import { EmptyQuestions } from "@/features/questions/components/empty-questions";
import { LoadError } from "@/features/questions/components/load-error";
import { QuestionListItem } from "@/features/questions/components/question-list-item";
import { QuestionStats } from "@/features/questions/components/question-stats";
import { Spinner } from "@/components/ui/spinner";
import { isUnauthorizedError } from "@/lib/api-errors";

/** The dashboard's body: the three figures and the 'Your Questions' list (tour targets included). */
export function UserQuestionsOverview() {
  const { t } = useLingui();
  const { data: questions, isPending, error, refetch } = useUserQuestions();

  if (isUnauthorizedError(error)) return null;
  // A list already shown stays when reading it again fails (docs/ux.md).
  if (error && !questions) {
    return <LoadError message={t`We couldn't load your questions. Please try again.`} onRetry={() => void refetch()} />;
  }
  if (isPending || !questions) {
    return <Spinner label={t`Loading your dashboard...`} showLabel className="py-10" />;
  }
  return (
    <div className="grid gap-8">
      <QuestionStats questions={questions} totalLabel={t`Total Questions`} />
      <section id="questions-list" aria-labelledby="your-questions-title" className="grid gap-4">
        <h2 id="your-questions-title" className="text-xl font-semibold">
          <Trans>Your Questions</Trans>
        </h2>
        {questions.length === 0 ? (
          <EmptyQuestions />
        ) : (
          <ul className="grid gap-4">
            {questions.map((question) => (
              <li key={question.id}>
                <QuestionListItem question={question} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

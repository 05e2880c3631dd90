import { Spinner } from "@/components/ui/spinner";
import { useUserQuestions } from "@/features/questions/api/get-user-questions";
import { HomeCards } from "@/features/questions/components/home-cards";
import { LoadError } from "@/features/questions/components/load-error";
import { QuestionStats } from "@/features/questions/components/question-stats";
import { RecentActivity } from "@/features/questions/components/recent-activity";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth, useRoles } from "@/lib/auth";
import { isUnauthorizedError } from "@/lib/unauthorized";

/** Spec section 2, "Home (welcome) screen", for signed-in users (visitors see the landing page). */
export function HomePage() {
  useDocumentTitle("Home");
  const { user } = useAuth();
  const { hasRole } = useRoles();
  const { data: questions, error, refetch } = useUserQuestions();
  const isAttorney = hasRole("attorney");

  let activity;
  if (error) {
    activity = isUnauthorizedError(error) ? null : (
      <LoadError message="We couldn't load your recent questions. Please try again." onRetry={() => void refetch()} />
    );
  } else if (!questions) {
    activity = <Spinner label="Loading..." showLabel />;
  } else {
    activity = <RecentActivity questions={questions} />;
  }

  return (
    <div className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Welcome back, {user?.firstName?.trim() || "User"}</h1>
        <p className="text-muted-foreground">What would you like to do today?</p>
      </header>
      <HomeCards isAttorney={isAttorney} />
      {!isAttorney && questions ? <QuestionStats questions={questions} totalLabel="Questions Asked" /> : null}
      <section aria-labelledby="recent-activity-title" className="grid gap-4">
        <h2 id="recent-activity-title" className="text-xl font-semibold">
          Recent Activity
        </h2>
        {activity}
      </section>
    </div>
  );
}

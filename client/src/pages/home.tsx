import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { PublicUser } from "@shared/api/types";
import { Spinner } from "@/components/ui/spinner";
import { useUserQuestions } from "@/features/questions/api/get-user-questions";
import { HomeCards } from "@/features/questions/components/home-cards";
import { LoadError } from "@/features/questions/components/load-error";
import { QuestionStats } from "@/features/questions/components/question-stats";
import { RecentActivity } from "@/features/questions/components/recent-activity";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth, useRoles } from "@/lib/auth";
import { isUnauthorizedError } from "@/lib/api-errors";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/decisions/025: "Welcome" the first time a brand-new account (created within the last day) opens Home in this
 * browser; "Welcome back" from then on. Decided once per visit, so the heading does not change while it is read.
 */
function useFirstGreeting(user: PublicUser | null | undefined): boolean {
  const [decided, setDecided] = useState<{ id: string; first: boolean } | null>(null);
  if (user && decided?.id !== user.id) setDecided({ id: user.id, first: isFirstGreeting(user) });
  const id = decided?.id;
  useEffect(() => {
    if (!id) return;
    try {
      localStorage.setItem(greetedKey(id), "1");
    } catch {
      // Storage refused: the next visit says "Welcome" again, which is harmless.
    }
  }, [id]);
  return decided?.first ?? false;
}

const greetedKey = (id: string) => `clearcounsel_greeted:${id}`;

function isFirstGreeting(user: PublicUser): boolean {
  if (Date.now() - new Date(user.createdAt).getTime() > DAY_MS) return false;
  try {
    return localStorage.getItem(greetedKey(user.id)) === null;
  } catch {
    return false;
  }
}

/** Spec section 2, "Home (welcome) screen", for signed-in users (visitors see the landing page). */
export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Home`);
  const { user } = useAuth();
  const { hasRole } = useRoles();
  const { data: questions, error, refetch } = useUserQuestions();
  const isAttorney = hasRole("attorney");
  const brandNew = useFirstGreeting(user);

  let activity;
  // A list already shown stays when reading it again fails (docs/ux.md); signed out, nothing stays.
  if (error && (isUnauthorizedError(error) || !questions)) {
    activity = isUnauthorizedError(error) ? null : (
      <LoadError
        message={t`We couldn't load your recent questions. Please try again.`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!questions) {
    activity = <Spinner label={t`Loading...`} showLabel />;
  } else {
    activity = <RecentActivity questions={questions} />;
  }

  const name = user?.firstName?.trim() || t`User`;
  return (
    <div className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">
          {brandNew ? <Trans>Welcome, {name}</Trans> : <Trans>Welcome back, {name}</Trans>}
        </h1>
        <p className="text-muted-foreground">
          <Trans>What would you like to do today?</Trans>
        </p>
      </header>
      <HomeCards isAttorney={isAttorney} />
      {!isAttorney && questions ? <QuestionStats questions={questions} totalLabel={t`Questions Asked`} /> : null}
      <section aria-labelledby="recent-activity-title" className="grid gap-4">
        <h2 id="recent-activity-title" className="text-xl font-semibold">
          <Trans>Recent Activity</Trans>
        </h2>
        {activity}
      </section>
    </div>
  );
}

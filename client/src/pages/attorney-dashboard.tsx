import { useLingui } from "@lingui/react/macro";
import { useAttorneyStats } from "@/features/attorneys/api/get-stats";
import { AttorneyDashboard } from "@/features/attorneys/components/attorney-dashboard";
import { AttorneyGate } from "@/features/attorneys/components/attorney-gate";
import { useClaimedQuestions } from "@/features/queue/api/get-claimed-questions";
import { ALL_FILTERS, useQueue } from "@/features/queue/api/get-queue";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAttorneyProfile, useAuth } from "@/lib/auth";

export function AttorneyDashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Attorney Dashboard`);
  const { user } = useAuth();
  const { isApproved } = useAttorneyProfile();
  // Spec section 2: the available count is the length of the queue list.
  const queue = useQueue(ALL_FILTERS, { enabled: isApproved });
  // docs/decisions/025: the attorney's own figures, and their claims still waiting for an answer.
  const stats = useAttorneyStats({ enabled: isApproved });
  const claimed = useClaimedQuestions({ enabled: isApproved });
  const name = user?.firstName?.trim();
  return (
    <AttorneyGate
      title={t`Attorney Dashboard`}
      description={name ? t`Welcome back, ${name}. Here is your work at a glance.` : t`Here is your work at a glance.`}
      loadingText={t`Loading attorney dashboard...`}
      require="attorney"
      deniedMessage={t`This page is only accessible to attorneys.`}
    >
      <AttorneyDashboard
        availableCount={queue.isSuccess ? queue.items.length : null}
        hasMore={queue.hasNextPage}
        failed={queue.isError}
        approved={isApproved}
        stats={stats.data}
        statsFailed={stats.isError}
        waiting={claimed.items.filter((q) => q.status === "claimed")}
      />
    </AttorneyGate>
  );
}

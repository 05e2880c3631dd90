import { Trans, useLingui } from "@lingui/react/macro";
import { ActivityLog } from "@/features/admin/components/activity-log";
import { AdminTabs } from "@/features/admin/components/admin-tabs";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** The admin panel's Activity view (docs/decisions/022, 033). */
export function AdminActivityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Activity`);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Activity</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Who did what, and when, in sentences. Questions appear by number only.</Trans>
        </p>
      </header>
      <AdminTabs />
      <ActivityLog />
    </div>
  );
}

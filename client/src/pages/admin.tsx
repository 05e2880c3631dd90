import { Trans, useLingui } from "@lingui/react/macro";
import { AdminPanel } from "@/features/admin/components/admin-panel";
import { AdminTabs } from "@/features/admin/components/admin-tabs";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function AdminPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Admin Panel`);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Admin Panel</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Review attorney applications. Check each license number and bar registration before approving.</Trans>
        </p>
      </header>
      <AdminTabs />
      <AdminPanel />
    </div>
  );
}

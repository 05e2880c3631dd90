import { AdminPanel } from "@/features/admin/components/admin-panel";
import { AdminTabs } from "@/features/admin/components/admin-tabs";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function AdminPage() {
  useDocumentTitle("Admin Panel");
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
        <p className="text-muted-foreground">
          Review attorney applications. Check each license number and bar registration before approving.
        </p>
      </header>
      <AdminTabs />
      <AdminPanel />
    </div>
  );
}

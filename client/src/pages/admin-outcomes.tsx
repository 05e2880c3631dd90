import { AdminTabs } from "@/features/admin/components/admin-tabs";
import { OutcomesView } from "@/features/admin/components/outcomes-view";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** The admin panel's Outcomes view (docs/decisions/029). */
export function AdminOutcomesPage() {
  useDocumentTitle("Outcomes");
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Outcomes</h1>
        <p className="text-muted-foreground">
          Whether questions get answered, how soon, and where volunteers are missing. Anonymous figures: they keep no
          text, no names and no attorney.
        </p>
      </header>
      <AdminTabs />
      <OutcomesView />
    </div>
  );
}

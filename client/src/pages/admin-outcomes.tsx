import { Trans, useLingui } from "@lingui/react/macro";
import { AdminTabs } from "@/features/admin/components/admin-tabs";
import { OutcomesView } from "@/features/admin/components/outcomes-view";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** The admin panel's Outcomes view (docs/decisions/029). */
export function AdminOutcomesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Outcomes`);
  return (
    // One column that may shrink below its content (grid-cols-1): a wide table scrolls in its own box, not the page.
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Outcomes</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Whether questions get answered, how soon, and where volunteers are missing. Anonymous figures: they keep no
            text, no names and no attorney.
          </Trans>
        </p>
      </header>
      <AdminTabs />
      <OutcomesView />
    </div>
  );
}

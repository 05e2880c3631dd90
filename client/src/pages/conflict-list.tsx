import { useLingui } from "@lingui/react/macro";
import { AttorneyGate } from "@/features/attorneys/components/attorney-gate";
import { ConflictListForm } from "@/features/attorneys/components/conflict-list-form";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function ConflictListPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Conflict List`);
  return (
    <AttorneyGate
      title={t`Conflict List`}
      description={t`Clients and adverse parties you must not act against. Only you can see this list.`}
      loadingText={t`Loading...`}
      require="approved"
      deniedMessage={t`This page is only accessible to approved attorneys`}
      homeStyle="button"
    >
      <ConflictListForm />
    </AttorneyGate>
  );
}

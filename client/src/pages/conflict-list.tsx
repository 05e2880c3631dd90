import { AttorneyGate } from "@/features/attorneys/components/attorney-gate";
import { ConflictListForm } from "@/features/attorneys/components/conflict-list-form";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function ConflictListPage() {
  useDocumentTitle("Conflict List");
  return (
    <AttorneyGate
      title="Conflict List"
      description="Clients and adverse parties you must not act against. Only you can see this list."
      loadingText="Loading..."
      require="approved"
      deniedMessage="This page is only accessible to approved attorneys"
      homeStyle="button"
    >
      <ConflictListForm />
    </AttorneyGate>
  );
}

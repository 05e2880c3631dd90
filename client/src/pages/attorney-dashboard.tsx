import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: the full screen is built in its own change.
export function AttorneyDashboardPage() {
  useDocumentTitle("Attorney Dashboard");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Attorney Dashboard
      </h1>
    </section>
  );
}

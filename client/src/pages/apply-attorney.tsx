import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: the full screen is built in its own change.
export function ApplyAttorneyPage() {
  useDocumentTitle("Apply as an Attorney");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Apply as an Attorney
      </h1>
    </section>
  );
}

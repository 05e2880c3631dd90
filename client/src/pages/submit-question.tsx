import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: the full screen is built in its own change.
export function SubmitQuestionPage() {
  useDocumentTitle("Ask a Question");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Ask a Question
      </h1>
    </section>
  );
}

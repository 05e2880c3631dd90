import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: the full screen is built in its own change.
export function QuestionQueuePage() {
  useDocumentTitle("Question Queue");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Question Queue
      </h1>
    </section>
  );
}

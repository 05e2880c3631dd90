import { useParams } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: the full screen is built in its own change.
export function QuestionDetailPage() {
  const { id } = useParams<{ id: string }>();
  useDocumentTitle("Question Details");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Question Details
      </h1>
      <p className="mt-2 text-muted-foreground">Question #{id}</p>
    </section>
  );
}

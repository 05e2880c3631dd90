import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: the full screen is built in its own change.
export function HomePage() {
  useDocumentTitle("Welcome");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Welcome
      </h1>
    </section>
  );
}

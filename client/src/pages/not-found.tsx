import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@shared/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Page Not Found</p>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        We couldn't find the page you asked for. It may have moved, or the address may have a typo.
      </p>
      <Button asChild>
        <Link href={paths.home}>Go to Home</Link>
      </Button>
    </div>
  );
}

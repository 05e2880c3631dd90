import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@shared/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page Not Found`);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">
        <Trans>Page Not Found</Trans>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>We couldn't find the page you asked for. It may have moved, or the address may have a typo.</Trans>
      </p>
      <Button asChild>
        <Link href={paths.home}>
          <Trans>Go to Home</Trans>
        </Link>
      </Button>
    </div>
  );
}

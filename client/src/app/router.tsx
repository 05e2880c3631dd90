import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { paths, publicPaths } from "@shared/paths";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { useAuth } from "@/lib/auth";
import { LandingPage } from "@/pages/landing";

// The landing page is the only screen in the first download (docs/performance.md: under 120 kB of JavaScript, gzipped);
// the shell with every other screen follows on demand.
const AppShell = lazy(() => import("@/app/app-shell").then((module) => ({ default: module.AppShell })));

export function isPublicPath(location: string): boolean {
  return publicPaths.includes(location);
}

function FullPageSpinner() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <PageSpinner />
    </main>
  );
}

export function AppRouter() {
  const [location] = useLocation();
  const { isLoading, isAuthenticated } = useAuth();

  let content;
  if (isLoading && !isPublicPath(location)) {
    // Spec section 2: while the current user loads, a spinner on every path but the public ones.
    content = <FullPageSpinner />;
  } else if (location === paths.home && !isAuthenticated) {
    // The landing page brings its own header, anchors and footer.
    content = <LandingPage />;
  } else {
    content = (
      <Suspense fallback={<FullPageSpinner />}>
        <AppShell isAuthenticated={isAuthenticated} />
      </Suspense>
    );
  }

  return (
    <>
      <EmailVerificationNotice />
      {content}
    </>
  );
}

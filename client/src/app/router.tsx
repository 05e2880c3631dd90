import { Suspense, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useLingui } from "@lingui/react/macro";
import { QuickExit } from "@/components/layout/quick-exit";
import { PageSpinner } from "@/components/ui/spinner";
import { paths, publicPaths } from "@shared/paths";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { useAuth } from "@/lib/auth";
import { focusPageHeadingWhenReady, hasInteracted } from "@/lib/focus";
import { loadScreenMessages } from "@/lib/i18n";
import { lazyScreen } from "@/lib/lazy-screen";
import { LandingPage } from "@/pages/landing";

// The landing page is the only screen in the first download (docs/performance.md: under 120 kB of JavaScript, gzipped);
// the shell with every other screen follows on demand.
// Its screens' messages come with it: the landing page's first download carries only its own (docs/decisions/038).
const AppShell = lazyScreen(() =>
  Promise.all([import("@/app/app-shell"), loadScreenMessages()]).then(([module]) => module.AppShell),
);

/**
 * Before the first draw of a page opened on any screen but the landing page: the shell, its messages and that
 * screen's code, so the screen draws as soon as the person is known, without waiting on React's reveal of a lazy
 * screen twice over (lib/lazy-screen.ts). A failed download is left to the screen's own error handling.
 */
export async function preloadFirstScreen(location: string): Promise<void> {
  if (location === paths.home) return;
  try {
    await Promise.all([AppShell.preload(), import("@/app/app-shell").then((module) => module.preloadScreen(location))]);
  } catch {
    // Drawn anyway: the lazy screen loads again and shows its error if it still fails.
  }
}

export function isPublicPath(location: string): boolean {
  return publicPaths.includes(location);
}

/** While the user or the screens load: Quick exit is there already, as on every page (docs/decisions/021). */
function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <QuickExit />
      <main className="flex flex-1 items-center justify-center">
        <PageSpinner label={label} showLabel={label !== undefined} />
      </main>
    </div>
  );
}

/**
 * After a move to another screen, focus goes to the new screen's h1, so a screen reader reads where the person is
 * (docs/decisions/032), unless the screen has placed focus itself. Not on the first load, nor on a redirect before the
 * person has done anything: there the skip link stays the first stop.
 */
function useFocusHeadingOnNavigation(location: string) {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from === null || from === location || !hasInteracted()) return;
    return focusPageHeadingWhenReady({ unlessPlaced: true });
  }, [location]);
}

export function AppRouter() {
  const [location] = useLocation();
  useFocusHeadingOnNavigation(location);
  const { isLoading, isAuthenticated } = useAuth();
  const { t } = useLingui();

  let content;
  if (isLoading && !isPublicPath(location)) {
    // Spec section 2: while the current user loads, a spinner on every path but the public ones, with the words
    // the Submit screen shows while authentication resolves (docs/decisions/054).
    content = <FullPageSpinner label={t`Loading...`} />;
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

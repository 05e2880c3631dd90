import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { QuickExit } from "@/components/layout/quick-exit";
import { Button } from "@/components/ui/button";

interface State {
  error: Error | null;
}

/**
 * The last line of defence: a calm message and a way back instead of a blank page. It sits outside the app's
 * I18nProvider (app/provider.tsx), so it brings its own, in the language the page was in (docs/decisions/038).
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("Unexpected error while rendering", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <I18nProvider i18n={i18n}>
        <div className="flex min-h-screen flex-col">
          {/* Quick exit, as on every page (docs/decisions/021): a page that failed is still a page of this site. */}
          <QuickExit />
          <main className="mx-auto flex flex-1 max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
            <h1 className="text-2xl font-semibold">
              <Trans>Something went wrong</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>
                We're sorry, this page could not be shown. Nothing you entered has been shared. Please reload the page,
                or go back to the home page and try again.
              </Trans>
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => window.location.reload()}>
                <Trans>Reload Page</Trans>
              </Button>
              <Button variant="outline" asChild>
                <a href="/">
                  <Trans>Go to Home</Trans>
                </a>
              </Button>
            </div>
          </main>
        </div>
      </I18nProvider>
    );
  }
}

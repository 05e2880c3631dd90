import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

interface State {
  error: Error | null;
}

/**
 * docs/decisions/025: a screen that fails to load (its code could not be fetched, or it broke while drawing) says so
 * inside the page, and the navigation around it stays. The shell gives it a key per location, so moving to another
 * screen starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("A screen failed to load", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" className="mx-auto grid max-w-lg justify-items-start gap-4 py-12">
        <h1 className="text-2xl font-semibold">
          <Trans>This page didn't load</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            We can't reach ClearCounsel right now, or this page could not be shown. Nothing you entered has been shared.
            Please try again in a moment.
          </Trans>
        </p>
        <Button onClick={() => window.location.reload()}>
          <Trans>Try Again</Trans>
        </Button>
      </section>
    );
  }
}

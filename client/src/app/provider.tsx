import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { RootErrorBoundary } from "@/components/errors/root-error-boundary";
import { QuickExitButton } from "@/components/layout/quick-exit";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { ModalCornerProvider } from "@/components/ui/modal-corner";
import { followOtherTabs } from "@/lib/auth";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { RoleViewProvider } from "@/lib/role-view";

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the shared one. */
  queryClient?: QueryClient;
  /** Tests pass the Toaster itself, so the notification region is there from the first render. */
  toaster?: ReactNode;
}

export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  toaster = <DeferredToaster />,
}: AppProviderProps) {
  // Every open tab of the site follows who signs in and out in the others (docs/decisions/055).
  useEffect(() => followOtherTabs(queryClient), [queryClient]);
  return (
    <RootErrorBoundary>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* The TooltipProvider sits in AppShell: Radix's tooltip brings its positioning engine, which the landing
            page does not need. */}
          <RoleViewProvider>
            {/* Every modal carries Quick exit, which its overlay hides on the page (docs/decisions/021). */}
            <ModalCornerProvider value={<QuickExitButton className="-mt-2 justify-self-end" />}>
              {children}
              {toaster}
            </ModalCornerProvider>
          </RoleViewProvider>
        </QueryClientProvider>
      </I18nProvider>
    </RootErrorBoundary>
  );
}

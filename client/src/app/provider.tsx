import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RootErrorBoundary } from "@/components/errors/root-error-boundary";
import { Toaster } from "@/components/ui/toaster";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from "@/components/ui/tooltip";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { RoleViewProvider } from "@/lib/role-view";

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the shared one. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = defaultQueryClient }: AppProviderProps) {
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <RoleViewProvider>
            {children}
            <Toaster />
          </RoleViewProvider>
        </TooltipProvider>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}

import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { UNAUTHORIZED_REDIRECT_MS } from "@/config/timings";
import { handleUnauthorized, isUnauthorizedError } from "@/lib/api-errors";
import { isTwoFactorRequired, requireTwoFactor } from "@/lib/two-factor-gate";

/**
 * docs/architecture.md: a 401 from any query or mutation is answered here, once: the 'Unauthorized' toast, then
 * /api/login (spec section 8). Screens only stop rendering their content; forms only show other failures.
 * Several calls failing together give one toast and one redirect. A 403 asking for two-step sign-in is noticed here
 * too, for every screen at once (docs/decisions/031; lib/two-factor-gate.ts).
 */
function onceSignedOut() {
  let redirecting = false;
  return (error: unknown) => {
    // docs/decisions/031: a role that needs two-step sign-in is led to turn it on (app shell: TwoFactorGate).
    if (isTwoFactorRequired(error)) requireTwoFactor();
    if (!isUnauthorizedError(error) || redirecting) return;
    redirecting = true;
    handleUnauthorized();
    // The page is leaving; should it stay (a test, a blocked navigation), a later 401 is answered again.
    setTimeout(() => (redirecting = false), UNAUTHORIZED_REDIRECT_MS + 100);
  };
}

// Spec section 9: no automatic refetch, no refetch on focus, never stale, no retries.
// Every query names its own typed fetcher (features/*/api, lib/api): there is no default query function.
export function createQueryClient(): QueryClient {
  const signedOut = onceSignedOut();
  return new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        // Moot while nothing goes stale, but says "no automatic refetch" outright.
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

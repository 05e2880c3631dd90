import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { UNAUTHORIZED_REDIRECT_MS } from "@/config/timings";
import { hasStatus } from "@/lib/api-client";
import { handleUnauthorized, isUnauthorizedError } from "@/lib/api-errors";
import { attorneyProfileQueryKey, authRolesQueryKey } from "@/lib/auth";
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

/**
 * A plain 403 (not one asking for two-step sign-in) may mean the person's role changed since the page loaded: an
 * attorney's access revoked by an admin, say. The attorney profile and the roles are read again, so the screens
 * follow the server ("Your Access Has Ended") instead of failing on every retry (docs/decisions/033). The profile's
 * own failure does not ask for itself again.
 */
function rolesMayHaveChanged(client: () => QueryClient) {
  const isProfile = (key: readonly unknown[]) => key[0] === attorneyProfileQueryKey[0];
  return (error: unknown, failedKey?: readonly unknown[]) => {
    if (!hasStatus(error, 403) || isTwoFactorRequired(error) || (failedKey && isProfile(failedKey))) return;
    void client().invalidateQueries({ queryKey: attorneyProfileQueryKey });
    void client().invalidateQueries({ queryKey: authRolesQueryKey });
  };
}

// Spec section 9: no automatic refetch, no refetch on focus, never stale, no retries.
// Every query names its own typed fetcher (features/*/api, lib/api): there is no default query function.
// Queries and changes are sent whether or not the browser believes it is online (`networkMode: "always"`): offline,
// TanStack's default would pause them before fetch, leaving a form "Submitting..." with no word, then send it unasked
// when the connection came back. Sent, a failure says "We can't reach ClearCounsel" like any other (docs/ux.md).
export function createQueryClient(): QueryClient {
  const signedOut = onceSignedOut();
  const roles = rolesMayHaveChanged(() => client);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        signedOut(error);
        roles(error, query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        signedOut(error);
        roles(error);
      },
    }),
    defaultOptions: {
      queries: {
        networkMode: "always",
        refetchInterval: false,
        refetchOnWindowFocus: false,
        // Moot while nothing goes stale, but says "no automatic refetch" outright.
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        networkMode: "always",
        retry: false,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

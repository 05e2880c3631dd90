import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

// Spec section 9: no automatic refetch, no refetch on focus, never stale, no retries.
// By default a 401 is an error (spec section 7); useAuth opts into returning null instead.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
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

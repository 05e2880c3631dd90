import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TwoFactorStatusDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

export const twoFactorQueryKey = ["/api/auth/2fa"] as const;

/** GET /api/auth/2fa: whether two-step sign-in is on, and how many recovery codes are left. */
export const twoFactorQuery = queryOptions({
  queryKey: twoFactorQueryKey,
  queryFn: () => apiJson<TwoFactorStatusDto>("GET", twoFactorQueryKey[0]),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQuery);
}

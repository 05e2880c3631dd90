import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PasskeyDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

export const passkeysQueryKey = ["/api/auth/passkeys"] as const;

/** GET /api/auth/passkeys: the signed-in account's passkeys. */
export const passkeysQuery = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: () => apiJson<PasskeyDto[]>("GET", passkeysQueryKey[0]),
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

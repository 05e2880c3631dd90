import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LicenseDto } from "@shared/api/types";
import type { LicenseInput } from "@shared/validators";
import { apiJson, hasStatus } from "@/lib/api-client";

// The attorney's own licenses (docs/decisions/018): the dashboard lists and adds them, the queue filters
// by the verified ones, so this lives outside both features.
export const licensesQueryKey = ["/api/attorney/licenses"] as const;

export function getLicenses(): Promise<LicenseDto[]> {
  return apiJson<LicenseDto[]>("GET", "/api/attorney/licenses");
}

/** GET /api/attorney/licenses (approved attorneys only). */
export function useLicenses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: licensesQueryKey, queryFn: getLicenses, enabled });
}

export function addLicense(input: LicenseInput): Promise<LicenseDto> {
  return apiJson<LicenseDto>("POST", "/api/attorney/licenses", input);
}

export function useAddLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLicense,
    onSuccess: (license) => {
      queryClient.setQueryData<LicenseDto[]>(licensesQueryKey, (list) => [...(list ?? []), license]);
      void queryClient.invalidateQueries({ queryKey: licensesQueryKey });
    },
    // 409: the state is held already (added in another tab): the list read again shows it, and stops offering it.
    onError: (error) => {
      if (hasStatus(error, 409)) void queryClient.invalidateQueries({ queryKey: licensesQueryKey });
    },
  });
}

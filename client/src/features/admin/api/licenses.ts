import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LicenseDto, PendingLicenseDto } from "@shared/api/types";
import { apiJson, apiRequest } from "@/lib/api-client";
import { refreshAdminRecords } from "@/features/admin/api/audit";

// docs/decisions/018: licenses that approved attorneys added, for an admin to verify or reject.
export const pendingLicensesQueryKey = ["/api/admin/licenses/pending"] as const;

export function getPendingLicenses(): Promise<PendingLicenseDto[]> {
  return apiJson<PendingLicenseDto[]>("GET", "/api/admin/licenses/pending");
}

export function usePendingLicenses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: pendingLicensesQueryKey, queryFn: getPendingLicenses, enabled });
}

export function verifyLicense(id: number): Promise<LicenseDto> {
  return apiJson<LicenseDto>("POST", `/api/admin/licenses/${id}/approve`, {});
}

export async function rejectLicense(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/licenses/${id}/reject`);
}

/** Either decision takes the license off the list at once; the list is then reloaded. */
function useDecision(mutationFn: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PendingLicenseDto[]>(pendingLicensesQueryKey, (list) =>
        list?.filter((l) => l.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: pendingLicensesQueryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: pendingLicensesQueryKey }),
    onSettled: () => refreshAdminRecords(queryClient),
  });
}

export const useVerifyLicense = () => useDecision(verifyLicense);
export const useRejectLicense = () => useDecision(rejectLicense);

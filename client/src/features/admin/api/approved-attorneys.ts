import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { refreshAdminRecords } from "@/features/admin/api/audit";
import { pendingLicensesQueryKey } from "@/features/admin/api/licenses";

export const approvedAttorneysQueryKey = ["/api/admin/attorneys/approved"] as const;
// docs/decisions/033: attorneys whose approval was revoked, each of whom an admin may reinstate.
export const revokedAttorneysQueryKey = ["/api/admin/attorneys/revoked"] as const;

export function useApprovedAttorneys() {
  return useQuery({
    queryKey: approvedAttorneysQueryKey,
    queryFn: () => apiJson<ReviewedAttorneyDto[]>("GET", approvedAttorneysQueryKey[0]),
  });
}

export function useRevokedAttorneys() {
  return useQuery({
    queryKey: revokedAttorneysQueryKey,
    queryFn: () => apiJson<ReviewedAttorneyDto[]>("GET", revokedAttorneysQueryKey[0]),
  });
}

export function revokeAttorney(id: number): Promise<ReviewedAttorneyDto> {
  return apiJson<ReviewedAttorneyDto>("POST", `/api/admin/attorneys/${id}/revoke`, {});
}

export function reinstateAttorney(id: number): Promise<ReviewedAttorneyDto> {
  return apiJson<ReviewedAttorneyDto>("POST", `/api/admin/attorneys/${id}/reinstate`, {});
}

/**
 * The attorney leaves one list at once for the other; both are then reloaded from the server either way, and so are
 * the added licenses, which list only approved attorneys' (a revoked attorney's leave it, a reinstated one's return).
 */
function useMove(mutationFn: (id: number) => Promise<ReviewedAttorneyDto>, from: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<ReviewedAttorneyDto[]>(from, (list) => list?.filter((a) => a.id !== id)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvedAttorneysQueryKey }),
        queryClient.invalidateQueries({ queryKey: revokedAttorneysQueryKey }),
        queryClient.invalidateQueries({ queryKey: pendingLicensesQueryKey }),
        refreshAdminRecords(queryClient),
      ]),
  });
}

export const useRevokeAttorney = () => useMove(revokeAttorney, approvedAttorneysQueryKey);
export const useReinstateAttorney = () => useMove(reinstateAttorney, revokedAttorneysQueryKey);

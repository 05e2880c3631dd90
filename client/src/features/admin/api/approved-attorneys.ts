import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttorneyProfileDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

export const approvedAttorneysQueryKey = ["/api/admin/attorneys/approved"] as const;

export function useApprovedAttorneys() {
  return useQuery({
    queryKey: approvedAttorneysQueryKey,
    queryFn: () => apiJson<AttorneyProfileDto[]>("GET", approvedAttorneysQueryKey[0]),
  });
}

export function revokeAttorney(id: number): Promise<AttorneyProfileDto> {
  return apiJson<AttorneyProfileDto>("POST", `/api/admin/attorneys/${id}/revoke`, {});
}

/** A revoked attorney leaves the list at once; the list is then reloaded from the server either way. */
export function useRevokeAttorney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAttorney,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<AttorneyProfileDto[]>(approvedAttorneysQueryKey, (list) =>
        list?.filter((a) => a.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvedAttorneysQueryKey }),
  });
}

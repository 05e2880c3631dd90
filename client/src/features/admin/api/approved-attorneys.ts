import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

export const approvedAttorneysQueryKey = ["/api/admin/attorneys/approved"] as const;

export function useApprovedAttorneys() {
  return useQuery({
    queryKey: approvedAttorneysQueryKey,
    queryFn: () => apiJson<ReviewedAttorneyDto[]>("GET", approvedAttorneysQueryKey[0]),
  });
}

export function revokeAttorney(id: number): Promise<ReviewedAttorneyDto> {
  return apiJson<ReviewedAttorneyDto>("POST", `/api/admin/attorneys/${id}/revoke`, {});
}

/** A revoked attorney leaves the list at once; the list is then reloaded from the server either way. */
export function useRevokeAttorney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAttorney,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<ReviewedAttorneyDto[]>(approvedAttorneysQueryKey, (list) =>
        list?.filter((a) => a.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvedAttorneysQueryKey }),
  });
}

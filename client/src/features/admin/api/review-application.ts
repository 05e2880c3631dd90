import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { apiJson, apiRequest } from "@/lib/api-client";
import { approvedAttorneysQueryKey } from "@/features/admin/api/approved-attorneys";
import { pendingApplicationsQueryKey } from "@/features/admin/api/get-pending-applications";
import { refreshAdminRecords } from "@/features/admin/api/audit";

// Spec section 7: approve sends an empty object; reject sends no body, unless the admin wrote a note for the
// applicant (docs/decisions/025).
export function approveApplication(id: number): Promise<ReviewedAttorneyDto> {
  return apiJson<ReviewedAttorneyDto>("POST", `/api/admin/attorneys/${id}/approve`, {});
}

export async function rejectApplication({ id, reason }: { id: number; reason?: string }): Promise<void> {
  const note = reason?.trim();
  await apiRequest("DELETE", `/api/admin/attorneys/${id}/reject`, note ? { reason: note } : undefined);
}

/** Either decision takes the card off the list at once; the list is then reloaded from the server. */
function useReview<V>(mutationFn: (variables: V) => Promise<unknown>, idOf: (variables: V) => number) {
  const queryClient = useQueryClient();
  const settle = (id: number) => {
    queryClient.setQueryData<ReviewedAttorneyDto[]>(pendingApplicationsQueryKey, (list) =>
      list?.filter((a) => a.id !== id),
    );
    void queryClient.invalidateQueries({ queryKey: pendingApplicationsQueryKey });
    // An approval adds to the approved list, where an admin may later revoke it.
    void queryClient.invalidateQueries({ queryKey: approvedAttorneysQueryKey });
  };
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) => settle(idOf(variables)),
    // Already decided elsewhere (409) or gone (404): the list on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: pendingApplicationsQueryKey }),
    onSettled: () => refreshAdminRecords(queryClient),
  });
}

export const useApproveApplication = () => useReview(approveApplication, (id: number) => id);
export const useRejectApplication = () => useReview(rejectApplication, (v: { id: number }) => v.id);

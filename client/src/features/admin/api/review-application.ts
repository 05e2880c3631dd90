import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AttorneyProfileDto } from "@shared/api/types";
import { apiJson, apiRequest } from "@/lib/api-client";
import { approvedAttorneysQueryKey } from "@/features/admin/api/approved-attorneys";
import { pendingApplicationsQueryKey } from "@/features/admin/api/get-pending-applications";

// Spec section 7: approve sends an empty object; reject sends no body.
export function approveApplication(id: number): Promise<AttorneyProfileDto> {
  return apiJson<AttorneyProfileDto>("POST", `/api/admin/attorneys/${id}/approve`, {});
}

export async function rejectApplication(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/attorneys/${id}/reject`);
}

/** Either decision takes the card off the list at once; the list is then reloaded from the server. */
function useReview(mutationFn: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const settle = (id: number) => {
    queryClient.setQueryData<AttorneyProfileDto[]>(pendingApplicationsQueryKey, (list) =>
      list?.filter((a) => a.id !== id),
    );
    void queryClient.invalidateQueries({ queryKey: pendingApplicationsQueryKey });
    // An approval adds to the approved list, where an admin may later revoke it.
    void queryClient.invalidateQueries({ queryKey: approvedAttorneysQueryKey });
  };
  return useMutation({
    mutationFn,
    onSuccess: (_data, id) => settle(id),
    // Already decided elsewhere (409) or gone (404): the list on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: pendingApplicationsQueryKey }),
  });
}

export const useApproveApplication = () => useReview(approveApplication);
export const useRejectApplication = () => useReview(rejectApplication);

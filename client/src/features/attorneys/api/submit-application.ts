import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AttorneyApplication } from "@shared/validators";
import { apiJson, hasStatus } from "@/lib/api-client";
import { attorneyProfileQueryKey, authRolesQueryKey } from "@/lib/auth";

export function submitApplication(input: AttorneyApplication): Promise<{ id: number }> {
  return apiJson<{ id: number }>("POST", "/api/attorney-application", input);
}

/** A signed-in applicant now holds an (unapproved) profile and the attorney role: reload both. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: attorneyProfileQueryKey });
      void queryClient.invalidateQueries({ queryKey: authRolesQueryKey });
    },
    // 409: applied already (in another tab): the profile read again shows the page's "already applied" card.
    onError: (error) => {
      if (!hasStatus(error, 409)) return;
      void queryClient.invalidateQueries({ queryKey: attorneyProfileQueryKey });
      void queryClient.invalidateQueries({ queryKey: authRolesQueryKey });
    },
  });
}

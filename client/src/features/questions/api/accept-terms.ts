import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { authUserQueryKey } from "@/lib/auth";

export interface TermsAcceptance {
  termsAcceptedAt: string;
}

export function acceptTerms(): Promise<TermsAcceptance> {
  return apiJson<TermsAcceptance>("POST", "/api/terms/accept");
}

/** Records acceptance; the cached current user learns its termsAcceptedAt at once, then is refetched. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async ({ termsAcceptedAt }) => {
      queryClient.setQueryData<PublicUser | null>(authUserQueryKey, (user) =>
        user ? { ...user, termsAcceptedAt } : user,
      );
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}

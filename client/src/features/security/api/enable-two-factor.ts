import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecoveryCodesDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { clearTwoFactorRequired } from "@/lib/two-factor-gate";
import { twoFactorQueryKey } from "@/features/security/api/get-two-factor";

/** POST /api/auth/2fa/enable {code}: turns two-step sign-in on and answers the 10 recovery codes, shown once. */
export function enableTwoFactor(input: { code: string }): Promise<RecoveryCodesDto> {
  return apiJson<RecoveryCodesDto>("POST", "/api/auth/2fa/enable", input);
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async () => {
      // Turning it on counts as using it (docs/decisions/031): what was refused for want of it may now load.
      clearTwoFactorRequired();
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
      // Not waited for: the recovery codes are shown as soon as the status is read again.
      void queryClient.invalidateQueries({ predicate: (query) => query.state.status === "error" });
    },
  });
}

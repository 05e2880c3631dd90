import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecoveryCodesDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import type { ConfirmWithCodeInput } from "@/features/security/api/disable-two-factor";
import { twoFactorQueryKey } from "@/features/security/api/get-two-factor";

/** POST /api/auth/2fa/recovery-codes {password, code}: a new set of 10 replaces the old one, shown once. */
export function newRecoveryCodes(input: ConfirmWithCodeInput): Promise<RecoveryCodesDto> {
  return apiJson<RecoveryCodesDto>("POST", "/api/auth/2fa/recovery-codes", input);
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

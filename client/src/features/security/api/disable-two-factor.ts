import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { twoFactorQueryKey } from "@/features/security/api/get-two-factor";

export interface ConfirmWithCodeInput {
  password: string;
  code: string;
}

/** POST /api/auth/2fa/disable {password, code}: both prove it is the account's owner at the keyboard. */
export function disableTwoFactor(input: ConfirmWithCodeInput): Promise<{ message?: string } | null> {
  return apiJson("POST", "/api/auth/2fa/disable", input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

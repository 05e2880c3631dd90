import { useMutation } from "@tanstack/react-query";
import type { TwoFactorSetupDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

/** POST /api/auth/2fa/setup: a new secret for the authenticator app; nothing is on until a code proves it (enable). */
export function setupTwoFactor(): Promise<TwoFactorSetupDto> {
  return apiJson<TwoFactorSetupDto>("POST", "/api/auth/2fa/setup");
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}

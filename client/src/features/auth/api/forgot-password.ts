import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message?: string } | null> {
  return apiJson("POST", "/api/auth/forgot-password", input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}

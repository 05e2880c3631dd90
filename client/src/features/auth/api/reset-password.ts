import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@shared/validators";
import { apiRequest } from "@/lib/api-client";
import { authUserQueryKey } from "@/lib/auth";

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of that user (docs/architecture.md), so ask again who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/validators";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/change-password: this session stays signed in; every other one ends (docs/decisions/014). */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest("POST", "/api/auth/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

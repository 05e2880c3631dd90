import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { passkeysQueryKey } from "@/features/security/api/get-passkeys";

/** DELETE /api/auth/passkeys/:id */
export function removePasskey(id: string): Promise<{ message?: string } | null> {
  return apiJson("DELETE", `/api/auth/passkeys/${encodeURIComponent(id)}`);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PublicUser } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { authUserQueryKey } from "@/lib/auth";

/**
 * docs/decisions/025: a finished or skipped tour is recorded on the account as well as in this browser (the spec's
 * flag), so it does not open by itself on the person's other devices. A failure changes nothing here: the local flag
 * still holds.
 */
export function useCompleteTourOnAccount(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    apiJson<{ tourCompletedAt: string }>("POST", "/api/account/tour-completed").then(
      ({ tourCompletedAt }) =>
        queryClient.setQueryData<PublicUser | null>(authUserQueryKey, (user) =>
          user ? { ...user, tourCompletedAt } : user,
        ),
      () => undefined,
    );
  }, [queryClient]);
}

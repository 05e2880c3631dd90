import { useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import { attorneyProfileQueryKey, authRolesQueryKey, authUserQueryKey } from "@/lib/auth";
import { announceSession } from "@/lib/session-tabs";
import { forgetSetupLead } from "@/lib/two-factor-gate";

/**
 * After login or registration: show the new user at once, drop anything cached for a previous session,
 * and refetch the current user (spec section 7: invalidated after login or register). The site's other open tabs
 * hear who signed in (docs/decisions/055).
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return async (user: PublicUser | null) => {
    // A new sign-in: a role waiting for a second factor leads to its setup once again (docs/decisions/031).
    forgetSetupLead();
    queryClient.removeQueries({ queryKey: authRolesQueryKey });
    queryClient.removeQueries({ queryKey: attorneyProfileQueryKey });
    if (user && typeof user === "object" && "id" in user) {
      queryClient.setQueryData(authUserQueryKey, user);
      announceSession({ signedIn: user.id });
    }
    await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
  };
}

import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { PublicUser } from "@shared/api/types";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { toast } from "@/hooks/use-toast";
import { authUserQueryKey } from "@/lib/auth";
import { dropDraftsOfOthers, keptDraftPath } from "@/lib/kept-draft";

/** Where a person lands once signed in: the screen of their kept draft, else Home (docs/decisions/055). */
export const signedInPath = (user: PublicUser | null | undefined): string =>
  (user && keptDraftPath(user.id)) ?? paths.home;

/**
 * The end of every way of signing in (password, password and code, passkey): the same toast and the same move to
 * Home, or back to the screen whose draft was kept when the session ended (docs/decisions/055). The cache was already
 * updated by the mutation's useSignedIn.
 */
export function useWelcome() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return () => {
    toast({ title: t`Login Successful`, description: t`Welcome back to ${PRODUCT_NAME}.` });
    const user = queryClient.getQueryData<PublicUser | null>(authUserQueryKey);
    if (user) dropDraftsOfOthers(user.id);
    navigate(signedInPath(user), { replace: true });
  };
}

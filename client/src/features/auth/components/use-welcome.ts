import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { PublicUser } from "@shared/api/types";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { toast } from "@/hooks/use-toast";
import { authUserQueryKey } from "@/lib/auth";
import { dropDraftsOfOthers, keptDraftPath } from "@/lib/kept-draft";
import { returnPathIn } from "@/lib/return-to";

/**
 * Where a person lands once signed in: the screen of their kept draft (docs/decisions/055), else the screen they opened
 * signed out (Sign In's `?next=`, docs/decisions/054), else Home.
 */
export const signedInPath = (user: PublicUser | null | undefined, search = ""): string =>
  (user && keptDraftPath(user.id)) ?? returnPathIn(search) ?? paths.home;

/**
 * The end of every way of signing in (password, password and code, passkey): the same toast and the same move to
 * Home, or back to the screen whose draft was kept when the session ended (docs/decisions/055). The cache was already
 * updated by the mutation's useSignedIn.
 */
export function useWelcome() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  // Sign In's query as the form opened: the page may move on before this runs (login.tsx's own redirect).
  const [search] = useState(useSearch());
  const queryClient = useQueryClient();
  return () => {
    toast({ title: t`Login Successful`, description: t`Welcome back to ${PRODUCT_NAME}.` });
    const user = queryClient.getQueryData<PublicUser | null>(authUserQueryKey);
    if (user) dropDraftsOfOthers(user.id);
    navigate(signedInPath(user, search), { replace: true });
  };
}

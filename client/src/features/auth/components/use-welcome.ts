import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { PublicUser } from "@shared/api/types";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { toast } from "@/hooks/use-toast";
import { authUserQueryKey } from "@/lib/auth";
import { activateLanguage } from "@/lib/i18n";
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
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  // Sign In's query as the form opened: the page may move on before this runs (login.tsx's own redirect).
  const [search] = useState(useSearch());
  const queryClient = useQueryClient();
  return () => {
    const user = queryClient.getQueryData<PublicUser | null>(authUserQueryKey);
    // The page turns to the account's language as it signs in (language-switch.tsx): the toast is said in that
    // language, once it is loaded, not in the one the sign-in form was in (docs/ux.md: one language per screen).
    const turning = user && user.locale !== i18n.locale ? activateLanguage(user.locale) : Promise.resolve();
    void turning
      .catch(() => undefined)
      .then(() => toast({ title: t`Login Successful`, description: t`Welcome back to ${PRODUCT_NAME}.` }));
    if (user) dropDraftsOfOthers(user.id);
    navigate(signedInPath(user, search), { replace: true });
  };
}

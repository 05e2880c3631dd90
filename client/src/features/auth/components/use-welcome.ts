import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { toast } from "@/hooks/use-toast";

/**
 * The end of every way of signing in (password, password and code, passkey): the same toast and the same move to
 * Home. The cache was already updated by the mutation's useSignedIn.
 */
export function useWelcome() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return () => {
    toast({ title: t`Login Successful`, description: t`Welcome back to ${PRODUCT_NAME}.` });
    navigate(paths.home, { replace: true });
  };
}

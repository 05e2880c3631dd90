import { useEffect } from "react";
import { handleUnauthorized, isUnauthorizedError } from "@/lib/unauthorized";

/** Spec section 8: a query that fails with 401 on an attorney screen shows 'Unauthorized', then goes to log in. */
export function useUnauthorizedRedirect(...errors: unknown[]) {
  const unauthorized = errors.some(isUnauthorizedError);
  useEffect(() => {
    if (!unauthorized) return;
    const timer = handleUnauthorized();
    return () => clearTimeout(timer);
  }, [unauthorized]);
  return unauthorized;
}

import { useEffect, useRef } from "react";
import { handleUnauthorized, isUnauthorizedError } from "@/lib/unauthorized";

/**
 * Spec section 8: a query failing with 401 shows the 'Unauthorized' toast and, 500 ms later, loads /api/login.
 * Once per error, even when effects run twice (StrictMode) or the component re-renders. Returns whether any of
 * the errors is a 401, so a screen can stop rendering its content.
 */
export function useUnauthorizedRedirect(...errors: unknown[]): boolean {
  const unauthorized = errors.find(isUnauthorizedError);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (unauthorized && unauthorized !== handled.current) {
      handled.current = unauthorized;
      handleUnauthorized();
    }
  }, [unauthorized]);
  return unauthorized !== undefined;
}

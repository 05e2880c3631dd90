import { useEffect, useRef } from "react";
import { handleUnauthorized, isUnauthorizedError } from "@/lib/unauthorized";

/**
 * Spec section 8: a query failing with 401 shows the 'Unauthorized' toast and, 500 ms later, loads /api/login.
 * Once per error, even when effects run twice (StrictMode) or the component re-renders.
 */
export function useUnauthorizedRedirect(error: unknown) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== handled.current && isUnauthorizedError(error)) {
      handled.current = error;
      handleUnauthorized();
    }
  }, [error]);
}

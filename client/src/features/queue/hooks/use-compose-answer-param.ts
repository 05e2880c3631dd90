import { useLocation, useSearch } from "wouter";
import { parseId } from "@shared/validators";

export const COMPOSE_PARAM = "answer";

/**
 * Compose Answer lives in the URL (`?answer=<id>`), so it survives a reload and the Back button returns to
 * the list it was opened from.
 */
export function useComposeAnswerParam(basePath: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const composingId = parseId(new URLSearchParams(search).get(COMPOSE_PARAM));
  return {
    composingId,
    open: (questionId: number) => navigate(`${basePath}?${COMPOSE_PARAM}=${questionId}`),
    close: () => navigate(basePath),
  };
}

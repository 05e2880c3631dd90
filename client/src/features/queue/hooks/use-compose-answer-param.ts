import { useLocation, useSearch } from "wouter";
import { parseId } from "@shared/validators";

export const COMPOSE_PARAM = "answer";

/** Compose Answer for one question, opened over the list at `basePath` (the queue or the claims). */
export const composeAnswerPath = (basePath: string, questionId: number) => `${basePath}?${COMPOSE_PARAM}=${questionId}`;

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
    open: (questionId: number) => navigate(composeAnswerPath(basePath, questionId)),
    close: () => navigate(basePath),
  };
}

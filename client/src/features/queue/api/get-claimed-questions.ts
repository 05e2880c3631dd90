import { useQuery } from "@tanstack/react-query";
import type { ClaimedQuestionDto } from "@shared/api/types";

export const claimedQuestionsQueryKey = ["/api/attorney/claimed-questions"] as const;

/** The attorney's claims, newest first; only when approved (spec section 7). */
export function useClaimedQuestions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<ClaimedQuestionDto[]>({ queryKey: claimedQuestionsQueryKey, enabled });
}

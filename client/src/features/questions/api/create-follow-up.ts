import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FollowUpDto } from "@shared/api/types";
import type { FollowUpInput } from "@shared/validators";
import { apiJson, hasStatus } from "@/lib/api-client";
import { questionQueryKey } from "@/lib/api/question";

export function createFollowUp(input: FollowUpInput): Promise<FollowUpDto> {
  return apiJson<FollowUpDto>("POST", "/api/followups", input);
}

/**
 * The question's detail is refetched so the new follow-up appears in its list, and after a 409, when the question has
 * moved on meanwhile (released, closed, expired), so the page shows where it stands now.
 */
export function useCreateFollowUp() {
  const queryClient = useQueryClient();
  const reread = (questionId: number) => queryClient.invalidateQueries({ queryKey: questionQueryKey(questionId) });
  return useMutation({
    mutationFn: createFollowUp,
    onSuccess: (_followUp, input) => reread(input.questionId),
    onError: (error, input) => {
      if (hasStatus(error, 409)) void reread(input.questionId);
    },
  });
}

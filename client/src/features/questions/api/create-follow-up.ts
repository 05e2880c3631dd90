import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FollowUpDto } from "@shared/api/types";
import type { FollowUpInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { questionQueryKey } from "@/lib/api/question";

export function createFollowUp(input: FollowUpInput): Promise<FollowUpDto> {
  return apiJson<FollowUpDto>("POST", "/api/followups", input);
}

/** The question's detail is refetched so the new follow-up appears in its list. */
export function useCreateFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFollowUp,
    onSuccess: (_followUp, input) => queryClient.invalidateQueries({ queryKey: questionQueryKey(input.questionId) }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { questionQueryKey } from "@/lib/api/question";
import { userQuestionsQueryKey } from "@/features/questions/api/get-user-questions";

export type AskerAction = "withdraw" | "close";
export type Helpful = "yes" | "partly" | "no";

/**
 * POST /api/questions/:id/withdraw or /close (docs/decisions/020). Closing may carry the asker's answer to "Did this
 * answer help?", which goes to the question's anonymous outcome only (docs/decisions/029).
 */
export function changeQuestionStatus({
  id,
  action,
  helpful,
}: {
  id: number;
  action: AskerAction;
  helpful?: Helpful;
}): Promise<QuestionDto> {
  return apiJson<QuestionDto>("POST", `/api/questions/${id}/${action}`, helpful ? { helpful } : undefined);
}

export function useChangeQuestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuestionStatus,
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: questionQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: userQuestionsQueryKey });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { questionQueryKey } from "@/lib/api/question";
import { userQuestionsQueryKey } from "@/features/questions/api/get-user-questions";

export type AskerAction = "withdraw" | "close";

/** POST /api/questions/:id/withdraw or /close (docs/decisions/020). */
export function changeQuestionStatus({ id, action }: { id: number; action: AskerAction }): Promise<QuestionDto> {
  return apiJson<QuestionDto>("POST", `/api/questions/${id}/${action}`);
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

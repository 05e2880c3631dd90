import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnswerDto, ClaimedQuestionDto } from "@shared/api/types";
import type { AnswerInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { claimedQuestionsQueryKey } from "@/features/queue/api/get-claimed-questions";
import { questionQueryKey } from "@/features/queue/api/get-question";

export function submitAnswer({ questionId, ...input }: AnswerInput & { questionId: number }): Promise<AnswerDto> {
  return apiJson<AnswerDto>("POST", `/api/questions/${questionId}/answer`, input);
}

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnswer,
    onSuccess: (answer, { questionId }) => {
      queryClient.setQueryData<ClaimedQuestionDto[]>(claimedQuestionsQueryKey, (list) =>
        list?.map((q) => (q.id === questionId ? { ...q, status: "answered", answeredAt: answer.createdAt } : q)),
      );
      void queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: questionQueryKey(questionId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey }),
  });
}

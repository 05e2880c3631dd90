import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnswerDto, ClaimedQuestionDto } from "@shared/api/types";
import type { AnswerInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { claimedQuestionsQueryKey, type ClaimedData } from "@/features/queue/api/get-claimed-questions";
import { questionQueryKey } from "@/lib/api/question";

export function submitAnswer({ questionId, ...input }: AnswerInput & { questionId: number }): Promise<AnswerDto> {
  return apiJson<AnswerDto>("POST", `/api/questions/${questionId}/answer`, input);
}

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnswer,
    onSuccess: (answer, { questionId }) => {
      const answered = (q: ClaimedQuestionDto): ClaimedQuestionDto =>
        q.id === questionId ? { ...q, status: "answered", answeredAt: answer.createdAt } : q;
      queryClient.setQueryData<ClaimedData>(claimedQuestionsQueryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map(answered)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: questionQueryKey(questionId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionDetailDto, QuestionDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { claimedQuestionsQueryKey, type ClaimedData } from "@/features/queue/api/get-claimed-questions";
import { QUEUE_QUERY_ROOT } from "@/features/queue/api/get-queue";
import { questionQueryKey } from "@/lib/api/question";

export interface ReleaseRequest {
  id: number;
  /** Optional, at most 500 characters; kept for the service's records. */
  reason?: string;
}

/** POST /api/questions/:id/release (docs/decisions/020). */
export function releaseQuestion({ id, reason }: ReleaseRequest): Promise<QuestionDto> {
  return apiJson<QuestionDto>("POST", `/api/questions/${id}/release`, reason?.trim() ? { reason } : {});
}

export function useReleaseQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseQuestion,
    onSuccess: (question) => {
      // It leaves the claims at once; the server's pages then say what remains.
      queryClient.setQueryData<ClaimedData>(claimedQuestionsQueryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((q) => q.id !== question.id)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: [QUEUE_QUERY_ROOT] });
      // The question's own page, read while it was this attorney's claim, says at once that it is pending again (so
      // Compose Answer, reached again by Back, does not offer it for an answer), then is read again.
      queryClient.setQueryData<QuestionDetailDto>(questionQueryKey(question.id), (detail) =>
        detail ? { ...detail, ...question } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: questionQueryKey(question.id) });
    },
    // Not waited for: the dialog hears of the refusal first, before the claims read again can take its card away.
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: questionQueryKey(id) });
    },
  });
}

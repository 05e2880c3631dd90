import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClaimedQuestionDto, ClaimResultDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { claimedQuestionsQueryKey, type ClaimedData } from "@/features/queue/api/get-claimed-questions";
import { QUEUE_QUERY_ROOT, type QueueData } from "@/features/queue/api/get-queue";
import { questionQueryKey } from "@/lib/api/question";

export interface ClaimRequest {
  id: number;
  /** The attorney confirmed that a "Possible conflict" is none (docs/decisions/018). */
  confirmNoConflict?: boolean;
}

export function claimQuestion({ id, confirmNoConflict }: ClaimRequest): Promise<ClaimResultDto> {
  return apiJson<ClaimResultDto>(
    "POST",
    `/api/questions/${id}/claim`,
    confirmNoConflict ? { confirmNoConflict: true } : undefined,
  );
}

export function useClaimQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimQuestion,
    onSuccess: (question) => {
      // The question leaves every cached queue at once and joins the claims, so Compose Answer can open now.
      queryClient.setQueriesData<QueueData>({ queryKey: [QUEUE_QUERY_ROOT] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((q) => q.id !== question.id) })),
            }
          : data,
      );
      // A full last page made one short would read as the end of the queue and hide Load More Questions:
      // the server's pages, fetched again behind the list on screen, say whether more are waiting.
      void queryClient.invalidateQueries({ queryKey: [QUEUE_QUERY_ROOT] });
      // A detail read while browsing ("Read full question") is a browser's view of a pending question: read it again.
      void queryClient.invalidateQueries({ queryKey: questionQueryKey(question.id) });
      const claimed: ClaimedQuestionDto = {
        id: question.id,
        title: question.title,
        content: question.content,
        status: question.status,
        claimedAt: question.claimedAt,
        claimExpiresAt: question.claimExpiresAt,
        answeredAt: question.answeredAt,
        language: question.language,
      };
      // The newest claim heads the first page; with nothing cached yet it is a page of its own until the refetch.
      queryClient.setQueryData<ClaimedData>(claimedQuestionsQueryKey, (data) => {
        const [first = [], ...older] = data?.pages.map((page) => page.filter((q) => q.id !== question.id)) ?? [];
        return { pages: [[claimed, ...first], ...older], pageParams: data?.pageParams ?? [undefined] };
      });
      void queryClient.invalidateQueries({ queryKey: claimedQuestionsQueryKey });
    },
    // Someone else was quicker (409) or it vanished: the list on screen is out of date either way.
    onError: () => queryClient.invalidateQueries({ queryKey: [QUEUE_QUERY_ROOT] }),
  });
}

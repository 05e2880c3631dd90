import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionDto } from "@shared/api/types";
import { apiJson, hasStatus } from "@/lib/api-client";
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

/**
 * The question is read again after the change, and after a 409 or a 404, when it has moved on meanwhile (answered,
 * withdrawn in another tab, expired) or gone, so the page shows where it stands now. Not after any other failure (an
 * outage, no connection): the read would most likely fail too, and the page keeps what it shows.
 */
export function useChangeQuestionStatus() {
  const queryClient = useQueryClient();
  const reread = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: questionQueryKey(id) });
    void queryClient.invalidateQueries({ queryKey: userQuestionsQueryKey });
  };
  return useMutation({
    mutationFn: changeQuestionStatus,
    onSuccess: (_question, { id }) => reread(id),
    onError: (error, { id }) => {
      if (hasStatus(error, 409) || hasStatus(error, 404)) reread(id);
    },
  });
}

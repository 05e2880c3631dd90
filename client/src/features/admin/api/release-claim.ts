import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { questionQueryKey } from "@/lib/api/question";
import { refreshAdminRecords } from "@/features/admin/api/audit";

/** An admin ends a claim (docs/decisions/019), with an optional reason kept in the service's records. */
export function releaseClaim({ id, reason }: { id: number; reason: string }): Promise<QuestionDto> {
  return apiJson<QuestionDto>("POST", `/api/admin/questions/${id}/release`, reason ? { reason } : {});
}

export function useReleaseClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseClaim,
    onSettled: (_d, _e, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionQueryKey(id) }),
        refreshAdminRecords(queryClient),
      ]),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConflictListDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// docs/decisions/018: the attorney's private conflict list, replaced whole on save.
export const conflictsQueryKey = ["/api/attorney/conflicts"] as const;

export function getConflicts(): Promise<ConflictListDto> {
  return apiJson<ConflictListDto>("GET", "/api/attorney/conflicts");
}

export function useConflicts() {
  return useQuery({ queryKey: conflictsQueryKey, queryFn: getConflicts });
}

export function saveConflicts(names: string[]): Promise<ConflictListDto> {
  return apiJson<ConflictListDto>("PUT", "/api/attorney/conflicts", { names });
}

export function useSaveConflicts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConflicts,
    onSuccess: (list) => {
      queryClient.setQueryData(conflictsQueryKey, list);
      // The queue's "Possible conflict" marks follow the list.
      void queryClient.invalidateQueries({ queryKey: ["/api/questions/queue"] });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerLanguagesDto, Language } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// docs/decisions/036: the languages an approved attorney answers in; their queue holds questions in those only.
export const languagesQueryKey = ["/api/attorney/languages"] as const;

export function useAnswerLanguages() {
  return useQuery({
    queryKey: languagesQueryKey,
    queryFn: () => apiJson<AnswerLanguagesDto>("GET", languagesQueryKey[0]),
    retry: false,
  });
}

export function useSaveAnswerLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languages: Language[]) => apiJson<AnswerLanguagesDto>("PUT", languagesQueryKey[0], { languages }),
    onSuccess: (saved) => {
      queryClient.setQueryData(languagesQueryKey, saved);
      // The queue now holds other questions.
      void queryClient.invalidateQueries({ queryKey: ["/api/questions/queue"] });
    },
  });
}

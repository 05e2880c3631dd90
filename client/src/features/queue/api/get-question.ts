import { useQuery } from "@tanstack/react-query";
import type { QuestionDetailDto } from "@shared/api/types";

export const questionQueryKey = (id: number) => ["/api/questions", id] as const;

/** The question detail: its category and, for the claiming attorney, the asker's name unless anonymous. */
export function useQuestion(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<QuestionDetailDto>({ queryKey: questionQueryKey(id), enabled });
}

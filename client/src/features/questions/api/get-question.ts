import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuestionDetailDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// ["/api/questions", 5] is also the URL /api/questions/5 for the default query function.
export const questionQueryKey = (id: number) => ["/api/questions", id] as const;

export function getQuestion(id: number): Promise<QuestionDetailDto> {
  return apiJson<QuestionDetailDto>("GET", `/api/questions/${id}`);
}

export const questionQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionQueryKey(id), queryFn: () => getQuestion(id), retry: false });

/** One question with its answer and follow-ups; disabled for an id that cannot name a question. */
export function useQuestion(id: number | null) {
  return useQuery({ ...questionQueryOptions(id ?? 0), enabled: id !== null });
}

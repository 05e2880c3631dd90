import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuestionDetailDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// The question detail is read by the asker's screens and by Compose Answer, so it lives outside both features.
export const questionQueryKey = (id: number) => ["/api/questions", id] as const;

export function getQuestion(id: number): Promise<QuestionDetailDto> {
  return apiJson<QuestionDetailDto>("GET", `/api/questions/${id}`);
}

export const questionQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionQueryKey(id), queryFn: () => getQuestion(id) });

/**
 * One question with its category, answer and follow-ups (and, for the claiming attorney, the asker's name unless
 * anonymous). Disabled for an id that cannot name a question, or when the caller says so.
 */
export function useQuestion(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...questionQueryOptions(id ?? 0), enabled: enabled && id !== null });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserQuestionDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";

export const userQuestionsQueryKey = ["/api/questions/user"] as const;

/** The signed-in user's own questions, newest first. */
export function getUserQuestions(): Promise<UserQuestionDto[]> {
  return apiJson<UserQuestionDto[]>("GET", userQuestionsQueryKey[0]);
}

export const userQuestionsQueryOptions = () =>
  queryOptions({ queryKey: userQuestionsQueryKey, queryFn: getUserQuestions, retry: false });

/** Spec section 7: only when a user exists; no retry. */
export function useUserQuestions() {
  const { user } = useAuth();
  return useQuery({ ...userQuestionsQueryOptions(), enabled: user !== null });
}

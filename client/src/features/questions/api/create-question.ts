import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionDto } from "@shared/api/types";
import type { QuestionInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { userQuestionsQueryKey } from "@/features/questions/api/get-user-questions";

/**
 * Spec section 3's payload: userId, categoryId, title, content, isAnonymous (the server ignores userId); plus
 * state, deadline, deadlineType and opposingParties (docs/decisions/018), and safetyConcern (docs/decisions/025).
 */
export type CreateQuestionInput = Required<
  Pick<
    QuestionInput,
    | "userId"
    | "categoryId"
    | "title"
    | "content"
    | "isAnonymous"
    | "state"
    | "deadline"
    | "deadlineType"
    | "opposingParties"
    | "safetyConcern"
  >
>;

export function createQuestion(input: CreateQuestionInput): Promise<QuestionDto> {
  return apiJson<QuestionDto>("POST", "/api/questions", input);
}

/** Afterwards the cached list of the user's questions is refreshed (spec section 7). */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuestionsQueryKey }),
  });
}

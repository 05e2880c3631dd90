import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { ClaimedQuestionDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { nextPageCursor } from "@/lib/paging";

export type ClaimedData = InfiniteData<ClaimedQuestionDto[], number | undefined>;

const CLAIMED_URL = "/api/attorney/claimed-questions";
export const claimedQuestionsQueryKey = [CLAIMED_URL] as const;

/** One page of claims: newest first, before the id of the previous page's last item (docs/architecture.md). */
export function claimedQuestionsUrl(before?: number): string {
  return before === undefined ? CLAIMED_URL : `${CLAIMED_URL}?before=${before}`;
}

export function fetchClaimedPage(before?: number): Promise<ClaimedQuestionDto[]> {
  return apiJson<ClaimedQuestionDto[]>("GET", claimedQuestionsUrl(before));
}

/** The attorney's claims, newest first, page by page; only when approved (spec section 7). */
export function useClaimedQuestions({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: claimedQuestionsQueryKey,
    queryFn: ({ pageParam }) => fetchClaimedPage(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextPageCursor,
    enabled,
  });
  const items = query.data?.pages.flat() ?? [];
  return { ...query, items };
}

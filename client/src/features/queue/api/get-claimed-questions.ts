import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { ClaimedQuestionDto } from "@shared/api/types";
import { INVALID_CURSOR } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { hasServerMessage } from "@/lib/api-errors";
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
  /**
   * The next older page. When the claim it is read after has ended since (released, or its hold ran out), that claim
   * is no cursor any more and the server says so (docs/decisions/010): the list is read again from its newest claim,
   * and the older page after that, instead of the same refused request on every try.
   */
  const fetchOlder = async () => {
    const result = await query.fetchNextPage();
    if (!result.isFetchNextPageError || !hasServerMessage(result.error, INVALID_CURSOR)) return result;
    const again = await query.refetch();
    return again.isError ? again : query.fetchNextPage();
  };
  return { ...query, items, fetchOlder };
}

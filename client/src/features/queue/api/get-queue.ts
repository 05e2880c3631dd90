import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { QueueItemDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { nextPageCursor } from "@/lib/paging";

export type CategoryFilter = "all" | number;
export type QueueData = InfiniteData<QueueItemDto[], number | undefined>;

export const QUEUE_QUERY_ROOT = "/api/questions/queue";
export const queueQueryKey = (categoryId: CategoryFilter) => [QUEUE_QUERY_ROOT, { categoryId }] as const;

/** One page of the queue: oldest first, after the id of the previous page's last item (DESIGN.md section 5). */
export function queueUrl(categoryId: CategoryFilter, after?: number): string {
  const params = new URLSearchParams({ categoryId: String(categoryId) });
  if (after !== undefined) params.set("after", String(after));
  return `${QUEUE_QUERY_ROOT}?${params}`;
}

export function fetchQueuePage(categoryId: CategoryFilter, after?: number): Promise<QueueItemDto[]> {
  return apiJson<QueueItemDto[]>("GET", queueUrl(categoryId, after));
}

/** The queue, page by page; only for approved attorneys (spec section 7). */
export function useQueue(categoryId: CategoryFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: queueQueryKey(categoryId),
    queryFn: ({ pageParam }) => fetchQueuePage(categoryId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextPageCursor,
    enabled,
  });
  const items = query.data?.pages.flat() ?? [];
  return { ...query, items };
}

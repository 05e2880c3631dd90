import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { QueueItemDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { nextPageCursor } from "@/lib/paging";

export type CategoryFilter = "all" | number;
/** One of the attorney's verified states, or all of them (docs/decisions/018). */
export type StateFilter = "all" | string;
export interface QueueFilters {
  categoryId: CategoryFilter;
  state: StateFilter;
}
export type QueueData = InfiniteData<QueueItemDto[], number | undefined>;

export const QUEUE_QUERY_ROOT = "/api/questions/queue";
export const ALL_FILTERS: QueueFilters = { categoryId: "all", state: "all" };
export const queueQueryKey = (filters: QueueFilters) => [QUEUE_QUERY_ROOT, filters] as const;

/**
 * One page of the queue: near deadlines first, then oldest first, after the id of the previous page's last item
 * (docs/architecture.md and docs/decisions/018).
 */
export function queueUrl(filters: QueueFilters, after?: number): string {
  const params = new URLSearchParams({ categoryId: String(filters.categoryId) });
  if (filters.state !== "all") params.set("state", filters.state);
  if (after !== undefined) params.set("after", String(after));
  return `${QUEUE_QUERY_ROOT}?${params}`;
}

export function fetchQueuePage(filters: QueueFilters, after?: number): Promise<QueueItemDto[]> {
  return apiJson<QueueItemDto[]>("GET", queueUrl(filters, after));
}

/** The queue, page by page; only for approved attorneys (spec section 7). */
export function useQueue(filters: QueueFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: queueQueryKey(filters),
    queryFn: ({ pageParam }) => fetchQueuePage(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextPageCursor,
    enabled,
  });
  const items = query.data?.pages.flat() ?? [];
  return { ...query, items };
}

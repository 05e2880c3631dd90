import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { QUEUE_CUTOFF_HEADER, type QueueItemDto } from "@shared/api/types";
import { apiRequest } from "@/lib/api-client";
import { nextPageCursor } from "@/lib/paging";

export type CategoryFilter = "all" | number;
/** One of the attorney's verified states, or all of them (docs/decisions/018). */
export type StateFilter = "all" | string;
export interface QueueFilters {
  categoryId: CategoryFilter;
  state: StateFilter;
}
/** A page of the queue, with the cutoff the server read it with (absent when it did not say). */
export interface QueuePage {
  items: QueueItemDto[];
  cutoff?: string;
}
/** What the next page is read after: the last item's id, and the walk's cutoff (docs/decisions/018). */
export interface QueuePageParam {
  after: number;
  cutoff?: string;
}
export type QueueData = InfiniteData<QueuePage, QueuePageParam | undefined>;

export const QUEUE_QUERY_ROOT = "/api/questions/queue";
export const ALL_FILTERS: QueueFilters = { categoryId: "all", state: "all" };
export const queueQueryKey = (filters: QueueFilters) => [QUEUE_QUERY_ROOT, filters] as const;

/**
 * One page of the queue: near deadlines first, then oldest first, after the id of the previous page's last item, in
 * the order of the cutoff the walk's first page was read with (docs/architecture.md and docs/decisions/018).
 */
export function queueUrl(filters: QueueFilters, next?: QueuePageParam): string {
  const params = new URLSearchParams({ categoryId: String(filters.categoryId) });
  if (filters.state !== "all") params.set("state", filters.state);
  if (next !== undefined) params.set("after", String(next.after));
  if (next?.cutoff !== undefined) params.set("cutoff", next.cutoff);
  return `${QUEUE_QUERY_ROOT}?${params}`;
}

export async function fetchQueuePage(filters: QueueFilters, next?: QueuePageParam): Promise<QueuePage> {
  const res = await apiRequest("GET", queueUrl(filters, next));
  const items = (await res.json()) as QueueItemDto[];
  return { items, cutoff: res.headers.get(QUEUE_CUTOFF_HEADER) ?? undefined };
}

/** A full page may have more behind it (lib/paging.ts): the next is read after its last item, with its cutoff. */
function nextQueuePage(last: QueuePage): QueuePageParam | undefined {
  const after = nextPageCursor(last.items);
  return after === undefined ? undefined : { after, cutoff: last.cutoff };
}

/** The queue, page by page; only for approved attorneys (spec section 7). */
export function useQueue(filters: QueueFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: queueQueryKey(filters),
    queryFn: ({ pageParam }) => fetchQueuePage(filters, pageParam),
    initialPageParam: undefined as QueuePageParam | undefined,
    getNextPageParam: nextQueuePage,
    enabled,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}

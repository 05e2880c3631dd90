import { PAGE_LIMIT_DEFAULT } from "@shared/validators";

/**
 * `getNextPageParam` for the keyset-paged lists (docs/architecture.md): a full page may have more behind it,
 * so its last id is the next cursor; a short page is the end. "At least" because a claim added to a cached
 * page in place can make it longer than the server's page.
 */
export function nextPageCursor(last: { id: number }[]): number | undefined {
  return last.length >= PAGE_LIMIT_DEFAULT ? last.at(-1)?.id : undefined;
}

import { useMemo } from "react";
import { useInfiniteQuery, type QueryClient } from "@tanstack/react-query";
import type { AuditEventDto } from "@shared/api/types";
import { AUDIT_PAGE_DEFAULT } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { OUTCOMES_URL } from "@/features/admin/api/outcomes";

const AUDIT_URL = "/api/admin/audit";

/** The log's filters as the server takes them (docs/decisions/033): `from` and `to` are ISO times, `to` exclusive. */
export interface AuditFilter {
  questionId?: string;
  person?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** One page of the audit log (docs/decisions/022): newest first, before the previous page's last id. */
export function auditUrl(filter: AuditFilter, before?: number): string {
  const query = new URLSearchParams();
  for (const key of ["questionId", "person", "action", "from", "to"] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  if (before !== undefined) query.set("before", String(before));
  const text = query.toString();
  return text ? `${AUDIT_URL}?${text}` : AUDIT_URL;
}

/**
 * After an admin's decision, whatever happened to it: the activity log (and the outcome figures it moves, such as the
 * approved volunteers) are read again, so the admin's own decision is there when they look.
 */
export function refreshAdminRecords(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [AUDIT_URL] }),
    queryClient.invalidateQueries({ queryKey: [OUTCOMES_URL] }),
  ]);
}

/** The log under a filter, page by page. */
export function useAuditLog(filter: AuditFilter) {
  const query = useInfiniteQuery({
    queryKey: [AUDIT_URL, filter],
    queryFn: ({ pageParam }) => apiJson<AuditEventDto[]>("GET", auditUrl(filter, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: AuditEventDto[]) => (last.length >= AUDIT_PAGE_DEFAULT ? last.at(-1)?.id : undefined),
  });
  // The same array until a page arrives, so the list is not drawn again while the filters are typed into.
  const items = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  return { ...query, items };
}

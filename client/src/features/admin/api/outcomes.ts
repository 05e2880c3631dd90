import { useQuery } from "@tanstack/react-query";
import type { OutcomesDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// docs/decisions/029: the anonymous outcome figures, grouped by week or by state, under the admin's filters.
export const OUTCOMES_URL = "/api/admin/outcomes";

export interface OutcomesFilter {
  from?: string;
  to?: string;
  state?: string;
  categoryId?: string;
}
export type OutcomesGrouping = "week" | "month" | "state" | "category";

/** The figures' address under a filter and grouping; with `csv`, the same rows as a spreadsheet download. */
export function outcomesUrl(filter: OutcomesFilter, by: OutcomesGrouping, csv = false): string {
  const query = new URLSearchParams();
  for (const key of ["from", "to", "state", "categoryId"] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  query.set("by", by);
  if (csv) query.set("format", "csv");
  return `${OUTCOMES_URL}?${query.toString()}`;
}

export function useOutcomes(filter: OutcomesFilter, by: OutcomesGrouping) {
  return useQuery({
    queryKey: [OUTCOMES_URL, filter, by],
    queryFn: () => apiJson<OutcomesDto>("GET", outcomesUrl(filter, by)),
    retry: false,
  });
}

import { useQuery } from "@tanstack/react-query";
import type { ExpectationDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

/** What an asker can expect in a state: how often and how soon questions about it were answered (docs/decisions/029). */
export function useExpectation(state: string) {
  return useQuery({
    queryKey: ["/api/outcomes/expectation", state],
    queryFn: () => apiJson<ExpectationDto>("GET", `/api/outcomes/expectation?state=${encodeURIComponent(state)}`),
    enabled: state !== "",
    retry: false,
    // The figures move over weeks, not while a form is open.
    staleTime: 10 * 60_000,
  });
}

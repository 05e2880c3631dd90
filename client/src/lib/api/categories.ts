import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// Used by the ask form and the queue's filter, so it lives outside both features.
export const categoriesQueryKey = ["/api/categories"] as const;

export function getCategories(): Promise<CategoryDto[]> {
  return apiJson<CategoryDto[]>("GET", "/api/categories");
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });

/** GET /api/categories. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

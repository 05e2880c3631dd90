import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// The key doubles as the URL for the default query function.
export const categoriesQueryKey = ["/api/categories"] as const;

export function getCategories(): Promise<CategoryDto[]> {
  return apiJson<CategoryDto[]>("GET", categoriesQueryKey[0]);
}

// Spec section 7: no retry (the client's default for every query).
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories, retry: false });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

import { useQuery } from "@tanstack/react-query";
import type { CategoryDto } from "@shared/api/types";

export const categoriesQueryKey = ["/api/categories"] as const;

/** GET /api/categories (spec section 7: no retry, as every query here). */
export function useCategories() {
  return useQuery<CategoryDto[]>({ queryKey: categoriesQueryKey });
}

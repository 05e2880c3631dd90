import { useQuery } from "@tanstack/react-query";
import type { ReviewedAttorneyDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

export const pendingApplicationsQueryKey = ["/api/admin/attorneys/pending"] as const;

export function getPendingApplications(): Promise<ReviewedAttorneyDto[]> {
  return apiJson<ReviewedAttorneyDto[]>("GET", "/api/admin/attorneys/pending");
}

export function usePendingApplications() {
  return useQuery({ queryKey: pendingApplicationsQueryKey, queryFn: getPendingApplications });
}

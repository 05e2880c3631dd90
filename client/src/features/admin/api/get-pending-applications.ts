import { useQuery } from "@tanstack/react-query";
import type { AttorneyProfileDto } from "@shared/api/types";

export const pendingApplicationsQueryKey = ["/api/admin/attorneys/pending"] as const;

export function usePendingApplications() {
  return useQuery<AttorneyProfileDto[]>({ queryKey: pendingApplicationsQueryKey });
}

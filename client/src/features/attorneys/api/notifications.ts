import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettingsDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

// docs/decisions/030: how often an approved attorney hears of new questions they may answer, and about which kinds.
export const notificationsQueryKey = ["/api/attorney/notifications"] as const;
export type Frequency = NotificationSettingsDto["frequency"];

export function useNotificationSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => apiJson<NotificationSettingsDto>("GET", notificationsQueryKey[0]),
    retry: false,
    ...options,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { frequency: Frequency; categoryIds: number[] }) =>
      apiJson<NotificationSettingsDto>("PUT", notificationsQueryKey[0], settings),
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKey, saved),
  });
}

/** One-click unsubscribe from a notice's link: needs no session, only the link's token (docs/decisions/030). */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<{ frequency: "off" }>("POST", `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type NotificationSettings, NotificationSettingsResponseSchema } from "../../../shared/api/support";
import { apiRequest } from "../../api/request";

export const NOTIFICATION_SETTINGS_QUERY_KEY = ["/api/notification-settings"] as const;

/** Spec 001 §7: GET /api/notification-settings. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      NotificationSettingsResponseSchema.parse(
        await apiRequest("GET", "/api/notification-settings", undefined, { signal }),
      ).settings,
  });
}

/** Spec 001 §7: POST /api/notification-settings; the saved settings become the cached ones. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      NotificationSettingsResponseSchema.parse(
        await apiRequest("POST", "/api/notification-settings", { settings }),
      ).settings,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved),
  });
}

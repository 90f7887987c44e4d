import { useQuery } from "@tanstack/react-query";
import { getNotificationSettings, saveNotificationSettings } from "../../../shared/api/contracts/support";
import type { NotificationSettings } from "../../../shared/api/support";
import { useSavingMutation } from "../../api/mutations";
import { callApi, queryKeyOf } from "../../api/request";

export const NOTIFICATION_SETTINGS_QUERY_KEY = queryKeyOf(getNotificationSettings);

/** Which emails the owner wants. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(getNotificationSettings, { signal })).settings,
  });
}

/** Saves which emails the owner wants; the saved settings become the cached ones. */
export function useSaveNotificationSettings() {
  return useSavingMutation(
    NOTIFICATION_SETTINGS_QUERY_KEY,
    async (settings: NotificationSettings) =>
      (await callApi(saveNotificationSettings, { body: { settings } })).settings,
  );
}

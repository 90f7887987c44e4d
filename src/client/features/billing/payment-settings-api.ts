import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  PaymentMethodsResponseSchema,
  type SavedCardSchema,
  UserSettingsSchema,
  VerifyCvvResponseSchema,
} from "../../../shared/api/payments";
import { apiRequest } from "../../api/request";

export type SavedCard = z.infer<typeof SavedCardSchema>;
export type UserSettings = z.infer<typeof UserSettingsSchema>;

const PAYMENT_METHODS_QUERY_KEY = ["/api/payment-methods"] as const;
const USER_SETTINGS_QUERY_KEY = ["/api/user-settings"] as const;

/** Issue 4 §4: the cards saved by top-ups, for auto-recharge. */
export function useSavedCards() {
  return useQuery({
    queryKey: PAYMENT_METHODS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      PaymentMethodsResponseSchema.parse(
        await apiRequest("GET", "/api/payment-methods", undefined, { signal }),
      ).paymentMethods,
  });
}

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SavedCard) =>
      apiRequest("DELETE", `/api/payment-methods/${encodeURIComponent(card.id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY }),
  });
}

/** Spec 001 §4: the card's details show only after its security code is confirmed. */
export async function verifySavedCardCvv(card: SavedCard, cvv: string) {
  return VerifyCvvResponseSchema.parse(
    await apiRequest("POST", "/api/verify-cvv", { cvv, paymentMethodId: card.id }),
  );
}

export function useUserSettings() {
  return useQuery({
    queryKey: USER_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      UserSettingsSchema.parse(await apiRequest("GET", "/api/user-settings", undefined, { signal })),
  });
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: UserSettings) =>
      UserSettingsSchema.parse(await apiRequest("PATCH", "/api/user-settings", settings)),
    onSuccess: (saved) => queryClient.setQueryData(USER_SETTINGS_QUERY_KEY, saved),
  });
}

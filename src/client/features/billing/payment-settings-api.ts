import { useQuery } from "@tanstack/react-query";
import type * as z from "zod/mini";
import * as paymentContracts from "../../../shared/api/contracts/payments";
import type { RevealedCardSchema, SavedCardSchema, UserSettingsSchema } from "../../../shared/api/payments";
import { useRefreshingMutation, useSavingMutation } from "../../api/mutations";
import { callApi, queryKeyOf } from "../../api/request";

export type SavedCard = z.infer<typeof SavedCardSchema>;
export type RevealedCard = z.infer<typeof RevealedCardSchema>;
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const PAYMENT_METHODS_QUERY_KEY = queryKeyOf(paymentContracts.listPaymentMethods);
const USER_SETTINGS_QUERY_KEY = queryKeyOf(paymentContracts.getUserSettings);

/** The cards saved by top-ups, for auto-recharge. */
export function useSavedCards() {
  return useQuery({
    queryKey: PAYMENT_METHODS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await callApi(paymentContracts.listPaymentMethods, { signal })).paymentMethods,
  });
}

export function useRemoveSavedCard() {
  return useRefreshingMutation(
    PAYMENT_METHODS_QUERY_KEY,
    (card: SavedCard) => callApi(paymentContracts.deletePaymentMethod, { params: { id: card.id } }),
    "success",
  );
}

/** The card's details show only after its security code is confirmed. */
export async function verifySavedCardCvv(card: SavedCard, cvv: string) {
  return callApi(paymentContracts.verifyCvv, { body: { cvv, paymentMethodId: card.id } });
}

/** A top-up of `amount` dollars paid with a saved card, its security code confirming it; credited at once. */
export async function payWithSavedCard(card: SavedCard, amount: number, cvv: string) {
  return callApi(paymentContracts.topUpWithSavedCard, { body: { amount, paymentMethodId: card.id, cvv } });
}

export function useUserSettings() {
  return useQuery({
    queryKey: USER_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(paymentContracts.getUserSettings, { signal }),
  });
}

export function useSaveUserSettings() {
  return useSavingMutation(USER_SETTINGS_QUERY_KEY, (settings: UserSettings) =>
    callApi(paymentContracts.updateUserSettings, { body: settings }),
  );
}

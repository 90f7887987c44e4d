import { useQuery } from "@tanstack/react-query";
import { announceAutoRecharges } from "../../../shared/api/contracts/payments";
import { BALANCE_REFRESH_MS } from "../../../shared/catalog/billing";
import { callApi, queryKeyOf } from "../../api/request";
import { toast } from "../../ui/toast-store";

/**
 * Each automatic charge is told once, the next time the owner looks: asked when a signed-in page
 * loads and as often as the balance refreshes. The server marks what it answers as told, so two
 * tabs never show one charge twice.
 */
export function useAutoRechargeAnnouncements(): void {
  useQuery({
    queryKey: queryKeyOf(announceAutoRecharges),
    queryFn: async () => {
      const { charges } = await callApi(announceAutoRecharges, { body: {} });
      for (const charge of charges) toast({ title: "Balance recharged", description: charge.message });
      return charges.length;
    },
    refetchInterval: BALANCE_REFRESH_MS,
    // A failed ask is asked again at the next refresh; nothing to show meanwhile.
    retry: false,
  });
}

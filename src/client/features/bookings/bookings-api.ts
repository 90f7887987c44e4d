import { useQuery } from "@tanstack/react-query";
import type { BookingSettings } from "../../../shared/api/bookings";
import * as bookingContracts from "../../../shared/api/contracts/bookings";
import { useRefreshingMutation, useSavingMutation } from "../../api/mutations";
import { callApi, queryKeyOf } from "../../api/request";

const BOOKINGS_QUERY_KEY = queryKeyOf(bookingContracts.listBookings);
const FEED_QUERY_KEY = queryKeyOf(bookingContracts.getBookingFeed);

/** The owner's bookings starting from `from` on, of one agent or all, in order of their start. */
export function useBookings(filter: { agentId: string | null; from: string }) {
  return useQuery({
    queryKey: queryKeyOf(bookingContracts.listBookings, filter),
    queryFn: async ({ signal }) =>
      (
        await callApi(bookingContracts.listBookings, {
          query: { agentId: filter.agentId ?? undefined, from: filter.from },
          signal,
        })
      ).bookings,
    // Callers book without this browser knowing: the list is fetched afresh each time it is shown.
    staleTime: 0,
  });
}

/** Cancels a booking; the server texts the caller. */
export function useCancelBooking() {
  return useRefreshingMutation(BOOKINGS_QUERY_KEY, (id: string) =>
    callApi(bookingContracts.cancelBooking, { params: { id } }),
  );
}

/** Moves a booking to `start`, refused with a sentence when that time is not free. */
export function useMoveBooking() {
  return useRefreshingMutation(BOOKINGS_QUERY_KEY, ({ id, start }: { id: string; start: string }) =>
    callApi(bookingContracts.moveBooking, { params: { id }, body: { start } }),
  );
}

function settingsKey(agentId: string) {
  return queryKeyOf(bookingContracts.getBookingSettings, agentId);
}

export function useBookingSettings(agentId: string) {
  return useQuery({
    queryKey: settingsKey(agentId),
    queryFn: ({ signal }) =>
      callApi(bookingContracts.getBookingSettings, { params: { id: agentId }, signal }),
  });
}

export function useSaveBookingSettings(agentId: string) {
  return useSavingMutation(settingsKey(agentId), (body: BookingSettings) =>
    callApi(bookingContracts.saveBookingSettings, { params: { id: agentId }, body }),
  );
}

/** Whether the private calendar feed has an address now; the address itself is shown only when made. */
export function useBookingFeed() {
  return useQuery({
    queryKey: FEED_QUERY_KEY,
    queryFn: ({ signal }) => callApi(bookingContracts.getBookingFeed, { signal }),
  });
}

export function useCreateBookingFeed() {
  return useRefreshingMutation(FEED_QUERY_KEY, () => callApi(bookingContracts.createBookingFeed));
}

export function useRevokeBookingFeed() {
  return useRefreshingMutation(FEED_QUERY_KEY, () => callApi(bookingContracts.revokeBookingFeed));
}

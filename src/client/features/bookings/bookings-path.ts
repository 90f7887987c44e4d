/** The owner's Bookings page; the sidebar and the user menu lead here. */
export const BOOKINGS_PATH = "/bookings";

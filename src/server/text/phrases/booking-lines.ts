/** What the agent says while booking, cancelling or moving a caller's appointment. */
export type BookingLines = {
  /** `{label}`: what is booked ("a table for 4"). */
  askWhen: string;
  askWhenAgain: string;
  askWhichOffered: string;
  askName: string;
  askNumber: string;
  numberAgain: string;
  /** `{start}`: the day and time ("Saturday, November 28 at 7:00 PM"). */
  confirmMove: string;
  confirmBook: string;
  confirmCancel: string;
  askAgainYesOrNo: string;
  leftAsItIs: string;
  askNewTime: string;
  /** `{count}`, `{list}`: the caller's coming bookings. */
  whichBooking: string;
  noneUnderSaidNumber: string;
  noneUnderLineNumber: string;
  booked: string;
  moved: string;
  cancelled: string;
  justTaken: string;
  cannotBookThatTime: string;
  cannotChange: string;
  /** `{business}`: the business's name. */
  takeMessageInstead: string;
  timeNotFree: string;
  nothingThatDay: string;
  /** `{day}`, `{times}`: the free times of one day, the caller to choose. */
  freeThatDay: string;
  whichSuits: string;
  nextFreeTimes: string;
};

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Booking } from "../../shared/api/bookings";
import type { Db } from "../db/client";
import { agents } from "../db/schema";
import type { Telephony } from "../integrations/telephony/telephony";
import { smsCents } from "./call-billing";
import { ledger } from "./ledger";
import type { FailureLog } from "./service-deps";
import { zonedFormat } from "./wall-clock";

// The texts a booking's caller gets (booked, moved, cancelled), sent from the agent's number and
// charged to its owner at the SMS rate, as a text sent after a call is.

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** "Tue, Dec 1, 10:00 AM" on the business's wall clock. */
export function bookingTimeText(start: string | Date, timezone: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM, which would make the text Unicode and dearer.
  return zonedFormat(timezone, WHEN)
    .format(new Date(start))
    .replace(/\u202f/g, " ");
}

/** What the text says, given the business's timezone, name and number. */
export type TextBody = (agent: { timezone: string; business: string; number: string }) => string;

type Deps = {
  db: Db;
  telephony: Telephony;
  /** After a debit: auto-recharge, and pausing the agents at $0. */
  reconcileBalance: (userId: string) => Promise<void>;
  log: FailureLog;
};

export function createBookingTexts({ db, telephony, reconcileBalance, log }: Deps) {
  /**
   * Texts the booking's caller, charged to the owner first: a balance that cannot pay for it sends
   * nothing, and a text the carrier refuses is given back. True when the text went.
   */
  async function textCaller(booking: Booking, body: TextBody): Promise<boolean> {
    const [agent] = await db
      .select({
        userId: agents.userId,
        number: agents.phoneNumber,
        business: agents.businessName,
        timezone: agents.timezone,
      })
      .from(agents)
      .where(eq(agents.id, booking.agentId));
    if (!agent) return false;
    const text = body(agent);
    const cents = smsCents(text);
    const reference = `${booking.id}:${randomUUID()}`;
    const movement = {
      kind: "booking_sms" as const,
      reference,
      description: `Text to ${booking.callerPhone} about their booking`,
    };
    const paid = await db.transaction((tx) => ledger.debit(tx, agent.userId, cents, movement));
    if (!paid) return false;
    try {
      await telephony.sendSms({ from: agent.number, to: booking.callerPhone, body: text });
      return true;
    } catch (error) {
      log(`booking ${booking.id}: the text to the caller did not go; its charge is given back`, error);
      await db.transaction((tx) =>
        ledger.credit(tx, agent.userId, cents, {
          kind: "refund",
          reference: `unsent:${reference}`,
          description: "A booking text that did not go",
        }),
      );
      return false;
    } finally {
      await reconcileBalance(agent.userId);
    }
  }

  return { textCaller };
}

export type BookingTexts = ReturnType<typeof createBookingTexts>;

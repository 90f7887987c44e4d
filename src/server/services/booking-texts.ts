import { eq } from "drizzle-orm";
import type { Booking } from "../../shared/api/bookings";
import type { Db } from "../db/client";
import { agents, calls } from "../db/schema";
import type { Telephony } from "../integrations/telephony/telephony";
import { smsCents } from "./call-billing";
import { type SpokenLanguage, spokenLanguageOf } from "./call-engine/types";
import { ledger } from "./ledger";
import type { FailureLog } from "./service-deps";
import { zonedFormat } from "./wall-clock";

// The texts a booking's caller gets (booked, moved, cancelled), sent from the agent's number and
// charged to its owner at the SMS rate, as a text sent after a call is. They are written in the
// language the caller spoke with the agent.

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

const LOCALES: Record<SpokenLanguage, string> = { english: "en-US", spanish: "es-ES" };

/** "Tue, Dec 1, 10:00 AM" (or "mar, 1 dic, 10:00") on the business's wall clock. */
export function bookingTimeText(
  start: string | Date,
  timezone: string,
  language: SpokenLanguage = "english",
) {
  // Newer ICU puts a narrow no-break space before AM/PM, which would make the text Unicode and dearer.
  return zonedFormat(timezone, WHEN, LOCALES[language])
    .format(new Date(start))
    .replace(/\u202f/g, " ");
}

/** What happened to the booking that the caller is told of. */
export type BookingTextKind = "booked" | "moved" | "cancelled";

/** The business a text is from, as the caller knows it, and the language it is written in. */
export type TextSender = { business: string; number: string; timezone: string; language: SpokenLanguage };

/** The text itself: the business, the service, the day and time, and how to cancel or change it. */
export function bookingText(kind: BookingTextKind, booking: Booking, from: TextSender): string {
  const { business, number, timezone, language } = from;
  const when = bookingTimeText(booking.start, timezone, language);
  const service = booking.service;
  if (language === "spanish") {
    switch (kind) {
      case "booked":
        return `${business}: su cita de ${service} queda reservada para el ${when}. Para cancelarla o cambiarla, llame al ${number}.`;
      case "moved":
        return `${business}: su cita de ${service} se ha cambiado al ${when}. Si esa hora no le viene bien, llame al ${number}.`;
      case "cancelled":
        return `${business}: su cita de ${service} del ${when} ha sido cancelada. Para reservar otra hora, llame al ${number}.`;
    }
  }
  switch (kind) {
    case "booked":
      return `${business}: you're booked for ${service} on ${when}. To cancel or change it, call ${number}.`;
    case "moved":
      return `${business}: your ${service} has been moved to ${when}. Call us if that time does not suit you.`;
    case "cancelled":
      return `${business}: your ${service} on ${when} has been cancelled. Call us to book another time.`;
  }
}

/**
 * The language the caller is written to: the agent's, or for a bilingual agent the language the
 * booking's call was last spoken in (English when the booking has no call).
 */
export function textLanguage(agentLanguage: string, callLanguage: string | undefined): SpokenLanguage {
  if (agentLanguage === "multilingual") return spokenLanguageOf(callLanguage ?? "english");
  return spokenLanguageOf(agentLanguage);
}

/** Whether the text went, could not be paid for (nothing sent), or the carrier refused it (given back). */
export type TextOutcome = "sent" | "unpaid" | "refused";

type Deps = {
  db: Db;
  telephony: Telephony;
  /** After a debit: auto-recharge, and pausing the agents at $0. */
  reconcileBalance: (userId: string) => Promise<void>;
  log: FailureLog;
};

export function createBookingTexts({ db, telephony, reconcileBalance, log }: Deps) {
  async function senderOf(booking: Booking) {
    const [agent] = await db
      .select({
        userId: agents.userId,
        number: agents.phoneNumber,
        business: agents.businessName,
        timezone: agents.timezone,
        language: agents.language,
      })
      .from(agents)
      .where(eq(agents.id, booking.agentId));
    if (!agent) return undefined;
    let callLanguage: string | undefined;
    if (booking.callId !== null && agent.language === "multilingual") {
      const [call] = await db
        .select({ language: calls.language })
        .from(calls)
        .where(eq(calls.id, booking.callId));
      callLanguage = call?.language;
    }
    return { ...agent, language: textLanguage(agent.language, callLanguage) };
  }

  /**
   * Texts the booking's caller, charged to the owner first: a balance that cannot pay for it sends
   * nothing, and a text the carrier refuses is given back. `reference` names this text in the
   * ledger, where a reference is charged at most once.
   */
  async function textCaller(
    booking: Booking,
    kind: BookingTextKind,
    reference: string,
  ): Promise<TextOutcome> {
    const agent = await senderOf(booking);
    if (!agent) return "unpaid";
    const text = bookingText(kind, booking, agent);
    const cents = smsCents(text);
    const movement = {
      kind: "booking_sms" as const,
      reference,
      description: `Text to ${booking.callerPhone} about their booking`,
    };
    const paid = await db.transaction((tx) => ledger.debit(tx, agent.userId, cents, movement));
    if (!paid) return "unpaid";
    try {
      await telephony.sendSms({ from: agent.number, to: booking.callerPhone, body: text });
      return "sent";
    } catch (error) {
      log(`booking ${booking.id}: the text to the caller did not go; its charge is given back`, error);
      await db.transaction((tx) =>
        ledger.credit(tx, agent.userId, cents, {
          kind: "refund",
          reference: `unsent:${reference}`,
          description: "A booking text that did not go",
        }),
      );
      return "refused";
    } finally {
      await reconcileBalance(agent.userId);
    }
  }

  return { textCaller };
}

export type BookingTexts = ReturnType<typeof createBookingTexts>;

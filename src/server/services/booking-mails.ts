import { eq } from "drizzle-orm";
import ical, { ICalCalendarMethod } from "ical-generator";
import { formatPhoneNumber } from "../../shared/phone/phone-number-format";
import type { Db } from "../db/client";
import { agents, bookings, users } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import { bookingEvent } from "./booking-feed";
import { formatCallTime, greeting, layout, MAIL_OWNER_COLUMNS, paragraphsHtml } from "./mail-templates";

// The owner hears of every new booking by mail, with the booking as an .ics file their calendar
// adds in one click. Like a message taken in a call, it is the business's own news, not an account
// notice, so it is sent whatever the notification settings say.

export function createBookingMails({ db, mailer }: { db: Db; mailer: Mailer }) {
  /** Mails the owner the booking; a mail server's refusal is thrown, for the sender to try again. */
  async function mailNewBooking(bookingId: string): Promise<void> {
    const [row] = await db
      .select({
        booking: bookings,
        business: agents.businessName,
        agentName: agents.agentName,
        timezone: agents.timezone,
        ...MAIL_OWNER_COLUMNS,
      })
      .from(bookings)
      .innerJoin(agents, eq(agents.id, bookings.agentId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, bookingId));
    if (!row) return;
    const { booking, business, agentName, timezone } = row;
    const when = formatCallTime(booking.startsAt.toISOString(), timezone);
    const calendar = ical({ prodId: "//Switchboard//Bookings//EN", method: ICalCalendarMethod.PUBLISH });
    calendar.createEvent(bookingEvent(booking, { business, agentName }));
    const intro = `${agentName}, your agent for ${business}, booked a caller:`;
    const lines = [
      `Caller: ${booking.callerName}, ${formatPhoneNumber(booking.callerPhone)}`,
      `Service: ${booking.serviceName} (${booking.durationMinutes} minutes)`,
      `When: ${when}`,
    ];
    await mailer.send({
      to: row.email,
      subject: `New booking for ${business}: ${booking.callerName}, ${when}`,
      text: [greeting(row), "", intro, "", ...lines, "", "The booking is attached for your calendar."].join(
        "\n",
      ),
      html: layout(
        `New booking: ${booking.callerName}`,
        paragraphsHtml([greeting(row), intro, ...lines, "The booking is attached for your calendar."]),
      ),
      attachments: [
        {
          filename: "booking.ics",
          content: calendar.toString(),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        },
      ],
    });
  }

  return { mailNewBooking };
}

export type BookingMails = ReturnType<typeof createBookingMails>;

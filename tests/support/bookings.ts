import { join } from "node:path";
import { eq } from "drizzle-orm";
import { agents, bookingSettings, users } from "../../src/server/db/schema";
import { createBookingMails } from "../../src/server/services/booking-mails";
import { type BookingNotices, createBookingNotices } from "../../src/server/services/booking-notices";
import { createBookingTexts } from "../../src/server/services/booking-texts";
import { type BookInput, createBookingService } from "../../src/server/services/bookings";
import type { FailureLog } from "../../src/server/services/service-deps";
import { instantAt } from "../../src/server/services/wall-clock";
import { createWebhookQueue } from "../../src/server/services/webhook-queue";
import type { OpeningHours } from "../../src/shared/api/opening-hours";
import { textsIn } from "./outbox";
import { createAgent, createOwner, grantDollars, type Owner, type TestApp } from "./test-app";

/** Open every day from 9:00 to 17:00. */
export const NINE_TO_FIVE: OpeningHours = {
  week: Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
      day,
      [{ opens: "09:00", closes: "17:00" }],
    ]),
  ),
  exceptions: [],
};

export const SALON = {
  businessName: "Bella Hair",
  businessCategory: "beauty",
  agentName: "Mia",
  agentPurpose: "Book appointments and answer questions",
};

/** A new booking's notices on the test app's database, clock, offline telephony and mailer (or those given). */
export function bookingNoticesOf(
  t: TestApp,
  {
    telephony = t.integrations.telephony,
    mailer = t.integrations.mailer,
    log = () => undefined,
  }: Partial<Pick<TestApp["integrations"], "telephony" | "mailer">> & { log?: FailureLog } = {},
) {
  const texts = createBookingTexts({
    db: t.database.db,
    telephony,
    reconcileBalance: async () => undefined,
    log: () => undefined,
  });
  const mails = createBookingMails({ db: t.database.db, mailer });
  return createBookingNotices({ db: t.database.db, clock: t.clock.now, texts, mails, log });
}

/** The book as the services see it, on the test app's database and clock, sending notices with `notices`. */
export function bookingServiceWith(t: TestApp, notices: BookingNotices) {
  const webhooks = createWebhookQueue({
    db: t.database.db,
    clock: t.clock.now,
    sender: t.integrations.webhookSender,
    secrets: t.app.services.secrets,
  });
  return createBookingService({ db: t.database.db, clock: t.clock.now, notices, webhooks });
}

/**
 * The book as the services see it, whose `book` answers once the booking's text and mail have
 * gone (in the app they go in the background, after the answer).
 */
export function bookingServiceOf(t: TestApp) {
  const notices = bookingNoticesOf(t);
  const service = bookingServiceWith(t, notices);
  return {
    ...service,
    async book(input: BookInput) {
      const booked = await service.book(input);
      await notices.backgroundSent();
      return booked;
    },
  };
}

/**
 * A new owner with an agent whose book is on: open 9 to 5 every day in `timezone`, slots of
 * `capacity` seats every 30 minutes, no lead time, a 30-day horizon.
 */
export async function ownerWithBook(
  t: TestApp,
  {
    capacity = 1,
    timezone = "America/New_York",
    balance = 25,
    areaCode = "702",
  }: { capacity?: number; timezone?: string; balance?: number; areaCode?: string } = {},
): Promise<{ owner: Owner; agentId: string; userId: string; agentNumber: string }> {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 25 + balance);
  const agent = await createAgent(t, owner, SALON, areaCode);
  const db = t.database.db;
  await db.update(agents).set({ openingHours: NINE_TO_FIVE, timezone }).where(eq(agents.id, agent.id));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, owner.username));
  await db.insert(bookingSettings).values({
    agentId: agent.id,
    userId: user!.id,
    enabled: true,
    capacity,
    slotStepMinutes: 30,
    leadTimeMinutes: 0,
    horizonDays: 30,
    defaultDurationMinutes: 30,
  });
  return { owner, agentId: agent.id, userId: user!.id, agentNumber: agent.phoneNumber };
}

/** The day after tomorrow (by the test clock) at `hour`:00 on the wall clocks of `timezone`. */
export function dayAfterTomorrowAt(t: TestApp, hour: number, timezone = "America/New_York"): Date {
  const date = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  return instantAt(timezone, date, hour * 60);
}

/** The texts the offline telephony wrote to `to`, oldest first. */
export function textsTo(t: TestApp, to: string): Promise<string[]> {
  return textsIn(join(t.config.dataDir, "sms-outbox"), to);
}

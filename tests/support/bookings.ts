import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { agents, bookingSettings, users } from "../../src/server/db/schema";
import { createBookingMails } from "../../src/server/services/booking-mails";
import { createBookingTexts } from "../../src/server/services/booking-texts";
import { createBookingService } from "../../src/server/services/bookings";
import { instantAt } from "../../src/server/services/wall-clock";
import { createWebhookQueue } from "../../src/server/services/webhook-queue";
import type { OpeningHours } from "../../src/shared/api/opening-hours";
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

/** The book as the services see it, on the test app's database, clock and offline telephony. */
export function bookingServiceOf(t: TestApp) {
  const texts = createBookingTexts({
    db: t.database.db,
    telephony: t.integrations.telephony,
    reconcileBalance: async () => undefined,
    log: () => undefined,
  });
  const mails = createBookingMails({
    db: t.database.db,
    mailer: t.integrations.mailer,
    log: () => undefined,
  });
  const webhooks = createWebhookQueue({
    db: t.database.db,
    clock: t.clock.now,
    sender: t.integrations.webhookSender,
    secrets: t.app.services.secrets,
  });
  return createBookingService({ db: t.database.db, clock: t.clock.now, texts, mails, webhooks });
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
export async function textsTo(t: TestApp, to: string): Promise<string[]> {
  const dir = join(t.config.dataDir, "sms-outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
  return texts
    .filter((text) => text.includes(`\nTo: ${to}\n`))
    .map((text) => text.split("\n\n").slice(1).join("\n\n").trim());
}

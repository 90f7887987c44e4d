import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agents, bookingSettings } from "../../src/server/db/schema";
import { createBookingTexts } from "../../src/server/services/booking-texts";
import { smsCents } from "../../src/server/services/call-billing";
import { DomainError, type DomainErrorCode } from "../../src/server/services/domain-errors";
import { ledger } from "../../src/server/services/ledger";
import { bookingServiceOf, dayAfterTomorrowAt, ownerWithBook, textsTo } from "../support/bookings";
import { calendarPartOf, readOutbox, textPartOf } from "../support/outbox";
import { testAppForFile } from "../support/test-app";

const t = testAppForFile();

const AREA_CODE = "504";
const CALLER = "+15045550123";

async function refusal(promise: Promise<unknown>): Promise<DomainErrorCode> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

describe("booking a caller into an agent's book", () => {
  it("books a service for as long as the agent's knowledge says it takes, and finds it by the caller's number and name", async () => {
    const { owner, agentId, agentNumber } = await ownerWithBook(t, { areaCode: AREA_CODE });
    await owner.put(`/api/active-bots/${agentId}/knowledge/facts`, {
      facts: [{ kind: "service", name: "Colour and cut", durationMinutes: 90 }],
    });
    const service = bookingServiceOf(t);
    const start = dayAfterTomorrowAt(t, 10);
    const booked = await service.book({
      agentId,
      callerName: "Ana Lopez",
      callerPhone: CALLER,
      service: "colour AND cut",
      start,
    });
    expect(booked).toMatchObject({ service: "Colour and cut", durationMinutes: 90, status: "booked" });
    expect(new Date(booked.end).getTime() - start.getTime()).toBe(90 * 60_000);
    // The caller is texted the booking and how to cancel it, and the owner pays the SMS rate.
    const [confirmation] = await textsTo(t, CALLER);
    expect(confirmation).toMatch(
      new RegExp(
        `^Bella Hair: you're booked for Colour and cut on \\w{3}, \\w{3} \\d+, 10:00 AM\\. To cancel or change it, call \\${agentNumber}\\.$`,
      ),
    );
    const balance = (await owner.get("/api/balance")).json().balance as number;
    // The owner is mailed the booking with an .ics their calendar adds.
    const mail = (await readOutbox(t.outboxDir)).find(
      (sent) => sent.to === owner.email && sent.subject.startsWith("New booking"),
    );
    expect(mail?.subject).toMatch(
      /^New booking for Bella Hair: Ana Lopez, \w{3}, \w{3} \d+, \d{4}, 10:00 AM E[SD]T$/,
    );
    expect(textPartOf(mail!)).toContain("Service: Colour and cut (90 minutes)");
    const ics = calendarPartOf(mail!).replace(/\r\n /g, "");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(`UID:${booked.id}@switchboard`);
    expect(ics).toContain("SUMMARY:Colour and cut: Ana Lopez");
    expect(balance).toBeCloseTo(25 - smsCents(confirmation!) / 100, 2);
    // The 90 minutes hold 10:00, 10:30 and 11:00; 11:30 is free again.
    const free = (await service.freeSlots(agentId, start, 1)).map((slot) => slot.getTime());
    expect(free).not.toContain(start.getTime() + 60 * 60_000);
    expect(free).toContain(start.getTime() + 90 * 60_000);
    expect(await service.findCallerBookings(agentId, CALLER)).toEqual([booked]);
    expect(await service.findCallerBookings(agentId, CALLER, "ana")).toEqual([booked]);
    expect(await service.findCallerBookings(agentId, CALLER, "Maria")).toEqual([]);
    expect(await service.findCallerBookings(agentId, "+15045550999")).toEqual([]);
  });

  it("refuses a time outside the hours, off the slot grid or in the past, a service the agent does not offer, and a book that is off", async () => {
    const { agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const service = bookingServiceOf(t);
    const caller = { agentId, callerName: "Ben", callerPhone: CALLER };
    expect(await refusal(service.book({ ...caller, start: dayAfterTomorrowAt(t, 20) }))).toBe(
      "OutsideBookableHours",
    );
    const offGrid = new Date(dayAfterTomorrowAt(t, 10).getTime() + 10 * 60_000);
    expect(await refusal(service.book({ ...caller, start: offGrid }))).toBe("OutsideBookableHours");
    const past = new Date(dayAfterTomorrowAt(t, 10).getTime() - 7 * 86_400_000);
    expect(await refusal(service.book({ ...caller, start: past }))).toBe("OutsideBookableHours");
    // The last half hour fits; a default 30-minute booking at 16:45 would run past closing.
    expect(
      await refusal(service.book({ ...caller, service: "Massage", start: dayAfterTomorrowAt(t, 10) })),
    ).toBe("ServiceNotBookable");
    await t.database.db
      .update(bookingSettings)
      .set({ enabled: false })
      .where(eq(bookingSettings.agentId, agentId));
    expect(await refusal(service.book({ ...caller, start: dayAfterTomorrowAt(t, 10) }))).toBe("BookingsOff");
    expect(await service.freeSlots(agentId, dayAfterTomorrowAt(t, 9), 1)).toEqual([]);
  });

  it("moves a booking to a free slot, and keeps its seat when the new time is taken", async () => {
    const { agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const service = bookingServiceOf(t);
    const ten = dayAfterTomorrowAt(t, 10);
    const eleven = dayAfterTomorrowAt(t, 11);
    const ana = await service.book({ agentId, callerName: "Ana", callerPhone: CALLER, start: ten });
    await service.book({ agentId, callerName: "Ben", callerPhone: "+15045550124", start: eleven });
    expect(await refusal(service.reschedule(ana.id, eleven))).toBe("SlotTaken");
    // Ana still holds ten o'clock: nobody else can take it.
    expect(
      await refusal(service.book({ agentId, callerName: "Cy", callerPhone: "+15045550125", start: ten })),
    ).toBe("SlotTaken");
    const noon = dayAfterTomorrowAt(t, 12);
    const moved = await service.reschedule(ana.id, noon);
    expect(moved.start).toBe(noon.toISOString());
    // Ten o'clock is free again once she has moved.
    const cy = await service.book({ agentId, callerName: "Cy", callerPhone: "+15045550125", start: ten });
    expect(cy.start).toBe(ten.toISOString());
    await service.cancel(moved.id);
    expect(await refusal(service.reschedule(moved.id, ten))).toBe("BookingCancelled");
  });
});

describe("the texts about a booking", () => {
  it("texts the caller of a Spanish-speaking agent in Spanish", async () => {
    const { agentId, agentNumber } = await ownerWithBook(t, { areaCode: AREA_CODE });
    await t.database.db.update(agents).set({ language: "spanish" }).where(eq(agents.id, agentId));
    await bookingServiceOf(t).book({
      agentId,
      callerName: "Lucia",
      callerPhone: "+15045550166",
      start: dayAfterTomorrowAt(t, 16),
    });
    const [confirmation] = await textsTo(t, "+15045550166");
    expect(confirmation).toMatch(
      new RegExp(
        `^Bella Hair: su cita de Appointment queda reservada para el \\S+ \\d+ \\S+, 16:00\\. Para cancelarla o cambiarla, llame al \\${agentNumber}\\.$`,
      ),
    );
  });

  it("gives the charge back when the carrier refuses the text, and sends nothing the balance cannot pay", async () => {
    const { owner, agentId, userId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const booked = await bookingServiceOf(t).book({
      agentId,
      callerName: "Dee",
      callerPhone: "+15045550177",
      start: dayAfterTomorrowAt(t, 15),
    });
    const balanceOf = async () => (await owner.get("/api/balance")).json().balance as number;
    const before = await balanceOf();
    const refusing = createBookingTexts({
      db: t.database.db,
      telephony: {
        ...t.integrations.telephony,
        sendSms: async () => {
          throw new Error("the carrier refused the number");
        },
      },
      reconcileBalance: async () => undefined,
      log: () => undefined,
    });
    expect(await refusing.textCaller(booked, "moved", `${booked.id}:refused`)).toBe("refused");
    expect(await balanceOf()).toBeCloseTo(before, 2);
    // The balance spent to the last cent.
    await ledger.debit(t.database.db, userId, Math.round(before * 100), {
      kind: "call_usage",
      reference: `spent-${booked.id}`,
      description: "Calls",
    });
    const texting = createBookingTexts({
      db: t.database.db,
      telephony: t.integrations.telephony,
      reconcileBalance: async () => undefined,
      log: () => undefined,
    });
    const textsBefore = (await textsTo(t, "+15045550177")).length;
    expect(await texting.textCaller(booked, "moved", `${booked.id}:unpaid`)).toBe("unpaid");
    expect(await textsTo(t, "+15045550177")).toHaveLength(textsBefore);
  });
});

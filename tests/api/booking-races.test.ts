import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingSeats, bookings } from "../../src/server/db/schema";
import { DomainError } from "../../src/server/services/domain-errors";
import { bookingServiceOf, dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { testAppForFile } from "../support/test-app";

const t = testAppForFile();

const ATTEMPTS = 50;

/** Fifty callers ask for the same slot at once; answers each attempt's outcome. */
async function fiftyAtOnce(capacity: number) {
  const { agentId } = await ownerWithBook(t, { capacity, areaCode: "907" });
  const service = bookingServiceOf(t);
  const start = dayAfterTomorrowAt(t, 10);
  const outcomes = await Promise.allSettled(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      service.book({ agentId, callerName: `Caller ${i}`, callerPhone: `+1702555${String(1000 + i)}`, start }),
    ),
  );
  return { agentId, start, service, outcomes };
}

describe("fifty callers asking for the same slot at once", () => {
  for (const capacity of [1, 3]) {
    it(`books exactly ${capacity} of them in a slot of ${capacity}, and tells every other one the slot is taken`, async () => {
      const { agentId, start, service, outcomes } = await fiftyAtOnce(capacity);
      const booked = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
      expect(booked).toHaveLength(capacity);
      expect(refused).toHaveLength(ATTEMPTS - capacity);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(DomainError);
        expect((reason as DomainError).code).toBe("SlotTaken");
      }
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.agentId, agentId), eq(bookings.status, "booked")));
      expect(stored!.n).toBe(capacity);
      // The slot is no longer offered to the next caller, and the failed attempts left no rows behind.
      const offered = await service.freeSlots(agentId, start, 1);
      expect(offered.map((slot) => slot.getTime())).not.toContain(start.getTime());
      const [all] = await t.database.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.agentId, agentId));
      expect(all!.n).toBe(capacity);
    });
  }

  it("frees the seat when a booking is cancelled, so the next caller gets it", async () => {
    const { agentId, start, service, outcomes } = await fiftyAtOnce(1);
    const winner = outcomes.find((outcome) => outcome.status === "fulfilled");
    if (winner?.status !== "fulfilled") throw new Error("nobody booked");
    await service.cancel(winner.value.id);
    const [seats] = await t.database.db
      .select({ n: count() })
      .from(bookingSeats)
      .where(eq(bookingSeats.bookingId, winner.value.id));
    expect(seats!.n).toBe(0);
    const again = await service.book({
      agentId,
      callerName: "Late Caller",
      callerPhone: "+17025559999",
      start,
    });
    expect(again.start).toBe(start.toISOString());
  });
});

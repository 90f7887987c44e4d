import { describe, expect, it } from "vitest";
import { smsCents } from "../../src/server/services/call-billing";
import { bookingServiceOf, dayAfterTomorrowAt, ownerWithBook, SALON, textsTo } from "../support/bookings";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";

const t = testAppForFile();

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "816";
const CALLER = "+15035550142";
const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;

/** An owner whose book has one booking, the day after tomorrow at 10:00 in New York. */
async function ownerWithBooking(options: { balance?: number } = {}) {
  const setup = await ownerWithBook(t, { areaCode: AREA_CODE, ...options });
  const booking = await bookingServiceOf(t).book({
    agentId: setup.agentId,
    callerName: "Ana Lopez",
    callerPhone: CALLER,
    start: dayAfterTomorrowAt(t, 10),
  });
  return { ...setup, booking };
}

const SETTINGS = {
  enabled: true,
  capacity: 2,
  slotStepMinutes: 15,
  leadTimeMinutes: 120,
  horizonDays: 14,
  defaultDurationMinutes: 45,
};

describe("GET and PUT /api/active-bots/:id/booking-settings", () => {
  it("starts with the book off and keeps what the owner saves", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const agent = await createAgent(t, owner, SALON, AREA_CODE);
    const url = `/api/active-bots/${agent.id}/booking-settings`;
    const first = await owner.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ enabled: false, capacity: 1 });
    const saved = await owner.put(url, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(SETTINGS);
    expect((await owner.get(url)).json()).toEqual(SETTINGS);
    const changed = await owner.put(url, { ...SETTINGS, capacity: 3 });
    expect(changed.json().capacity).toBe(3);
  });

  it.each([
    ["capacity", { capacity: 0 }],
    ["capacity", { capacity: 1.5 }],
    ["slotStepMinutes", { slotStepMinutes: 7 }],
    ["slotStepMinutes", { slotStepMinutes: 0 }],
    ["leadTimeMinutes", { leadTimeMinutes: -1 }],
    ["horizonDays", { horizonDays: 0 }],
    ["defaultDurationMinutes", { defaultDurationMinutes: 2000 }],
    ["enabled", { enabled: "yes" }],
  ])("refuses a wrong %s with a 400 naming the field", async (field, change) => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const response = await owner.put(`/api/active-bots/${agentId}/booking-settings`, {
      ...SETTINGS,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it("refuses a missing field and an unknown one", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const url = `/api/active-bots/${agentId}/booking-settings`;
    const { capacity: _left, ...missing } = SETTINGS;
    expect((await owner.put(url, missing)).statusCode).toBe(400);
    expect((await owner.put(url, { ...SETTINGS, colour: "red" })).statusCode).toBe(400);
  });

  it("answers 401 to a visitor and 404 for another owner's agent", async () => {
    const { agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const url = `/api/active-bots/${agentId}/booking-settings`;
    expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.request({ method: "PUT", url, payload: SETTINGS })).statusCode).toBe(401);
    const stranger = await createOwner(t);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.put(url, SETTINGS)).statusCode).toBe(404);
  });
});

describe("GET /api/bookings", () => {
  it("lists the owner's bookings, by agent and start, and never another owner's", async () => {
    const { owner, agentId, booking } = await ownerWithBooking();
    const other = await ownerWithBooking();
    const all = await owner.get("/api/bookings");
    expect(all.statusCode).toBe(200);
    expect(all.json().bookings).toEqual([booking]);
    expect(all.json().bookings[0]).toMatchObject({
      callerName: "Ana Lopez",
      callerPhone: CALLER,
      status: "booked",
    });
    expect((await owner.get(`/api/bookings?agentId=${agentId}`)).json().bookings).toHaveLength(1);
    const after = encodeURIComponent(booking.end);
    expect((await owner.get(`/api/bookings?from=${after}`)).json().bookings).toEqual([]);
    expect(
      (await owner.get(`/api/bookings?to=${encodeURIComponent(booking.start)}`)).json().bookings,
    ).toEqual([]);
    expect((await owner.get(`/api/bookings?agentId=${other.agentId}`)).statusCode).toBe(404);
  });

  it("refuses a range that is not a time and an agent that is not an id", async () => {
    const owner = await createOwner(t);
    for (const query of ["from=tomorrow", "to=2026-13-01", "agentId=nope"]) {
      const response = await owner.get(`/api/bookings?${query}`);
      expect(response.statusCode).toBe(400);
      // A query's answer names the parameter in its sentence (only a body's names its field).
      expect(response.json().error).toContain(query.split("=")[0]);
    }
  });

  it("answers 401 to a visitor", async () => {
    expect((await t.request({ method: "GET", url: "/api/bookings" })).statusCode).toBe(401);
  });
});

describe("POST /api/bookings", () => {
  const newBooking = (agentId: string, overrides: Record<string, unknown> = {}) => ({
    agentId,
    callerName: "Walk In",
    callerPhone: "+15035550150",
    start: dayAfterTomorrowAt(t, 15).toISOString(),
    ...overrides,
  });

  it("books a caller as a call would, and texts them the booking after answering", async () => {
    const { owner, agentId, agentNumber } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const added = await owner.post("/api/bookings", newBooking(agentId, { callerName: "  Walk In " }));
    expect(added.statusCode).toBe(201);
    const { booking } = added.json();
    expect(booking).toMatchObject({
      agentId,
      callerName: "Walk In",
      callerPhone: "+15035550150",
      service: "Appointment",
      start: dayAfterTomorrowAt(t, 15).toISOString(),
      status: "booked",
      callId: null,
    });
    expect((await owner.get("/api/bookings")).json().bookings).toEqual([booking]);
    await t.app.services.bookingNotices.backgroundSent();
    expect(await textsTo(t, "+15035550150")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Bella Hair: you're booked for Appointment on \\w{3}, \\w{3} \\d+, 3:00 PM\\. To cancel or change it, call \\${agentNumber}\\.$`,
        ),
      ),
    ]);
    // The slot is now taken, and a time the book does not offer is refused.
    const taken = await owner.post("/api/bookings", newBooking(agentId, { callerPhone: "+15035550151" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("That time has just been taken. Choose another free slot.");
    const late = await owner.post(
      "/api/bookings",
      newBooking(agentId, { start: dayAfterTomorrowAt(t, 20).toISOString() }),
    );
    expect(late.statusCode).toBe(400);
    const unknownService = await owner.post("/api/bookings", newBooking(agentId, { service: "Massage" }));
    expect(unknownService.statusCode).toBe(400);
  });

  it.each([
    ["an agent id that is not one", { agentId: "nope" }, "Unknown agent."],
    ["no caller's name", { callerName: "   " }, "Enter the caller's name."],
    ["a name too long", { callerName: "A".repeat(101) }, "The caller's name is at most 100 characters."],
    [
      "a number not in international form",
      { callerPhone: "503 555 0150" },
      "Enter the caller's number in international form, like +15125550100.",
    ],
    ["a service too long", { service: "S".repeat(101) }, "The service is at most 100 characters."],
    ["a start that is not a time", { start: "tomorrow" }, "Write the start as an ISO 8601 time."],
    ["a field it does not know", { notes: "VIP" }, undefined],
  ])("answers 400 to %s", async (_what, change, message) => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const refused = await owner.post("/api/bookings", newBooking(agentId, change));
    expect(refused.statusCode).toBe(400);
    if (message) expect(JSON.stringify(refused.json())).toContain(message);
  });

  it("answers 409 when the agent's book is off, 401 to a visitor and 404 for another owner's agent", async () => {
    const { agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const stranger = await createOwner(t);
    const body = newBooking(agentId);
    expect((await t.request({ method: "POST", url: "/api/bookings", payload: body })).statusCode).toBe(401);
    expect((await stranger.post("/api/bookings", body)).statusCode).toBe(404);
    await grantDollars(t, stranger.username, 25);
    const strangersAgent = await createAgent(t, stranger, SALON, AREA_CODE);
    const off = await stranger.post("/api/bookings", newBooking(strangersAgent.id));
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(
      "This agent's appointment book is off. Turn it on in its booking settings.",
    );
  });
});

describe("POST /api/bookings/:id/cancel", () => {
  it("cancels, frees the slot and texts the caller once, at the SMS rate", async () => {
    const { owner, agentId, booking } = await ownerWithBooking();
    const before = await balanceOf(owner);
    const cancelled = await owner.post(`/api/bookings/${booking.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking: { id: booking.id, status: "cancelled" },
      callerTexted: true,
    });
    const texts = await textsTo(t, CALLER);
    const charged = smsCents(texts.at(-1)!) / 100;
    expect(texts.at(-1)).toMatch(
      /^Bella Hair: your Appointment on \w{3}, \w{3} \d+, 10:00 AM has been cancelled\./,
    );
    expect(await balanceOf(owner)).toBeCloseTo(before - charged, 2);
    const offered = await bookingServiceOf(t).freeSlots(agentId, new Date(booking.start), 1);
    expect(offered[0]?.toISOString()).toBe(booking.start);
    const again = await owner.post(`/api/bookings/${booking.id}/cancel`);
    expect(again.json().callerTexted).toBe(false);
    expect(await textsTo(t, CALLER)).toHaveLength(texts.length);
    expect(await balanceOf(owner)).toBeCloseTo(before - charged, 2);
  });

  it("cancels without a text when the balance cannot pay for one", async () => {
    const { owner, booking } = await ownerWithBooking({ balance: 0 });
    const cancelled = await owner.post(`/api/bookings/${booking.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ booking: { status: "cancelled" }, callerTexted: false });
  });

  it("answers 400 for an id that is not one, 401 to a visitor and 404 for another owner's booking", async () => {
    const { booking } = await ownerWithBooking();
    const stranger = await createOwner(t);
    expect((await stranger.post("/api/bookings/nope/cancel")).statusCode).toBe(400);
    expect((await t.request({ method: "POST", url: `/api/bookings/${booking.id}/cancel` })).statusCode).toBe(
      401,
    );
    expect((await stranger.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(404);
  });
});

describe("POST /api/bookings/:id/move", () => {
  it("moves the booking to a free slot and texts the caller the new time", async () => {
    const { owner, booking } = await ownerWithBooking();
    const start = dayAfterTomorrowAt(t, 14).toISOString();
    const moved = await owner.post(`/api/bookings/${booking.id}/move`, { start });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { start, status: "booked" }, callerTexted: true });
    expect((await textsTo(t, CALLER)).at(-1)).toMatch(/has been moved to \w{3}, \w{3} \d+, 2:00 PM\./);
  });

  it("refuses a taken slot (409), a time outside the book (400) and a cancelled booking (409), keeping the booking", async () => {
    const { owner, agentId, booking } = await ownerWithBooking();
    const eleven = dayAfterTomorrowAt(t, 11);
    await bookingServiceOf(t).book({
      agentId,
      callerName: "Ben",
      callerPhone: "+15035550199",
      start: eleven,
    });
    const taken = await owner.post(`/api/bookings/${booking.id}/move`, { start: eleven.toISOString() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe("start");
    const night = await owner.post(`/api/bookings/${booking.id}/move`, {
      start: dayAfterTomorrowAt(t, 20).toISOString(),
    });
    expect(night.statusCode).toBe(400);
    expect(night.json().field).toBe("start");
    const listed = (await owner.get("/api/bookings")).json().bookings;
    expect(listed.find((row: { id: string }) => row.id === booking.id).start).toBe(booking.start);
    await owner.post(`/api/bookings/${booking.id}/cancel`);
    const cancelled = await owner.post(`/api/bookings/${booking.id}/move`, {
      start: dayAfterTomorrowAt(t, 15).toISOString(),
    });
    expect(cancelled.statusCode).toBe(409);
  });

  it("refuses a start that is not a time, a missing start, a visitor and another owner's booking", async () => {
    const { booking } = await ownerWithBooking();
    const stranger = await createOwner(t);
    const url = `/api/bookings/${booking.id}/move`;
    const start = dayAfterTomorrowAt(t, 14).toISOString();
    const { owner } = await ownerWithBooking();
    expect((await owner.post(url, { start: "Tuesday at 2" })).statusCode).toBe(400);
    expect((await owner.post(url, {})).statusCode).toBe(400);
    expect((await t.request({ method: "POST", url, payload: { start } })).statusCode).toBe(401);
    expect((await stranger.post(url, { start })).statusCode).toBe(404);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CALCOM_API_VERSIONS, CalcomError, createCalcomClient } from "./calcom-client";
import { type CalcomStandIn, startCalcomStandIn } from "./calcom-stand-in";

const KEY = "cal_test_client0123456789";
const CONSULT = { id: 41, title: "Consultation", slug: "consultation", lengthInMinutes: 30 };

let stand: CalcomStandIn;
beforeAll(async () => {
  stand = await startCalcomStandIn({
    accounts: [{ apiKey: KEY, timeZone: "America/New_York", eventTypes: [CONSULT] }],
  });
});
afterAll(() => stand.close());
afterEach(() => stand.fail(undefined));

const client = (apiKey = KEY, timeoutMs = 2000) =>
  createCalcomClient({ baseUrl: stand.baseUrl, apiKey, timeoutMs });

const dayAfterTomorrow = () => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  return { start, end: new Date(start.getTime() + 86_400_000) };
};

async function failureOf(work: Promise<unknown>): Promise<CalcomError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof CalcomError)) throw new Error(`expected a CalcomError, got ${String(error)}`);
  return error;
}

describe("the Cal.com client against the stand-in", () => {
  it("lists the key's event types with the event types' API version", async () => {
    expect(await client().eventTypes()).toEqual([CONSULT]);
    expect(stand.requests.at(-1)).toEqual({
      method: "GET",
      path: "/v2/event-types",
      version: CALCOM_API_VERSIONS.eventTypes,
    });
  });

  it("reads the free slots of a day, earliest first, within the hours", async () => {
    const slots = await client().slots({ eventTypeId: CONSULT.id, ...dayAfterTomorrow(), timeZone: "UTC" });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.map((s) => s.getTime())).toEqual([...slots.map((s) => s.getTime())].sort((a, b) => a - b));
    expect(stand.requests.at(-1)?.version).toBe(CALCOM_API_VERSIONS.slots);
  });

  it("books a free slot, reads it back, moves it (a new uid) and cancels it", async () => {
    const [first, second] = await client().slots({
      eventTypeId: CONSULT.id,
      ...dayAfterTomorrow(),
      timeZone: "America/New_York",
    });
    const made = await client().createBooking({
      eventTypeId: CONSULT.id,
      start: first!,
      attendee: { name: "Ana Lopez", timeZone: "America/New_York", phoneNumber: "+12065550101" },
      metadata: { switchboardCallId: "call-1" },
    });
    expect(made).toMatchObject({ status: "accepted", durationMinutes: 30, eventTypeId: CONSULT.id });
    expect(made.start).toEqual(first);
    const read = await client().getBooking(made.uid);
    expect(read.attendees).toEqual([{ name: "Ana Lopez", phoneNumber: "+12065550101" }]);

    const moved = await client().rescheduleBooking(made.uid, second!, "The caller asked");
    expect(moved.uid).not.toBe(made.uid);
    expect(moved.start).toEqual(second);
    expect((await client().getBooking(made.uid)).status).toBe("cancelled");

    const cancelled = await client().cancelBooking(moved.uid, "The caller asked");
    expect(cancelled.status).toBe("cancelled");
    const again = await failureOf(client().cancelBooking(moved.uid, "twice"));
    expect(again.failure).toBe("rejected");
  });

  it("answers a taken slot as slotTaken", async () => {
    const [first] = await client().slots({ eventTypeId: CONSULT.id, ...dayAfterTomorrow(), timeZone: "UTC" });
    const attendee = { name: "Bo", timeZone: "UTC", phoneNumber: "+12065550102" };
    await client().createBooking({ eventTypeId: CONSULT.id, start: first!, attendee });
    const taken = await failureOf(
      client().createBooking({ eventTypeId: CONSULT.id, start: first!, attendee }),
    );
    expect(taken).toMatchObject({ failure: "slotTaken", status: 400 });
  });

  it("answers a wrong key as unauthorized, an unknown booking as notFound", async () => {
    expect((await failureOf(client("cal_wrong_key").eventTypes())).failure).toBe("unauthorized");
    expect((await failureOf(client().getBooking("no-such-uid"))).failure).toBe("notFound");
  });

  it("answers a 500 and a Cal.com slower than the timeout as unavailable", async () => {
    stand.fail("error");
    expect(await failureOf(client().eventTypes())).toMatchObject({ failure: "unavailable", status: 500 });
    stand.fail("slow");
    const slow = await failureOf(client(KEY, 200).eventTypes());
    expect(slow.failure).toBe("unavailable");
    expect(slow.message).toMatch(/did not answer within 200 ms/);
  });

  it("answers a booking that cannot be read back as notFound", async () => {
    const [, , third] = await client().slots({
      eventTypeId: CONSULT.id,
      ...dayAfterTomorrow(),
      timeZone: "UTC",
    });
    stand.fail("unreadable");
    const made = await client().createBooking({
      eventTypeId: CONSULT.id,
      start: third!,
      attendee: { name: "Cy", timeZone: "UTC", phoneNumber: "+12065550103" },
    });
    expect((await failureOf(client().getBooking(made.uid))).failure).toBe("notFound");
  });

  it("is refused by the stand-in without the API version header, as Cal.com would answer another shape", async () => {
    const response = await fetch(`${stand.baseUrl}/v2/event-types`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: "error", error: { code: "BadRequestException" } });
  });
});

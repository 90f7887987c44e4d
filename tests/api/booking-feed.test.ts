import { describe, expect, it } from "vitest";
import { bookingServiceOf, dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { TEST_HOST, testAppForFile } from "../support/test-app";

const t = testAppForFile();

const AREA_CODE = "808";
// A calendar service fetches the feed with no session and from no page of ours.
const fetchFeed = (path: string) => t.app.inject({ method: "GET", url: path, headers: { host: TEST_HOST } });

/** An owner with two bookings, one of them cancelled. */
async function ownerWithBookings() {
  const setup = await ownerWithBook(t, { areaCode: AREA_CODE });
  const service = bookingServiceOf(t);
  const ten = await service.book({
    agentId: setup.agentId,
    callerName: "Ana Lopez",
    callerPhone: "+18085550101",
    start: dayAfterTomorrowAt(t, 10),
  });
  const noon = await service.book({
    agentId: setup.agentId,
    callerName: "Ben Ito",
    callerPhone: "+18085550102",
    start: dayAfterTomorrowAt(t, 12),
  });
  await service.cancel(noon.id);
  return { ...setup, ten, noon };
}

/** "20261127T150000Z", as iCalendar writes a moment. */
const icalMoment = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

describe("the private calendar feed of an owner's bookings", () => {
  it("answers the owner's bookings as iCalendar text at a secret address, a cancelled one marked so", async () => {
    const { owner, ten, noon } = await ownerWithBookings();
    const stranger = await ownerWithBookings();
    const created = await owner.post("/api/bookings/feed");
    expect(created.statusCode).toBe(200);
    const { path } = created.json() as { path: string };
    expect(path).toMatch(/^\/api\/bookings\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await fetchFeed(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    const text = feed.body.replace(/\r\n /g, "");
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("SUMMARY:Appointment: Ana Lopez");
    expect(text).toContain(`DTSTART:${icalMoment(ten.start)}`);
    expect(text).toContain(`DTEND:${icalMoment(ten.end)}`);
    expect(text).toContain("+18085550101");
    const cancelled = text.split("BEGIN:VEVENT").find((event) => event.includes(`UID:${noon.id}`));
    expect(cancelled).toContain("STATUS:CANCELLED");
    // Another owner's bookings are not in it.
    expect(text).not.toContain(stranger.ten.id);
  });

  it("stops answering an address once a new one is made or the feed is revoked", async () => {
    const { owner } = await ownerWithBookings();
    expect((await owner.get("/api/bookings/feed")).json()).toEqual({ active: false, createdAt: null });
    const first = (await owner.post("/api/bookings/feed")).json().path as string;
    expect((await owner.get("/api/bookings/feed")).json()).toEqual({
      active: true,
      createdAt: t.clock.now().toISOString(),
    });
    const second = (await owner.post("/api/bookings/feed")).json().path as string;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const revoked = await owner.delete("/api/bookings/feed");
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await owner.get("/api/bookings/feed")).json().active).toBe(false);
    expect((await owner.delete("/api/bookings/feed")).json()).toEqual({ revoked: false });
  });

  it("answers 404 for a secret that opens no feed, and 401 to a visitor asking after, making or revoking one", async () => {
    expect((await fetchFeed(`/api/bookings/feed/${"a".repeat(32)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed("/api/bookings/feed/short.ics")).statusCode).toBe(404);
    expect((await fetchFeed(`/api/bookings/feed/${"a".repeat(32)}`)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/bookings/feed" })).statusCode).toBe(401);
    expect((await t.request({ method: "POST", url: "/api/bookings/feed" })).statusCode).toBe(401);
    expect((await t.request({ method: "DELETE", url: "/api/bookings/feed" })).statusCode).toBe(401);
  });
});

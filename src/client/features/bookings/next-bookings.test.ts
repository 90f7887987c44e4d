import { describe, expect, it } from "vitest";
import type { Agent } from "../../../shared/api/agents";
import type { Booking } from "../../../shared/api/bookings";
import { upcomingOf } from "./next-bookings";

const booking = (id: string, start: string, overrides: Partial<Booking> = {}): Booking => ({
  id,
  agentId: "agent-ny",
  callerName: `Caller ${id}`,
  callerPhone: "+15045550123",
  service: "Appointment",
  durationMinutes: 30,
  start,
  end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
  status: "booked",
  callId: null,
  createdAt: "2026-12-01T00:00:00.000Z",
  ...overrides,
});

const AGENTS = [
  { id: "agent-ny", agentName: "Mia", timezone: "America/New_York" },
  { id: "agent-tokyo", agentName: "Ken", timezone: "Asia/Tokyo" },
] as unknown as Agent[];

describe("the main screen's next bookings", () => {
  // 3 December 2026, 15:00 in New York; already 4 December in Tokyo.
  const now = new Date("2026-12-03T20:00:00Z");

  it("keeps the live bookings not over yet, each on its agent's clock, and says which are today there", () => {
    const upcoming = upcomingOf(
      [
        booking("over", "2026-12-03T14:00:00Z"),
        booking("running", "2026-12-03T19:45:00Z"),
        booking("cancelled", "2026-12-03T21:00:00Z", { status: "cancelled" }),
        booking("tonight", "2026-12-03T22:00:00Z"),
        booking("tokyo", "2026-12-04T01:00:00Z", { agentId: "agent-tokyo" }),
        booking("tomorrow", "2026-12-04T15:00:00Z"),
      ],
      AGENTS,
      now,
    );
    expect(
      upcoming.map((shown) => [shown.booking.id, shown.agentName, shown.date, shown.time, shown.isToday]),
    ).toEqual([
      ["running", "Mia", "2026-12-03", "14:45", true],
      ["tonight", "Mia", "2026-12-03", "17:00", true],
      ["tokyo", "Ken", "2026-12-04", "10:00", true],
      ["tomorrow", "Mia", "2026-12-04", "10:00", false],
    ]);
  });

  it("names a booking of an agent it does not know by a plain word, on UTC", () => {
    const [shown] = upcomingOf(
      [booking("gone", "2026-12-05T10:00:00Z", { agentId: "deleted" })],
      AGENTS,
      now,
    );
    expect(shown).toMatchObject({ agentName: "Agent", date: "2026-12-05", time: "10:00", isToday: false });
  });
});

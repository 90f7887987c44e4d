import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agents } from "../../src/server/db/schema";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";

// Opening hours are read once when an agent is saved: the form's week editor sends them as data
// (JSON text in customHours), checked on write; words are read by the server and kept as written.

const t = testAppForFile();

const business = {
  businessName: "Corner Bakery",
  businessCategory: "restaurant",
  agentName: "Bea",
  agentPurpose: "Take orders for cakes",
  customHoursEnabled: true,
};

const week = {
  week: {
    monday: [{ opens: "09:00", closes: "17:00" }],
    tuesday: [
      { opens: "09:00", closes: "12:00" },
      { opens: "13:00", closes: "17:00" },
    ],
    sunday: [],
  },
  exceptions: [{ date: "2026-12-25", hours: [], name: "Christmas" }],
};

async function ownerWithAgent(customHours: string): Promise<{ owner: Owner; id: string }> {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 30);
  const { id } = await createAgent(t, owner, { ...business, customHours });
  return { owner, id };
}

async function storedHours(id: string) {
  const [row] = await t.database.db
    .select({ openingHours: agents.openingHours, status: agents.openingHoursStatus })
    .from(agents)
    .where(eq(agents.id, id));
  return row;
}

describe("opening hours on write", () => {
  it("stores hours sent as data, and answers customHours as sent", async () => {
    const customHours = JSON.stringify(week);
    const { owner, id } = await ownerWithAgent(customHours);
    expect(await storedHours(id)).toEqual({ openingHours: week, status: "structured" });
    const [listed] = (await owner.get("/api/active-bots")).json();
    expect(listed.customHours).toBe(customHours);
  });

  it("reads the owner's words once and keeps them as written", async () => {
    const { owner, id } = await ownerWithAgent("Mon-Fri 9-5, closed Sundays");
    expect(await storedHours(id)).toEqual({
      status: "structured",
      openingHours: {
        week: {
          monday: [{ opens: "09:00", closes: "17:00" }],
          tuesday: [{ opens: "09:00", closes: "17:00" }],
          wednesday: [{ opens: "09:00", closes: "17:00" }],
          thursday: [{ opens: "09:00", closes: "17:00" }],
          friday: [{ opens: "09:00", closes: "17:00" }],
          sunday: [],
        },
        exceptions: [],
      },
    });
    expect((await owner.get("/api/active-bots")).json()[0].customHours).toBe("Mon-Fri 9-5, closed Sundays");
  });

  it("keeps words that state no hours, marked not understood", async () => {
    const { id } = await ownerWithAgent("By appointment only");
    expect(await storedHours(id)).toEqual({ openingHours: null, status: "not-understood" });
  });

  it("reads the hours again when an update changes them, and leaves them when it does not", async () => {
    const { owner, id } = await ownerWithAgent("By appointment only");
    await owner.put(`/api/active-bots/${id}`, { timezone: "America/Chicago" });
    expect((await storedHours(id))?.status).toBe("not-understood");
    const changed = await owner.put(`/api/active-bots/${id}`, { customHours: JSON.stringify(week) });
    expect(changed.statusCode).toBe(200);
    expect(await storedHours(id)).toEqual({ openingHours: week, status: "structured" });
    await owner.put(`/api/active-bots/${id}`, { customHours: "" });
    expect(await storedHours(id)).toEqual({ openingHours: null, status: "none" });
  });

  const withWeek = (change: Record<string, unknown>) => JSON.stringify({ ...week, ...change });
  it.each([
    [
      "a time that is not HH:MM",
      withWeek({ week: { monday: [{ opens: "9am", closes: "17:00" }] } }),
      "Opening hours (week.monday.0.opens): Write an opening time as HH:MM, from 00:00 to 23:59.",
    ],
    [
      "an hour past 23",
      withWeek({ week: { monday: [{ opens: "09:00", closes: "24:00" }] } }),
      "Opening hours (week.monday.0.closes): Write a closing time as HH:MM, from 00:00 to 23:59.",
    ],
    [
      "a day that does not exist",
      withWeek({ week: { funday: [] } }),
      'Opening hours (week): Unrecognized key: "funday"',
    ],
    [
      "a day that is not a list",
      withWeek({ week: { monday: "9-5" } }),
      "Opening hours (week.monday): Invalid input: expected array, received string",
    ],
    [
      "too many openings in a day",
      withWeek({ week: { monday: Array(5).fill({ opens: "09:00", closes: "10:00" }) } }),
      "Opening hours (week.monday): A day has at most 4 opening times.",
    ],
    [
      "an exception without a real date",
      withWeek({ exceptions: [{ date: "2026-02-30x", hours: [] }] }),
      "Opening hours (exceptions.0.date): Write an exception's date as YYYY-MM-DD.",
    ],
    [
      "the same exception date twice",
      withWeek({
        exceptions: [
          { date: "2026-12-25", hours: [] },
          { date: "2026-12-25", hours: [] },
        ],
      }),
      "Opening hours: Each exception date appears once.",
    ],
    [
      "no week",
      JSON.stringify({ exceptions: [] }),
      "Opening hours (week): Invalid input: expected object, received undefined",
    ],
    ["an unknown field", withWeek({ holidays: [] }), 'Opening hours: Unrecognized key: "holidays"'],
  ])(
    "refuses %s with 400, the field and what is wrong, and changes nothing",
    async (_case, customHours, message) => {
      const { owner, id } = await ownerWithAgent("Mon-Fri 9-5");
      const before = await storedHours(id);
      const response = await owner.put(`/api/active-bots/${id}`, { customHours });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, field: "customHours" });
      expect(await storedHours(id)).toEqual(before);
    },
  );
});

import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { agents, users } from "../../src/server/db/schema";
import type { Telephony } from "../../src/server/integrations/telephony/telephony";
import { createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";

// An owner's own number, already in the Twilio account: the offline account holds the last ten
// numbers of each area code (555-0190 to 555-0199 in the US). What the carrier is asked is noted,
// and looking a number up can be made to fail.
const carrierCalls: string[] = [];
let lookupsFail = false;

const t = testAppForFile(
  {},
  {
    adjustIntegrations: (integrations) => {
      const offline = integrations.telephony;
      const telephony: Telephony = {
        ...offline,
        async provisionNumber(phoneNumber) {
          carrierCalls.push(`buy ${phoneNumber}`);
          await offline.provisionNumber(phoneNumber);
        },
        async releaseNumber(phoneNumber) {
          carrierCalls.push(`release ${phoneNumber}`);
          await offline.releaseNumber(phoneNumber);
        },
        async holdsNumber(phoneNumber) {
          if (lookupsFail)
            throw new Error("Twilio could not look for it: Service Unavailable (Twilio error 20503).");
          return offline.holdsNumber(phoneNumber);
        },
        async connectHeldNumber(phoneNumber) {
          carrierCalls.push(`connect ${phoneNumber}`);
          await offline.connectHeldNumber(phoneNumber);
        },
      };
      return { ...integrations, telephony };
    },
  },
);

const tombstoneIds: string[] = [];
afterAll(async () => {
  if (tombstoneIds.length > 0) await t.database.db.delete(users).where(inArray(users.id, tombstoneIds));
});

// Each test brings a number of its own from the offline account (Anchorage's, few tests use it).
let nextHeld = 0;
const heldNumber = () => `+190755501${90 + nextHeld++}`;

const NOT_IN_ACCOUNT = (number: string) =>
  `${number} is not in our Twilio account yet, so it cannot answer for an agent. Port it to Twilio first, or forward your line to a number you choose here. You were not charged.`;
const OWN_NUMBER_REFUSAL =
  "Enter your own number in full, with its area code: a number of the United States, the United Kingdom or Australia.";

function broughtAgent(phoneNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    phoneNumber,
    numberSource: "brought",
    selectedCountry: "US",
    countryName: "United States",
    businessName: "Aurora Dental",
    businessCategory: "healthcare",
    agentName: "Aurora Dental Assistant",
    agentPurpose: "Book cleanings and answer questions",
    ...overrides,
  };
}

const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;
const agentsOf = async (owner: Owner) => (await owner.get("/api/active-bots")).json() as { id: string }[];

async function ownerWith(dollars: number) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, dollars);
  return owner;
}

describe("an agent on the owner's own number", () => {
  it("is created without buying a number: the number is connected, $25 is charged, and it is kept", async () => {
    const owner = await ownerWith(60);
    const number = heldNumber();
    carrierCalls.length = 0;
    const response = await owner.post("/api/active-bots", broughtAgent(number));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      charged: true,
      balance: 35,
      agent: { phoneNumber: number, numberSource: "brought", status: "active" },
    });
    expect(carrierCalls).toEqual([`connect ${number}`]);
    const [row] = await t.database.db.select().from(agents).where(eq(agents.phoneNumber, number));
    expect(row?.numberSource).toBe("brought");

    const deleted = await owner.delete(`/api/active-bots/${response.json().agent.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(carrierCalls).toEqual([`connect ${number}`]);
    expect(await agentsOf(owner)).toEqual([]);
  });

  it("still releases a bought number when its agent is deleted", async () => {
    const owner = await ownerWith(30);
    const [bought] = (await t.request({ method: "GET", url: "/api/phone-numbers/907?country=US" })).json();
    const created = await owner.post("/api/active-bots", broughtAgent(bought, { numberSource: "bought" }));
    expect(created.statusCode).toBe(201);
    carrierCalls.length = 0;
    await owner.delete(`/api/active-bots/${created.json().agent.id}`);
    expect(carrierCalls).toEqual([`release ${bought}`]);
  });

  it("refuses a number the account does not hold with a sentence, charging and writing nothing", async () => {
    const owner = await ownerWith(30);
    carrierCalls.length = 0;
    const response = await owner.post("/api/active-bots", broughtAgent("+19075550123"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NOT_IN_ACCOUNT("+1 907 555 0123"), field: "phoneNumber" });
    expect(await balanceOf(owner)).toBe(30);
    expect(await agentsOf(owner)).toEqual([]);
    expect(carrierCalls).toEqual([]);
  });

  it.each([
    ["no such area code", "+10005550100"],
    ["too short for the country", "+1907555019"],
    ["a number of another country than the one chosen", "+442079460999"],
  ])("refuses a malformed number (%s) with 400 and the field", async (_case, phoneNumber) => {
    const owner = await ownerWith(30);
    const response = await owner.post("/api/active-bots", broughtAgent(phoneNumber));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("phoneNumber");
    expect(await balanceOf(owner)).toBe(30);
    expect(await agentsOf(owner)).toEqual([]);
  });

  it("explains what a number of our countries looks like", async () => {
    const owner = await ownerWith(30);
    const response = await owner.post("/api/active-bots", broughtAgent("+10005550100"));
    expect(response.json()).toEqual({ error: OWN_NUMBER_REFUSAL, field: "phoneNumber" });
  });

  it("refuses a number another owner's agent answers on, as a taken number to buy is", async () => {
    const first = await ownerWith(25);
    const second = await ownerWith(25);
    const number = heldNumber();
    expect((await first.post("/api/active-bots", broughtAgent(number))).statusCode).toBe(201);
    carrierCalls.length = 0;
    const taken = await second.post("/api/active-bots", broughtAgent(number));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe("phoneNumber");
    expect(await balanceOf(second)).toBe(25);
    expect(await agentsOf(second)).toEqual([]);
    expect(carrierCalls).toEqual([]);
  });

  it("answers 502 and charges nothing when the carrier cannot say whether it holds the number", async () => {
    const owner = await ownerWith(30);
    lookupsFail = true;
    try {
      const response = await owner.post("/api/active-bots", broughtAgent(heldNumber()));
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatch(/Service Unavailable .*You were not charged\.$/);
    } finally {
      lookupsFail = false;
    }
    expect(await balanceOf(owner)).toBe(30);
    expect(await agentsOf(owner)).toEqual([]);
  });

  it("refuses a signed-out caller", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/active-bots",
      payload: broughtAgent(heldNumber()),
    });
    expect(response.statusCode).toBe(401);
  });

  it("moves an agent onto the owner's own number, releasing the bought one, and off it, keeping it", async () => {
    const owner = await ownerWith(30);
    const [bought] = (await t.request({ method: "GET", url: "/api/phone-numbers/907?country=US" })).json();
    const { id } = (
      await owner.post("/api/active-bots", broughtAgent(bought, { numberSource: "bought" }))
    ).json().agent;
    const own = heldNumber();
    carrierCalls.length = 0;
    const moved = await owner.put(`/api/active-bots/${id}`, { phoneNumber: own, numberSource: "brought" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().agent).toMatchObject({ phoneNumber: own, numberSource: "brought" });
    expect(carrierCalls).toEqual([`connect ${own}`, `release ${bought}`]);

    const refused = await owner.put(`/api/active-bots/${id}`, { phoneNumber: "+19075550124" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe("phoneNumber");

    carrierCalls.length = 0;
    const [another] = (await t.request({ method: "GET", url: "/api/phone-numbers/907?country=US" })).json();
    const back = await owner.put(`/api/active-bots/${id}`, { phoneNumber: another, numberSource: "bought" });
    expect(back.json().agent).toMatchObject({ phoneNumber: another, numberSource: "bought" });
    expect(carrierCalls).toEqual([`buy ${another}`]);
  });

  it("answers 404 for another owner's agent and leaves its number alone", async () => {
    const owner = await ownerWith(30);
    const stranger = await ownerWith(30);
    const number = heldNumber();
    const { id } = (await owner.post("/api/active-bots", broughtAgent(number))).json().agent;
    carrierCalls.length = 0;
    const moved = await stranger.put(`/api/active-bots/${id}`, {
      phoneNumber: heldNumber(),
      numberSource: "brought",
    });
    expect(moved.statusCode).toBe(404);
    expect((await stranger.delete(`/api/active-bots/${id}`)).statusCode).toBe(404);
    expect(carrierCalls).toEqual([]);
    expect((await agentsOf(owner)).map((agent) => agent.id)).toEqual([id]);
  });

  it("keeps the owner's own number in the account when the whole account is deleted", async () => {
    const owner = await ownerWith(30);
    const number = heldNumber();
    expect((await owner.post("/api/active-bots", broughtAgent(number))).statusCode).toBe(201);
    const [{ id } = { id: "" }] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, owner.username));
    carrierCalls.length = 0;
    const deleted = await owner.post("/api/account/delete", {
      confirmation: "DELETE",
      password: owner.password,
    });
    expect(deleted.statusCode).toBe(200);
    tombstoneIds.push(id);
    expect(carrierCalls).toEqual([]);
  });
});

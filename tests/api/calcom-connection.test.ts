import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { calcomConnections } from "../../src/server/db/schema";
import {
  type CalcomStandIn,
  startCalcomStandIn,
} from "../../src/server/integrations/calendars/calcom-stand-in";
import { ownerWithBook } from "../support/bookings";
import { createOwner, createTestApp, grantLicence, type Owner, type TestApp } from "../support/test-app";

// An owner connects an agent to Cal.com with an API key: the key is checked with Cal.com (the
// local stand-in here) before anything is kept, kept sealed, and never answered back.

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "206";
const KEY = "cal_test_owner0123456789abcdef";
const CONSULT = { id: 71, title: "Haircut", slug: "haircut", lengthInMinutes: 30 };
const COLOUR = { id: 72, title: "Colour", slug: "colour", lengthInMinutes: 90 };

let stand: CalcomStandIn;
let t: TestApp;
beforeAll(async () => {
  stand = await startCalcomStandIn({
    accounts: [{ apiKey: KEY, timeZone: "America/New_York", eventTypes: [CONSULT, COLOUR] }],
  });
  t = await createTestApp({ CALCOM_API_URL: stand.baseUrl, CALCOM_TIMEOUT_MS: "300" });
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
afterEach(() => stand.fail(undefined));

const urls = (agentId: string) => ({
  connection: `/api/active-bots/${agentId}/calcom`,
  eventTypes: `/api/active-bots/${agentId}/calcom/event-types`,
});
const storedOf = async (agentId: string) =>
  (await t.database.db.select().from(calcomConnections).where(eq(calcomConnections.agentId, agentId)))[0];

describe("connecting an agent to Cal.com", () => {
  it("lists the key's event types, connects one, shows it without the key, and disconnects", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const url = urls(agentId);
    expect((await owner.get(url.connection)).json()).toEqual({
      connected: false,
      eventType: null,
      connectedAt: null,
    });

    const listed = await owner.post(url.eventTypes, { apiKey: KEY });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      eventTypes: [
        { id: 71, title: "Haircut", lengthInMinutes: 30 },
        { id: 72, title: "Colour", lengthInMinutes: 90 },
      ],
    });
    expect(await storedOf(agentId)).toBeUndefined();

    const connected = await owner.put(url.connection, { apiKey: ` ${KEY} `, eventTypeId: 72 });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      connected: true,
      eventType: { id: 72, title: "Colour", lengthInMinutes: 90 },
    });
    expect(connected.body).not.toContain(KEY);
    const read = await owner.get(url.connection);
    expect(read.json()).toEqual(connected.json());
    expect(read.body).not.toContain("cal_test");

    const stored = await storedOf(agentId);
    expect(stored!.apiKeySealed).toMatch(/^sb1\./);
    expect(stored!.apiKeySealed).not.toContain(KEY);
    expect(t.app.services.secrets.open(stored!.apiKeySealed)).toBe(KEY);

    const again = await owner.put(url.connection, { apiKey: KEY, eventTypeId: 71 });
    expect(again.json().eventType.id).toBe(71);

    const disconnected = await owner.delete(url.connection);
    expect(disconnected.statusCode).toBe(200);
    expect(disconnected.json()).toEqual({ connected: false, eventType: null, connectedAt: null });
    expect(await storedOf(agentId)).toBeUndefined();
    expect((await owner.delete(url.connection)).statusCode).toBe(200);
  });

  it("refuses a key Cal.com refuses with a 400 on apiKey, and keeps nothing", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const url = urls(agentId);
    for (const response of [
      await owner.post(url.eventTypes, { apiKey: "cal_live_wrong" }),
      await owner.put(url.connection, { apiKey: "cal_live_wrong", eventTypeId: 71 }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: "apiKey",
        error: expect.stringMatching(/Cal\.com refused/),
      });
    }
    expect(await storedOf(agentId)).toBeUndefined();
  });

  it("refuses an event type that is not the key's, and keeps nothing", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const response = await owner.put(urls(agentId).connection, { apiKey: KEY, eventTypeId: 999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("eventTypeId");
    expect(await storedOf(agentId)).toBeUndefined();
  });

  it("answers 502 when Cal.com fails or is too slow, and keeps nothing", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    for (const mode of ["error", "slow"] as const) {
      stand.fail(mode);
      const response = await owner.put(urls(agentId).connection, { apiKey: KEY, eventTypeId: 71 });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatch(/Cal\.com could not be reached/);
    }
    expect(await storedOf(agentId)).toBeUndefined();
  });

  it.each([
    ["apiKey", { eventTypeId: 71 }],
    ["apiKey", { apiKey: "", eventTypeId: 71 }],
    ["apiKey", { apiKey: "sk_live_not_calcom", eventTypeId: 71 }],
    ["apiKey", { apiKey: `cal_${"x".repeat(300)}`, eventTypeId: 71 }],
    ["eventTypeId", { apiKey: KEY }],
    ["eventTypeId", { apiKey: KEY, eventTypeId: 0 }],
    ["eventTypeId", { apiKey: KEY, eventTypeId: "71" }],
    ["eventTypeId", { apiKey: KEY, eventTypeId: 1.5 }],
  ])("refuses a wrong %s with a 400 naming the field, without asking Cal.com", async (field, body) => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const asked = stand.requests.length;
    const response = await owner.put(urls(agentId).connection, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(stand.requests.length).toBe(asked);
  });

  it("refuses an unknown field, and a listing without a key", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const url = urls(agentId);
    expect(
      (await owner.put(url.connection, { apiKey: KEY, eventTypeId: 71, colour: "red" })).statusCode,
    ).toBe(400);
    const listed = await owner.post(url.eventTypes, {});
    expect(listed.statusCode).toBe(400);
    expect(listed.json().field).toBe("apiKey");
  });

  it("answers 401 to a visitor, 404 for another owner's agent, 400 for an id that is not one", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const url = urls(agentId);
    await owner.put(url.connection, { apiKey: KEY, eventTypeId: 71 });
    expect((await t.request({ method: "GET", url: url.connection })).statusCode).toBe(401);
    expect((await t.request({ method: "DELETE", url: url.connection })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "PUT", url: url.connection, payload: { apiKey: KEY, eventTypeId: 71 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: "POST", url: url.eventTypes, payload: { apiKey: KEY } })).statusCode,
    ).toBe(401);

    const stranger = await createOwner(t);
    expect((await stranger.get(url.connection)).statusCode).toBe(404);
    expect((await stranger.post(url.eventTypes, { apiKey: KEY })).statusCode).toBe(404);
    expect((await stranger.put(url.connection, { apiKey: KEY, eventTypeId: 72 })).statusCode).toBe(404);
    expect((await stranger.delete(url.connection)).statusCode).toBe(404);
    expect((await storedOf(agentId))!.eventTypeId).toBe(71);
    expect((await owner.get("/api/active-bots/not-a-uuid/calcom")).statusCode).toBe(400);
  });

  it("connects with an API key that may write; one that may only read sees the connection and changes nothing", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    await grantLicence(t, owner.username, { plan: "plus" });
    const keyOf = async (who: Owner, scope: "read" | "write") => {
      const created = await who.post("/api/api-keys", { name: `${scope} key`, scope });
      expect(created.statusCode).toBe(201);
      return { authorization: `Bearer ${created.json().secret}` };
    };
    const url = urls(agentId);
    const writer = await keyOf(owner, "write");
    const connected = await t.request({
      method: "PUT",
      url: url.connection,
      headers: writer,
      payload: { apiKey: KEY, eventTypeId: 71 },
    });
    expect(connected.statusCode).toBe(200);
    const reader = await keyOf(owner, "read");
    const read = await t.request({ method: "GET", url: url.connection, headers: reader });
    expect(read.json()).toMatchObject({ connected: true, eventType: { id: 71 } });
    expect((await t.request({ method: "DELETE", url: url.connection, headers: reader })).statusCode).toBe(
      403,
    );
    expect((await storedOf(agentId))!.eventTypeId).toBe(71);
  });
});

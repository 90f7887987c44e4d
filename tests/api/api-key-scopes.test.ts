import { describe, expect, it } from "vitest";
import { API_KEY_REQUESTS_PER_MINUTE } from "../../src/shared/api/calls";
import { dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import {
  createAgent,
  createOwner,
  grantDollars,
  grantLicence,
  type Owner,
  testAppForFile,
} from "../support/test-app";

// A Plus owner's programs work with the same rules as the screens: a key that may write creates an
// agent (paying its $25 from the balance), changes it and deletes it; a key that may only read
// changes nothing and is told why; each key's requests are limited per minute.

const t = testAppForFile();

const SALON = {
  businessName: "Shear Joy Salon",
  businessCategory: "beauty",
  agentName: "Joy",
  agentPurpose: "Take appointment requests and answer questions about services.",
};

async function plusOwner(dollars: number) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, dollars + 25);
  await owner.post("/api/upgrade-with-balance", { amount: 25 });
  return owner;
}

async function keyOf(owner: Owner, scope: "read" | "write") {
  const created = await owner.post("/api/api-keys", { name: `${scope} key`, scope });
  expect(created.statusCode).toBe(201);
  expect(created.json().apiKey.scope).toBe(scope);
  return { authorization: `Bearer ${created.json().secret}` };
}

async function freeNumber(): Promise<string> {
  const numbers = (await t.request({ method: "GET", url: "/api/phone-numbers/503?country=US" })).json();
  return numbers[Math.floor(Math.random() * numbers.length)];
}

const READ_ONLY_REFUSAL =
  "This API key can only read. Create a key with write access in Settings to make changes.";

const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance;

describe("API keys with a scope", () => {
  it("a key that may write creates an agent for $25, changes it and deletes it", async () => {
    const owner = await plusOwner(40);
    const headers = await keyOf(owner, "write");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/active-bots",
      headers,
      payload: { phoneNumber: await freeNumber(), selectedCountry: "US", ...SALON },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ charged: true, balance: 15, agent: { agentName: "Joy" } });
    expect(await balanceOf(owner)).toBe(15);
    const { id } = created.json().agent;

    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/active-bots/${id}`,
      headers,
      payload: { voice: "male" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().agent).toMatchObject({ voice: "male", agentName: "Joy" });
    expect(await balanceOf(owner)).toBe(15);

    const removed = await t.app.inject({ method: "DELETE", url: `/api/active-bots/${id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await owner.get("/api/active-bots")).json()).toEqual([]);
  });

  it("a key that may write is held to the screens' rules: a bad field, too little balance", async () => {
    const owner = await plusOwner(10);
    const headers = await keyOf(owner, "write");
    const payload = { phoneNumber: await freeNumber(), selectedCountry: "US", ...SALON };
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/active-bots",
      headers,
      payload: { ...payload, agentName: " " },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Agent name is required.", field: "agentName" });
    const poor = await t.app.inject({ method: "POST", url: "/api/active-bots", headers, payload });
    expect(poor.statusCode).toBe(402);
    expect(await balanceOf(owner)).toBe(10);
  });

  it("a key that may only read changes nothing and charges nothing", async () => {
    const owner = await plusOwner(40);
    const agent = await createAgent(t, owner, SALON, "503");
    const headers = await keyOf(owner, "read");
    const refusal = READ_ONLY_REFUSAL;
    for (const [method, url, payload] of [
      ["POST", "/api/active-bots", { phoneNumber: await freeNumber(), selectedCountry: "US", ...SALON }],
      ["PUT", `/api/active-bots/${agent.id}`, { voice: "male" }],
      ["DELETE", `/api/active-bots/${agent.id}`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: refusal });
    }
    expect(await balanceOf(owner)).toBe(15);
    expect((await owner.get("/api/active-bots")).json()).toEqual([
      expect.objectContaining({ voice: "female" }),
    ]);
  });

  it("a key reaches only its own owner's agents", async () => {
    const mine = await plusOwner(40);
    const agent = await createAgent(t, mine, SALON, "503");
    const theirs = await keyOf(await plusOwner(0), "write");
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/active-bots/${agent.id}`,
      headers: theirs,
      payload: { voice: "male" },
    });
    expect(changed.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/active-bots/${agent.id}`,
      headers: theirs,
    });
    expect(removed.statusCode).toBe(404);
    expect((await mine.get("/api/active-bots")).json()).toEqual([
      expect.objectContaining({ voice: "female" }),
    ]);
  });
});

describe("bookings and webhooks through the API", () => {
  it("a key that may write cancels a booking and registers a webhook; a read key only reads them", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: "503" });
    await grantLicence(t, owner.username, { plan: "plus" });
    const booked = await t.app.services.bookings.book({
      agentId,
      callerName: "Ana Ruiz",
      callerPhone: "+15035550123",
      start: dayAfterTomorrowAt(t, 10),
    });
    const reads = await keyOf(owner, "read");
    const writes = await keyOf(owner, "write");

    const listed = await t.app.inject({ method: "GET", url: "/api/bookings", headers: reads });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bookings).toEqual([expect.objectContaining({ id: booked.id, status: "booked" })]);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booked.id}/cancel`,
      headers: reads,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booked.id}/cancel`,
      headers: writes,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ id: booked.id, status: "cancelled" });

    const hook = { url: "https://hooks.example.com/switchboard", events: ["booking.created"] };
    const readHook = await t.app.inject({
      method: "POST",
      url: "/api/webhooks",
      headers: reads,
      payload: hook,
    });
    expect(readHook.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/webhooks", headers: reads })).statusCode).toBe(
      200,
    );
  });

  it("a key that may write makes a booking and moves it; a read key is told it can only read, and nothing changes", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: "503" });
    await grantLicence(t, owner.username, { plan: "plus" });
    const reads = await keyOf(owner, "read");
    const writes = await keyOf(owner, "write");
    const newBooking = {
      agentId,
      callerName: "Lena Park",
      callerPhone: "+15035550144",
      start: dayAfterTomorrowAt(t, 11).toISOString(),
    };
    const refusedBooking = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: reads,
      payload: newBooking,
    });
    expect(refusedBooking.statusCode).toBe(403);
    expect(refusedBooking.json()).toEqual({ error: READ_ONLY_REFUSAL });
    expect((await owner.get("/api/bookings")).json().bookings).toEqual([]);

    const booked = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: writes,
      payload: newBooking,
    });
    expect(booked.statusCode).toBe(201);
    const { booking } = booked.json();
    expect(booking).toMatchObject({ agentId, callerName: "Lena Park", start: newBooking.start });

    const later = dayAfterTomorrowAt(t, 14).toISOString();
    const move = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: `/api/bookings/${booking.id}/move`,
        headers,
        payload: { start: later },
      });
    const refusedMove = await move(reads);
    expect(refusedMove.statusCode).toBe(403);
    expect(refusedMove.json()).toEqual({ error: READ_ONLY_REFUSAL });
    expect((await owner.get("/api/bookings")).json().bookings).toEqual([
      expect.objectContaining({ id: booking.id, start: newBooking.start }),
    ]);
    const moved = await move(writes);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({ id: booking.id, start: later, status: "booked" });
  });

  it("a key that may write changes a webhook endpoint; a read key is told it can only read", async () => {
    const owner = await plusOwner(0);
    // A public address written as itself needs no name lookup, so the check runs without a network.
    const created = await owner.post("/api/webhooks", {
      url: "https://93.184.215.14/old",
      events: ["call.completed"],
    });
    const { endpoint } = created.json();
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/webhooks/${endpoint.id}`,
        headers,
        payload: { url: "https://93.184.215.14/new", events: ["booking.created"] },
      });
    const refused = await change(await keyOf(owner, "read"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: READ_ONLY_REFUSAL });
    expect((await owner.get("/api/webhooks")).json().endpoints).toEqual([
      expect.objectContaining({ url: "https://93.184.215.14/old" }),
    ]);
    const changed = await change(await keyOf(owner, "write"));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().endpoint).toMatchObject({
      url: "https://93.184.215.14/new",
      events: ["booking.created"],
    });
  });

  it(`answers a key's request past ${API_KEY_REQUESTS_PER_MINUTE} a minute with 429 and Retry-After; other keys go on`, async () => {
    const owner = await plusOwner(0);
    const busy = await keyOf(owner, "read");
    const other = await keyOf(owner, "read");
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/active-bots", headers });
    for (let request = 0; request < API_KEY_REQUESTS_PER_MINUTE; request++) {
      expect((await list(busy)).statusCode).toBe(200);
    }
    const refused = await list(busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toBe(
      `This API key has made ${API_KEY_REQUESTS_PER_MINUTE} requests in the last minute. Try again in 1 minute.`,
    );
    expect((await list(other)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await list(busy)).statusCode).toBe(200);
  });
});

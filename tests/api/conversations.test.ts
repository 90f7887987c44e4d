import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createVerifiedUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const message = (id: string, role: "user" | "assistant", content: string) => ({
  id,
  role,
  content,
  timestamp: "2026-11-21T10:00:00.000Z",
});

function conversation(
  sessionId: string,
  messages = [message("1", "assistant", "Hi! What is your business?")],
) {
  return {
    sessionId,
    messages,
    phoneNumber: "+12125550100",
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "212",
    areaLocation: "New York, NY",
  };
}

describe("POST /api/conversations", () => {
  it("saves a conversation and updates the same one for the same session id", async () => {
    const owner = await createVerifiedUser(t);
    const first = await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: conversation("abc-1"),
    });
    expect(first.statusCode).toBe(200);
    const again = await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: conversation("abc-1", [
        message("1", "assistant", "Hi!"),
        message("2", "user", "We sell pizza"),
      ]),
    });
    expect(again.json().id).toBe(first.json().id);
    const stored = await t.request({ method: "GET", url: "/api/conversations/abc-1", cookie: owner.cookie });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      id: first.json().id,
      sessionId: "abc-1",
      phoneNumber: "+12125550100",
      selectedCountry: "US",
      areaLocation: "New York, NY",
    });
    expect(stored.json().messages.map((m: { content: string }) => m.content)).toEqual([
      "Hi!",
      "We sell pizza",
    ]);
  });

  it("accepts `country` in place of `selectedCountry`", async () => {
    const owner = await createVerifiedUser(t);
    const { selectedCountry: _s, ...rest } = conversation("with-country");
    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: { ...rest, country: "GB" },
    });
    const stored = await t.request({
      method: "GET",
      url: "/api/conversations/with-country",
      cookie: owner.cookie,
    });
    expect(stored.json().selectedCountry).toBe("GB");
  });

  it.each([
    ["sessionId", { sessionId: "has spaces" }],
    ["sessionId", { sessionId: "" }],
    ["messages", { messages: [{ id: "1", role: "robot", content: "x", timestamp: "t" }] }],
    ["messages", { messages: Array.from({ length: 501 }, (_, i) => message(String(i), "user", "x")) }],
    ["selectedCountry", { selectedCountry: "FR" }],
  ])("refuses a bad %s", async (field, change) => {
    const owner = await createVerifiedUser(t);
    const response = await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: { ...conversation("bad"), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    const list = await t.request({ method: "GET", url: "/api/conversations", cookie: owner.cookie });
    expect(list.json()).toEqual([]);
  });

  it("refuses a signed-out caller", async () => {
    expect(
      (await t.request({ method: "POST", url: "/api/conversations", payload: conversation("x") })).statusCode,
    ).toBe(401);
  });
});

describe("GET /api/conversations and /api/conversations/:sessionId", () => {
  it("lists only the owner's conversations, most recent first", async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    for (const sessionId of ["older", "newer"]) {
      await t.request({
        method: "POST",
        url: "/api/conversations",
        cookie: owner.cookie,
        payload: conversation(sessionId),
      });
      t.clock.advance(1000);
    }
    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: stranger.cookie,
      payload: conversation("theirs"),
    });
    const list = await t.request({ method: "GET", url: "/api/conversations", cookie: owner.cookie });
    expect(list.json().map((c: { sessionId: string }) => c.sessionId)).toEqual(["newer", "older"]);
  });

  it("answers 404 for someone else's session id and for an unknown one, 401 signed out", async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: conversation("private"),
    });
    expect(
      (await t.request({ method: "GET", url: "/api/conversations/private", cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "GET", url: "/api/conversations/nothing", cookie: owner.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/conversations/private" })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/conversations" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/conversations/clear", () => {
  it("deletes the owner's conversations and nobody else's", async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: conversation("a"),
    });
    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: conversation("b"),
    });
    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: stranger.cookie,
      payload: conversation("c"),
    });
    const response = await t.request({
      method: "DELETE",
      url: "/api/conversations/clear",
      cookie: owner.cookie,
    });
    expect(response.json()).toEqual({ success: true, deleted: 2 });
    expect(
      (await t.request({ method: "GET", url: "/api/conversations", cookie: owner.cookie })).json(),
    ).toEqual([]);
    expect(
      (await t.request({ method: "GET", url: "/api/conversations", cookie: stranger.cookie })).json(),
    ).toHaveLength(1);
    expect((await t.request({ method: "DELETE", url: "/api/conversations/clear" })).statusCode).toBe(401);
  });
});

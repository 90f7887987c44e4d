import { describe, expect, it } from "vitest";
import { createOwner, testAppForFile } from "../support/test-app";

const t = testAppForFile();

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
    const owner = await createOwner(t);
    const first = await owner.post("/api/conversations", conversation("abc-1"));
    expect(first.statusCode).toBe(200);
    const again = await owner.post(
      "/api/conversations",
      conversation("abc-1", [message("1", "assistant", "Hi!"), message("2", "user", "We sell pizza")]),
    );
    expect(again.json().id).toBe(first.json().id);
    const stored = await owner.get("/api/conversations/abc-1");
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      id: first.json().id,
      sessionId: "abc-1",
      phoneNumber: "+12125550100",
      numberSource: "bought",
      selectedCountry: "US",
      areaLocation: "New York, NY",
    });
    expect(stored.json().messages.map((m: { content: string }) => m.content)).toEqual([
      "Hi!",
      "We sell pizza",
    ]);
  });

  it("keeps an owner's own number as their own, so the reopened chat does not offer to buy it", async () => {
    const owner = await createOwner(t);
    await owner.post("/api/conversations", { ...conversation("own-number"), numberSource: "brought" });
    expect((await owner.get("/api/conversations/own-number")).json().numberSource).toBe("brought");
    await owner.post("/api/conversations", { ...conversation("own-number"), numberSource: "bought" });
    expect((await owner.get("/api/conversations/own-number")).json().numberSource).toBe("bought");
  });

  it("accepts `country` in place of `selectedCountry`", async () => {
    const owner = await createOwner(t);
    const { selectedCountry: _s, ...rest } = conversation("with-country");
    await owner.post("/api/conversations", { ...rest, country: "GB" });
    const stored = await owner.get("/api/conversations/with-country");
    expect(stored.json().selectedCountry).toBe("GB");
  });

  it.each([
    ["sessionId", { sessionId: "has spaces" }],
    ["sessionId", { sessionId: "" }],
    ["messages", { messages: [{ id: "1", role: "robot", content: "x", timestamp: "t" }] }],
    ["messages", { messages: Array.from({ length: 501 }, (_, i) => message(String(i), "user", "x")) }],
    ["selectedCountry", { selectedCountry: "FR" }],
    ["numberSource", { numberSource: "borrowed" }],
  ])("refuses a bad %s", async (field, change) => {
    const owner = await createOwner(t);
    const response = await owner.post("/api/conversations", { ...conversation("bad"), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    const list = await owner.get("/api/conversations");
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
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    for (const sessionId of ["older", "newer"]) {
      await owner.post("/api/conversations", conversation(sessionId));
      t.clock.advance(1000);
    }
    await stranger.post("/api/conversations", conversation("theirs"));
    const list = await owner.get("/api/conversations");
    expect(list.json().map((c: { sessionId: string }) => c.sessionId)).toEqual(["newer", "older"]);
  });

  it("answers 404 for someone else's session id and for an unknown one, 401 signed out", async () => {
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    await owner.post("/api/conversations", conversation("private"));
    expect((await stranger.get("/api/conversations/private")).statusCode).toBe(404);
    expect((await owner.get("/api/conversations/nothing")).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/conversations/private" })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/conversations" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/conversations/clear", () => {
  it("deletes the owner's conversations and nobody else's", async () => {
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    await owner.post("/api/conversations", conversation("a"));
    await owner.post("/api/conversations", conversation("b"));
    await stranger.post("/api/conversations", conversation("c"));
    const response = await owner.delete("/api/conversations/clear");
    expect(response.json()).toEqual({ success: true, deleted: 2 });
    expect((await owner.get("/api/conversations")).json()).toEqual([]);
    expect((await stranger.get("/api/conversations")).json()).toHaveLength(1);
    expect((await t.request({ method: "DELETE", url: "/api/conversations/clear" })).statusCode).toBe(401);
  });
});

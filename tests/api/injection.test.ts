import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createVerifiedUser, grantDollars, type TestApp } from "../support/test-app";

// Issue 7 §3: SQL and script injection in every stored text field comes back as
// the same text — stored as data, never run, never rewritten.
const HOSTILE = [
  "'; DROP TABLE users; --",
  "Robert'); DELETE FROM agents WHERE ('1'='1",
  '<script>alert("x")</script>',
  '<img src=x onerror="alert(1)">',
  "{{constructor.constructor('alert(1)')()}}",
  "\\u0000 nul and ünïcødé ✓",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("hostile text in stored fields", () => {
  it.each(HOSTILE)("keeps %j verbatim in profile, agent, conversation and support fields", async (text) => {
    const owner = await createVerifiedUser(t);
    const profile = await t.request({
      method: "POST",
      url: "/api/update-profile",
      cookie: owner.cookie,
      payload: { firstName: text.slice(0, 64), lastName: "Last" },
    });
    expect(profile.json().user.firstName).toBe(text.slice(0, 64).trim());

    await grantDollars(t, owner.username, 25);
    const number = (await t.request({ method: "GET", url: "/api/phone-numbers/206?country=US" })).json()[0];
    const agent = await t.request({
      method: "POST",
      url: "/api/active-bots",
      cookie: owner.cookie,
      payload: {
        phoneNumber: number,
        selectedCountry: "US",
        businessName: text,
        businessCategory: "other",
        agentName: text,
        agentPurpose: text,
        agentIntro: text,
        customHours: text,
      },
    });
    expect(agent.statusCode).toBe(201);
    const listed = (
      await t.request({ method: "GET", url: "/api/active-bots", cookie: owner.cookie })
    ).json()[0];
    expect(listed).toMatchObject({
      businessName: text.trim(),
      agentName: text.trim(),
      agentPurpose: text.trim(),
      customHours: text.trim(),
    });

    await t.request({
      method: "POST",
      url: "/api/conversations",
      cookie: owner.cookie,
      payload: { sessionId: "hostile", messages: [{ id: "1", role: "user", content: text, timestamp: "t" }] },
    });
    const conversation = (
      await t.request({ method: "GET", url: "/api/conversations/hostile", cookie: owner.cookie })
    ).json();
    expect(conversation.messages[0].content).toBe(text);

    const support = await t.request({
      method: "POST",
      url: "/api/support-request",
      cookie: owner.cookie,
      payload: { name: owner.username, email: owner.email, issueType: "Other", message: text },
    });
    expect(support.statusCode).toBe(201);
    // The tables are all still there.
    expect((await t.request({ method: "GET", url: "/api/auth/me", cookie: owner.cookie })).statusCode).toBe(
      200,
    );
  });
});

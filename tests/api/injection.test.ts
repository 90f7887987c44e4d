import { describe, expect, it } from "vitest";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";

// SQL and script injection in every stored text field comes back as
// the same text — stored as data, never run, never rewritten.
const HOSTILE = [
  "'; DROP TABLE users; --",
  "Robert'); DELETE FROM agents WHERE ('1'='1",
  '<script>alert("x")</script>',
  '<img src=x onerror="alert(1)">',
  "{{constructor.constructor('alert(1)')()}}",
  "\\u0000 nul and ünïcødé ✓",
];

const t = testAppForFile();

describe("hostile text in stored fields", () => {
  it.each(HOSTILE)("keeps %j verbatim in profile, agent, conversation and support fields", async (text) => {
    const owner = await createOwner(t);
    const profile = await owner.post("/api/update-profile", {
      firstName: text.slice(0, 64),
      lastName: "Last",
    });
    expect(profile.json().user.firstName).toBe(text.slice(0, 64).trim());

    await grantDollars(t, owner.username, 25);
    const hostileAgent = {
      businessName: text,
      businessCategory: "other",
      agentName: text,
      agentPurpose: text,
      agentIntro: text,
      customHours: text,
    };
    await createAgent(t, owner, hostileAgent, "206"); // fails unless created (201)
    const listed = (await owner.get("/api/active-bots")).json()[0];
    expect(listed).toMatchObject({
      businessName: text.trim(),
      agentName: text.trim(),
      agentPurpose: text.trim(),
      customHours: text.trim(),
    });

    await owner.post("/api/conversations", {
      sessionId: "hostile",
      messages: [{ id: "1", role: "user", content: text, timestamp: "t" }],
    });
    const conversation = (await owner.get("/api/conversations/hostile")).json();
    expect(conversation.messages[0].content).toBe(text);

    const support = await owner.post("/api/support-request", {
      name: owner.username,
      email: owner.email,
      issueType: "Other",
      message: text,
    });
    expect(support.statusCode).toBe(201);
    // The tables are all still there.
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";

const t = testAppForFile();

const TRANSFER_NUMBER_REFUSAL =
  "Enter a transfer number of one of our countries, with its country code, like +14155550100.";
const transferTo = (number: string) => ({ label: "", number, whenAsked: true, whenUrgent: false, rule: "" });

async function freeNumber(areaCode: string, country = "US"): Promise<string> {
  const response = await t.request({
    method: "GET",
    url: `/api/phone-numbers/${areaCode}?country=${country}`,
  });
  expect(response.statusCode).toBe(200);
  const numbers = response.json() as string[];
  expect(numbers.length).toBeGreaterThan(0);
  return numbers[0]!;
}

function agentFields(phoneNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionId: "session-1",
    conversationId: "",
    phoneNumber,
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "212",
    areaLocation: "New York, NY",
    businessName: "Tony's Pizza",
    businessCategory: "restaurant",
    agentName: "Tony's Pizza AI Assistant",
    agentPurpose: "Take orders and answer questions about delivery",
    agentIntro: "Thanks for calling Tony's Pizza!",
    businessWebsite: "www.tonyspizza.example",
    language: "english",
    voice: "female",
    timezone: "America/New_York",
    customHours: "11:00 AM - 10:00 PM",
    customHoursEnabled: true,
    reputationManagement: true,
    workflowMode: false,
    status: "active",
    ...overrides,
  };
}

const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;

/** The raw answer to creating an agent, whatever its status. */
const postAgent = (owner: Owner, body: Record<string, unknown>) => owner.post("/api/active-bots", body);

describe("POST /api/active-bots", () => {
  it("creates an active agent and charges $25 in the same step", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 60);
    const phoneNumber = await freeNumber("212");
    const response = await postAgent(owner, agentFields(phoneNumber));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.charged).toBe(true);
    expect(body.balance).toBe(35);
    expect(body.agent).toMatchObject({
      phoneNumber,
      businessName: "Tony's Pizza",
      status: "active",
      language: "english",
    });
    expect(await balanceOf(owner)).toBe(35);
    const list = await owner.get("/api/active-bots");
    expect(list.json().map((agent: { id: string }) => agent.id)).toEqual([body.agent.id]);
    // The number is no longer offered to anyone.
    const offered = await t.request({ method: "GET", url: "/api/phone-numbers/212?country=US" });
    expect(offered.json()).not.toContain(phoneNumber);
  });

  it("refuses with 402 and changes nothing when the balance is under $25", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 24.99);
    const response = await postAgent(owner, agentFields(await freeNumber("212")));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: "You don't have enough balance to create an agent. Please add more balance.",
    });
    expect(await balanceOf(owner)).toBe(24.99);
    const list = await owner.get("/api/active-bots");
    expect(list.json()).toEqual([]);
  });

  it("refuses a number that another agent holds with 409", async () => {
    const first = await createOwner(t);
    const second = await createOwner(t);
    await grantDollars(t, first.username, 25);
    await grantDollars(t, second.username, 25);
    const phoneNumber = await freeNumber("201");
    expect((await postAgent(first, agentFields(phoneNumber))).statusCode).toBe(201);
    const taken = await postAgent(second, agentFields(phoneNumber));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe("phoneNumber");
    expect(await balanceOf(second)).toBe(25);
  });

  it("holds the simple plan to 5 agents with a 403 that says so", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 150);
    const numbers = (
      await t.request({ method: "GET", url: "/api/phone-numbers/407?country=US" })
    ).json() as string[];
    for (const phoneNumber of numbers.slice(0, 5)) {
      expect((await postAgent(owner, agentFields(phoneNumber))).statusCode).toBe(201);
    }
    const sixth = await postAgent(owner, agentFields(numbers[5]!));
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toBe(
      "The Simple plan includes up to 5 agents. Upgrade to Plus for unlimited agents, or delete an agent first.",
    );
    expect(await balanceOf(owner)).toBe(25);
  });

  it.each([
    ["businessName", { businessName: "  " }, "Business name is required."],
    ["agentName", { agentName: "" }, "Agent name is required."],
    ["agentPurpose", { agentPurpose: "" }, "Agent purpose is required."],
    ["businessCategory", { businessCategory: "spaceships" }, "Choose a business category."],
    ["phoneNumber", { phoneNumber: "555-0100" }, "Choose a phone number."],
    ["language", { language: "french" }, "Choose English, Spanish or English & Spanish."],
    ["voice", { voice: "robot" }, "Choose a male or female voice."],
    ["timezone", { timezone: "Mars/Olympus" }, "Choose a timezone from the list."],
    ["businessName", { businessName: "x".repeat(201) }, "Business name is at most 200 characters."],
    ["businessWebsite", { businessWebsite: "not a website" }, "Enter a website like www.example.com."],
    ["transferTargets", { transferTargets: [transferTo("415 555 0100")] }, TRANSFER_NUMBER_REFUSAL],
    ["transferTargets", { transferTargets: [transferTo("+10000000000")] }, TRANSFER_NUMBER_REFUSAL],
    ["transferTargets", { transferTargets: [transferTo("+33142685300")] }, TRANSFER_NUMBER_REFUSAL],
    [
      "transferTargets",
      { transferTargets: [{ ...transferTo("+14155550100"), label: "x".repeat(41) }] },
      "At most 40 characters.",
    ],
    [
      "transferTargets",
      { transferTargets: [transferTo("+14155550100"), transferTo("+14155550100")] },
      "Each transfer number appears once.",
    ],
    [
      "transferTargets",
      {
        transferTargets: [
          "+14155550101",
          "+14155550102",
          "+14155550103",
          "+14155550104",
          "+14155550105",
          "+14155550106",
        ].map(transferTo),
      },
      "An agent transfers to at most 5 numbers.",
    ],
    [
      "transferHours",
      { transferHours: { mode: "sometimes" } },
      "Choose when calls are put through: any time, during opening hours, or hours of their own.",
    ],
  ])("refuses a bad %s with 400 and the field", async (field, change, message) => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const response = await postAgent(owner, agentFields("+12125550199", change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, field });
    expect(await balanceOf(owner)).toBe(25);
  });

  it("refuses a signed-out caller", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/active-bots",
      payload: agentFields("+12125550150"),
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets exactly two of 20 simultaneous creations through on $50, and the balance ends at $0", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 50);
    const candidates = (
      await t.request({ method: "GET", url: "/api/phone-numbers/213?country=US" })
    ).json() as string[];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postAgent(owner, agentFields(candidates[index % candidates.length]!, { sessionId: `s${index}` })),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(2);
    expect(responses.every((response) => [201, 402, 409].includes(response.statusCode))).toBe(true);
    expect(await balanceOf(owner)).toBe(0);
    const list = await owner.get("/api/active-bots");
    expect(list.json()).toHaveLength(2);
  });
});

describe("PUT /api/active-bots/:id", () => {
  it("changes the configuration without charging", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const created = (await postAgent(owner, agentFields(await freeNumber("202")))).json().agent;
    const response = await owner.put(
      `/api/active-bots/${created.id}`,
      agentFields(created.phoneNumber, { businessName: "Tony's Pizzeria", language: "multilingual" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ charged: false, balance: 5 });
    expect(response.json().agent).toMatchObject({
      id: created.id,
      businessName: "Tony's Pizzeria",
      language: "multilingual",
    });
    expect(await balanceOf(owner)).toBe(5);
  });

  it("keeps the people calls are transferred to and their hours, changes them and clears them", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const manager = { ...transferTo(" +14155550100 "), label: "Manager" };
    const created = await postAgent(
      owner,
      agentFields(await freeNumber("202"), { transferTargets: [manager] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().agent).toMatchObject({
      transferTargets: [
        { label: "Manager", number: "+14155550100", whenAsked: true, whenUrgent: false, rule: "" },
      ],
      transferHours: { mode: "always" },
    });
    const { id } = created.json().agent;
    const emergency = {
      ...transferTo("+442079460000"),
      label: "Emergency line",
      whenAsked: false,
      whenUrgent: true,
    };
    const moved = await owner.put(`/api/active-bots/${id}`, {
      transferTargets: [manager, emergency],
      transferHours: { mode: "opening-hours" },
    });
    expect(moved.json().agent).toMatchObject({
      transferTargets: [{ number: "+14155550100" }, { label: "Emergency line", whenUrgent: true }],
      transferHours: { mode: "opening-hours" },
    });
    await owner.put(`/api/active-bots/${id}`, { transferTargets: [] });
    const [stored] = (await owner.get("/api/active-bots")).json();
    expect(stored).toMatchObject({ transferTargets: [], transferHours: { mode: "opening-hours" } });
  });

  it("changes only the fields sent: a timezone alone leaves the hours, the purpose and the rest as they were", async () => {
    const owner = await createOwner(t);
    // Above the fee, so the agent stays active rather than pausing at $0.
    await grantDollars(t, owner.username, 30);
    const created = (
      await postAgent(
        owner,
        agentFields(await freeNumber("202"), {
          timezone: "America/Chicago",
          customHours: "Mon-Fri 9-5",
          reviewUrl: "https://g.page/tonys/review",
        }),
      )
    ).json().agent;
    const response = await owner.put(`/api/active-bots/${created.id}`, { timezone: "America/Denver" });
    expect(response.statusCode).toBe(200);
    const { updatedAt: _before, timezone: _oldZone, ...untouched } = created;
    expect(response.json().agent).toMatchObject({ ...untouched, timezone: "America/Denver" });
    const [stored] = (await owner.get("/api/active-bots")).json();
    expect(stored).toMatchObject({
      timezone: "America/Denver",
      customHours: "Mon-Fri 9-5",
      customHoursEnabled: true,
      agentPurpose: "Take orders and answer questions about delivery",
      reputationManagement: true,
      reviewUrl: "https://g.page/tonys/review",
      language: "english",
      sessionId: "session-1",
    });
  });

  it.each([
    ["timezone", { timezone: "Mars/Olympus" }, "Choose a timezone from the list."],
    ["agentName", { agentName: "  " }, "Agent name is required."],
    ["customHoursEnabled", { customHoursEnabled: "yes" }, undefined],
    ["phoneNumber", { phoneNumber: "555-0100" }, "Choose a phone number."],
    ["transferTargets", { transferTargets: [transferTo("+1415555")] }, TRANSFER_NUMBER_REFUSAL],
    [
      "transferHours",
      { transferHours: { mode: "custom", hours: { week: {}, exceptions: [{}] } } },
      undefined,
    ],
  ])("refuses a bad %s with 400 and changes nothing", async (field, change, message) => {
    const owner = await createOwner(t);
    // Above the fee, so the agent stays active rather than pausing at $0.
    await grantDollars(t, owner.username, 30);
    const created = (await postAgent(owner, agentFields(await freeNumber("202")))).json().agent;
    const response = await owner.put(`/api/active-bots/${created.id}`, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    if (message) expect(response.json().error).toBe(message);
    const [stored] = (await owner.get("/api/active-bots")).json();
    expect(stored).toEqual(created);
  });

  it("refuses an update that names no field, or a field agents do not have", async () => {
    const owner = await createOwner(t);
    // Above the fee, so the agent stays active rather than pausing at $0.
    await grantDollars(t, owner.username, 30);
    const created = (await postAgent(owner, agentFields(await freeNumber("202")))).json().agent;
    const empty = await owner.put(`/api/active-bots/${created.id}`, { status: "active" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Send at least one field of the agent to change.");
    const unknown = await owner.put(`/api/active-bots/${created.id}`, {
      timezone: "America/Chicago",
      owner: "x",
    });
    expect(unknown.statusCode).toBe(400);
    expect((await owner.get("/api/active-bots")).json()[0]).toEqual(created);
  });

  it("answers 404 for someone else's agent and leaves it unchanged", async () => {
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const created = (await postAgent(owner, agentFields(await freeNumber("202")))).json().agent;
    const response = await stranger.put(
      `/api/active-bots/${created.id}`,
      agentFields(created.phoneNumber, { businessName: "Hijacked" }),
    );
    expect(response.statusCode).toBe(404);
    const partial = await stranger.put(`/api/active-bots/${created.id}`, { timezone: "America/Chicago" });
    expect(partial.statusCode).toBe(404);
    const list = await owner.get("/api/active-bots");
    expect(list.json()[0].businessName).toBe("Tony's Pizza");
  });

  it("answers 400 for a malformed id, 400 for a bad body and 401 when signed out", async () => {
    const owner = await createOwner(t);
    const malformed = await owner.put("/api/active-bots/not-a-uuid", agentFields("+12125550101"));
    expect(malformed.statusCode).toBe(400);
    const badBody = await owner.put(
      "/api/active-bots/00000000-0000-4000-8000-000000000000",
      agentFields("+12125550101", { agentName: "" }),
    );
    expect(badBody.statusCode).toBe(400);
    const anonymous = await t.request({
      method: "PUT",
      url: "/api/active-bots/00000000-0000-4000-8000-000000000000",
      payload: agentFields("+12125550101"),
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPartial = await t.request({
      method: "PUT",
      url: "/api/active-bots/00000000-0000-4000-8000-000000000000",
      payload: { timezone: "America/Chicago" },
    });
    expect(anonymousPartial.statusCode).toBe(401);
  });
});

describe("DELETE /api/active-bots/:id", () => {
  it("deletes the agent and offers its number again", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const phoneNumber = await freeNumber("718");
    const created = (await postAgent(owner, agentFields(phoneNumber))).json().agent;
    const response = await owner.delete(`/api/active-bots/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await owner.get("/api/active-bots")).json()).toEqual([]);
    const offered = await t.request({ method: "GET", url: "/api/phone-numbers/718?country=US" });
    expect(offered.json()).toContain(phoneNumber);
  });

  it("answers 404 for someone else's agent and 401 when signed out", async () => {
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const created = (await postAgent(owner, agentFields(await freeNumber("718")))).json().agent;
    const foreign = await stranger.delete(`/api/active-bots/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.request({ method: "DELETE", url: `/api/active-bots/${created.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner.get("/api/active-bots")).json()).toHaveLength(1);
  });
});

describe("POST /api/charge-balance", () => {
  it("takes $25 ahead and the next new agent uses it instead of charging again", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 50);
    const charge = await owner.post("/api/charge-balance", { amount: 25 });
    expect(charge.statusCode).toBe(200);
    expect(charge.json()).toEqual({ success: true, balance: 25 });
    const created = await postAgent(owner, agentFields(await freeNumber("305")));
    expect(created.statusCode).toBe(201);
    expect(await balanceOf(owner)).toBe(25);
    // The prepaid fee is used up: the next agent is charged.
    const second = await postAgent(owner, agentFields(await freeNumber("305"), { sessionId: "other" }));
    expect(second.statusCode).toBe(201);
    expect(await balanceOf(owner)).toBe(0);
  });

  it("refuses any other amount, a short balance, and a signed-out caller", async () => {
    const owner = await createOwner(t);
    const other = await owner.post("/api/charge-balance", { amount: 10 });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe("Only the $25 agent creation fee can be charged.");
    const short = await owner.post("/api/charge-balance", { amount: 25 });
    expect(short.statusCode).toBe(402);
    const anonymous = await t.request({
      method: "POST",
      url: "/api/charge-balance",
      payload: { amount: 25 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/balance", () => {
  it("answers the balance in dollars, 0 for a new account, 401 signed out", async () => {
    const owner = await createOwner(t);
    expect(await balanceOf(owner)).toBe(0);
    await grantDollars(t, owner.username, 12.5);
    expect(await balanceOf(owner)).toBe(12.5);
    expect((await t.request({ method: "GET", url: "/api/balance" })).statusCode).toBe(401);
  });
});

describe("POST /api/agent-request", () => {
  it("stores the request, mails support and confirms to the owner's address", async () => {
    const owner = await createOwner(t);
    const response = await owner.post("/api/agent-request", {
      phoneNumber: "+12125550123",
      requirements: "Answer questions about our menu",
      userEmail: owner.email,
      conversationHistory: [{ role: "user", content: "We sell pizza" }],
      reputationManagement: true,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { readOutbox } = await import("../support/outbox");
    const mails = await readOutbox(t.outboxDir);
    expect(mails.some((mail) => mail.to === t.config.mail.supportEmail && mail.subject.includes(id))).toBe(
      true,
    );
    expect(mails.some((mail) => mail.to === owner.email && mail.raw.includes(id))).toBe(true);
  });

  it("refuses empty requirements, a bad email and a signed-out caller", async () => {
    const owner = await createOwner(t);
    const base = {
      phoneNumber: "+12125550123",
      requirements: "x",
      conversationHistory: [],
      reputationManagement: false,
    };
    const empty = await owner.post("/api/agent-request", { ...base, requirements: " " });
    expect(empty.json()).toEqual({
      error: "Please select a phone number and provide your requirements.",
      field: "requirements",
    });
    const badEmail = await owner.post("/api/agent-request", { ...base, userEmail: "nope" });
    expect(badEmail.json().field).toBe("userEmail");
    expect((await t.request({ method: "POST", url: "/api/agent-request", payload: base })).statusCode).toBe(
      401,
    );
  });
});

import { describe, expect, it } from "vitest";
import { AGENT_BEING_CREATED_PHRASE } from "../../src/shared/catalog/agents";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";

const FEE_QUESTION = "Creating it takes $25 from your balance — shall I create it?";

const t = testAppForFile();

describe("GET /api/countries and /api/area-codes", () => {
  it("lists the three countries with flags", async () => {
    const response = await t.request({ method: "GET", url: "/api/countries" });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { code: string }) => c.code)).toEqual(["US", "GB", "AU"]);
    expect(response.json()[0]).toMatchObject({ name: "United States", flag: "🇺🇸" });
  });

  it("answers the same area codes in the query and the path form", async () => {
    const query = await t.request({ method: "GET", url: "/api/area-codes?country=US" });
    const path = await t.request({ method: "GET", url: "/api/area-codes/US" });
    expect(query.statusCode).toBe(200);
    expect(query.json()).toEqual(path.json());
    expect(query.json().length).toBeGreaterThanOrEqual(20);
    expect(query.json()).toContainEqual({ code: "212", location: expect.stringContaining("New York") });
    const au = (await t.request({ method: "GET", url: "/api/area-codes/AU" })).json();
    expect(au.map((a: { code: string }) => a.code).sort()).toEqual(["2", "3", "7", "8"]);
  });

  it("refuses an unknown or missing country", async () => {
    expect((await t.request({ method: "GET", url: "/api/area-codes?country=FR" })).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/area-codes" })).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/area-codes/XX" })).statusCode).toBe(400);
  });
});

describe("GET /api/phone-numbers/:areaCode", () => {
  it("offers E.164 numbers from the fictional ranges", async () => {
    const us = (await t.request({ method: "GET", url: "/api/phone-numbers/212" })).json() as string[];
    expect(us.length).toBeGreaterThan(0);
    for (const number of us) expect(number).toMatch(/^\+121255501\d\d$/);
    const london = (
      await t.request({ method: "GET", url: "/api/phone-numbers/20?country=GB" })
    ).json() as string[];
    for (const number of london) expect(number).toMatch(/^\+44207946\d{4}$/);
  });

  it("answers 404 for an area code it does not know and 400 for a malformed one", async () => {
    expect((await t.request({ method: "GET", url: "/api/phone-numbers/999" })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/phone-numbers/abc" })).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/phone-numbers/212?country=GB" })).statusCode).toBe(
      404,
    );
  });
});

describe("POST /api/ai-response", () => {
  it("interviews the owner and suggests the configuration it understood", async () => {
    const owner = await createOwner(t);
    const response = await owner.post("/api/ai-response", {
      message:
        "We're Tony's Pizza in Brooklyn, open 11 to 10, I want it to take orders and answer questions about delivery",
      phoneNumber: "+12125550100",
      conversationHistory: [],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.suggestedConfig).toMatchObject({
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
    });
    expect(body.suggestedConfig.customHours).toBeTruthy();
    expect(body.suggestedConfig.agentPurpose).toMatch(/orders/i);
    expect(typeof body.response).toBe("string");
  });

  /** Talks to the assistant about Tony's Pizza until it asks about the fee; answers with `answer`. */
  async function answerTheFeeQuestion(owner: Owner, answer: string, phoneNumber = "+12125550100") {
    const history: { role: string; content: string }[] = [];
    const say = async (message: string) => {
      const response = await owner.post("/api/ai-response", {
        message,
        phoneNumber,
        conversationHistory: history,
      });
      expect(response.statusCode).toBe(200);
      const reply: string = response.json().response;
      history.push({ role: "user", content: message }, { role: "assistant", content: reply });
      return reply;
    };
    const question = await say("We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony.");
    expect(question).toContain(FEE_QUESTION);
    expect(question).not.toContain(AGENT_BEING_CREATED_PHRASE);
    return say(answer);
  }

  it("asks before taking the $25 and says the agent is being created after a clear yes", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    expect(await answerTheFeeQuestion(owner, "Yes, create it")).toContain(
      `Your agent "Tony" ${AGENT_BEING_CREATED_PHRASE}.`,
    );
    // Asking is free: the balance is untouched until the browser creates the agent.
    expect((await owner.get("/api/balance")).json().balance).toBe(25);
  });

  it("does not say the agent is being created at a $0 balance, and says why", async () => {
    const owner = await createOwner(t);
    const reply = await answerTheFeeQuestion(owner, "Yes, create it");
    expect(reply).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(reply).toBe(
      "Your agent is not created yet and nothing was charged: creating it takes $25 and your balance is $0. Add balance, then press Create Agent.",
    );
  });

  it("does not say the agent is being created without a licence or without a number", async () => {
    const unlicensed = await createOwner(t, { licence: false });
    await grantDollars(t, unlicensed.username, 25);
    const withoutLicence = await answerTheFeeQuestion(unlicensed, "yes");
    expect(withoutLicence).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(withoutLicence).toContain("creating an agent needs an active licence");
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const withoutNumber = await answerTheFeeQuestion(owner, "yes", "");
    expect(withoutNumber).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(withoutNumber).toContain("first pick a phone number in Agent setup");
  });

  it("does not create on a yes that answers no $25 question, whatever the assistant says", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 25);
    const response = await owner.post("/api/ai-response", {
      message: "Yes create it",
      phoneNumber: "+12125550100",
      conversationHistory: [
        { role: "user", content: "We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony." },
        { role: "assistant", content: "Tony for Tony's Pizza is configured." },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(response.json().response).toContain(FEE_QUESTION);
  });

  it("offers no new agent for a number that already has one: updates are the owner's to press", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 50);
    const created = await createAgent(
      t,
      owner,
      {
        businessName: "Tony's Pizza",
        businessCategory: "restaurant",
        agentName: "Lina",
        agentPurpose: "Take orders",
      },
      "504",
    );
    const response = await owner.post("/api/ai-response", {
      message: "We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony.",
      phoneNumber: created.phoneNumber,
      conversationHistory: [],
    });
    expect(response.json().response).toContain("Lina already answers");
    expect(response.json().response).toContain("press Update Agent");
    expect(response.json().response).not.toContain(FEE_QUESTION);
  });

  it("refuses an empty or oversized message and a signed-out caller", async () => {
    const owner = await createOwner(t);
    const empty = await owner.post("/api/ai-response", {
      message: "   ",
      phoneNumber: "",
      conversationHistory: [],
    });
    expect(empty.json()).toEqual({ error: "Type a message first.", field: "message" });
    const long = await owner.post("/api/ai-response", {
      message: "x".repeat(4001),
      phoneNumber: "",
      conversationHistory: [],
    });
    expect(long.json()).toEqual({ error: "A message is at most 4000 characters.", field: "message" });
    const anonymous = await t.request({
      method: "POST",
      url: "/api/ai-response",
      payload: { message: "hi", phoneNumber: "", conversationHistory: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("limits each owner to 60 assistant messages in 10 minutes", async () => {
    const owner = await createOwner(t);
    const send = () =>
      owner.post("/api/ai-response", { message: "hello", phoneNumber: "", conversationHistory: [] });
    for (let index = 0; index < 60; index++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^You have sent many messages to the assistant in a short time\. Try again in \d+ minutes?\.$/,
    );
    t.clock.advance(10 * 60_000 + 1000);
    expect((await send()).statusCode).toBe(200);
  });
});

describe("POST /api/correct-grammar", () => {
  it("tidies dictated text", async () => {
    const owner = await createOwner(t);
    const response = await owner.post("/api/correct-grammar", {
      text: "i wanna  open at 9 am  and and close at 5",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().correctedText).toMatch(/^I want to open at 9 am and close at 5\.?$/);
  });

  it("refuses empty text and a signed-out caller", async () => {
    const owner = await createOwner(t);
    const empty = await owner.post("/api/correct-grammar", { text: " " });
    expect(empty.statusCode).toBe(400);
    expect(
      (await t.request({ method: "POST", url: "/api/correct-grammar", payload: { text: "hi" } })).statusCode,
    ).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookSignature } from "../../src/server/services/webhook-signing";
import { WEBHOOK_ENDPOINTS_MAX } from "../../src/shared/catalog/webhooks";
import { createOwner, createTestApp, grantLicence, type Owner, type TestApp } from "../support/test-app";
import {
  RECEIVER_HOST,
  sendingTo,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../support/webhook-receiver";

let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  receiver.dns["hooks.example.com"] = ["93.184.215.14"];
  receiver.dns["internal.example.com"] = ["10.0.0.1"];
  receiver.dns["metadata.example.com"] = ["169.254.169.254"];
  receiver.dns["mapped.example.com"] = ["::ffff:192.168.1.1"];
  t = await createTestApp({}, sendingTo(receiver));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function plusOwner(): Promise<Owner> {
  const owner = await createOwner(t);
  await grantLicence(t, owner.username, { plan: "plus" });
  return owner;
}

describe("registering a webhook URL", () => {
  it("registers it, shows the signing secret once and lists the endpoint without it", async () => {
    const owner = await plusOwner();
    const created = await owner.post("/api/webhooks", {
      url: "https://hooks.example.com/switchboard",
      events: ["call.completed", "message.taken"],
    });
    expect(created.statusCode).toBe(201);
    const { endpoint, signingSecret } = created.json();
    expect(signingSecret).toMatch(/^whsec_.{40,}$/);
    expect(endpoint).toMatchObject({
      url: "https://hooks.example.com/switchboard",
      events: ["call.completed", "message.taken"],
    });
    const listed = await owner.get("/api/webhooks");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().endpoints).toEqual([endpoint]);
    expect(listed.body).not.toContain(signingSecret);
  });

  it.each([
    [{ events: ["call.completed"] }, "url", "Enter the URL that receives the events."],
    [{ url: "   ", events: ["call.completed"] }, "url", "Enter the URL that receives the events."],
    [{ url: "hooks.example.com", events: ["call.completed"] }, "url", "Enter a whole URL"],
    [
      { url: `https://hooks.example.com/${"a".repeat(2000)}`, events: ["call.completed"] },
      "url",
      "at most 2000",
    ],
    [{ url: "https://hooks.example.com/" }, "events", "Choose the events to send."],
    [{ url: "https://hooks.example.com/", events: [] }, "events", "Choose at least one event"],
    [
      { url: "https://hooks.example.com/", events: ["call.started"] },
      "events",
      "Choose events from the list.",
    ],
  ])("refuses %j", async (body, field, sentence) => {
    const owner = await plusOwner();
    const refused = await owner.post("/api/webhooks", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toMatch(new RegExp(`^${field}`));
    expect(refused.json().error).toContain(sentence);
  });

  it("refuses a field it does not know", async () => {
    const owner = await plusOwner();
    const refused = await owner.post("/api/webhooks", {
      url: "https://hooks.example.com/",
      events: ["call.completed"],
      secret: "mine",
    });
    expect(refused.statusCode).toBe(400);
  });

  it.each([
    ["http://hooks.example.com/switchboard", "A webhook URL must start with https://"],
    ["https://someone:password@hooks.example.com/", "no user name or password"],
    ["https://nowhere.example.com/", "The host name nowhere.example.com could not be found."],
    [
      "https://internal.example.com/",
      "internal.example.com points to a private, loopback or link-local address",
    ],
    ["https://metadata.example.com/", "points to a private, loopback or link-local address"],
    ["https://mapped.example.com/", "points to a private, loopback or link-local address"],
    ["https://127.0.0.1/", "127.0.0.1 points to a private"],
    ["https://[::1]/hook", "points to a private"],
    ["https://10.1.2.3/hook", "10.1.2.3 points to a private"],
    [`https://${RECEIVER_HOST}/hook`, "points to a private"],
  ])("refuses %s with a sentence saying why", async (url, sentence) => {
    const owner = await plusOwner();
    const refused = await owner.post("/api/webhooks", { url, events: ["call.completed"] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "url" });
    expect(refused.json().error).toContain(sentence);
    expect((await owner.get("/api/webhooks")).json().endpoints).toEqual([]);
  });

  it("is for Plus: a Simple owner is told so, and so is one whose Plus licence ended", async () => {
    const simple = await createOwner(t);
    const refused = await simple.post("/api/webhooks", {
      url: "https://hooks.example.com/",
      events: ["call.completed"],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      "Webhooks are for Plus subscribers. Upgrade to Plus to send events to your own systems.",
    );
    const ended = await createOwner(t);
    await grantLicence(t, ended.username, { plan: "plus", days: -1 });
    const paused = await ended.post("/api/webhooks", {
      url: "https://hooks.example.com/",
      events: ["call.completed"],
    });
    expect(paused.statusCode).toBe(403);
    expect(paused.json().error).toContain("Your Plus licence has ended, so webhooks are paused.");
  });

  it(`allows ${WEBHOOK_ENDPOINTS_MAX} URLs per owner`, async () => {
    const owner = await plusOwner();
    for (let n = 0; n < WEBHOOK_ENDPOINTS_MAX; n++) {
      const created = await owner.post("/api/webhooks", {
        url: `https://hooks.example.com/${n}`,
        events: ["call.completed"],
      });
      expect(created.statusCode).toBe(201);
    }
    const refused = await owner.post("/api/webhooks", {
      url: "https://hooks.example.com/x",
      events: ["call.completed"],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `You can register up to ${WEBHOOK_ENDPOINTS_MAX} webhook URLs. Remove one to add another.`,
    );
  });

  it("asks a visitor to sign in", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/webhooks",
      payload: { url: "https://hooks.example.com/", events: ["call.completed"] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("an endpoint's test event, its deliveries and its removal", () => {
  it("sends a signed test event now and shows it in the delivery log with the receiver's answer", async () => {
    const owner = await plusOwner();
    const { endpoint } = (
      await owner.post("/api/webhooks", { url: receiver.url, events: ["call.completed"] })
    ).json();
    const tested = await owner.post(`/api/webhooks/${endpoint.id}/test`);
    expect(tested.statusCode).toBe(200);
    const { delivery } = tested.json();
    expect(delivery).toMatchObject({
      endpointId: endpoint.id,
      url: receiver.url,
      eventType: "webhook.test",
      status: "delivered",
      attempts: 1,
      lastResponseStatus: 200,
      lastResponseExcerpt: "thanks",
      lastError: null,
    });
    expect(receiver.accepted).toContain(delivery.eventId);
    const log = await owner.get("/api/webhook-deliveries");
    expect(log.statusCode).toBe(200);
    expect(log.json().deliveries).toEqual([delivery]);
  });

  it("shows a failed test event as pending with the receiver's answer and the next attempt", async () => {
    const owner = await plusOwner();
    const { endpoint } = (
      await owner.post("/api/webhooks", { url: receiver.url, events: ["call.completed"] })
    ).json();
    receiver.state.mode = "error";
    try {
      const { delivery } = (await owner.post(`/api/webhooks/${endpoint.id}/test`)).json();
      expect(delivery).toMatchObject({
        status: "pending",
        lastResponseStatus: 500,
        lastResponseExcerpt: "receiver broke",
        lastError: "The receiver answered 500.",
      });
      expect(Date.parse(delivery.nextAttemptAt) - Date.parse(delivery.lastAttemptAt)).toBe(30_000);
    } finally {
      receiver.state.mode = "ok";
    }
  });

  it("removes an endpoint: it is no longer listed and cannot be tested", async () => {
    const owner = await plusOwner();
    const { endpoint } = (
      await owner.post("/api/webhooks", { url: receiver.url, events: ["call.completed"] })
    ).json();
    const removed = await owner.delete(`/api/webhooks/${endpoint.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await owner.get("/api/webhooks")).json().endpoints).toEqual([]);
    expect((await owner.post(`/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/webhooks/${endpoint.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another owner's endpoint and shows them none of its deliveries", async () => {
    const owner = await plusOwner();
    const other = await plusOwner();
    const { endpoint } = (
      await owner.post("/api/webhooks", { url: receiver.url, events: ["call.completed"] })
    ).json();
    await owner.post(`/api/webhooks/${endpoint.id}/test`);
    const tested = await other.post(`/api/webhooks/${endpoint.id}/test`);
    expect(tested.statusCode).toBe(404);
    expect(tested.json().error).toBe("This webhook endpoint does not exist.");
    expect((await other.delete(`/api/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await other.get("/api/webhook-deliveries")).json().deliveries).toEqual([]);
    expect((await owner.get("/api/webhooks")).json().endpoints).toHaveLength(1);
  });

  it("refuses an endpoint id that is not one", async () => {
    const owner = await plusOwner();
    const refused = await owner.delete("/api/webhooks/not-an-id");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain("Unknown webhook endpoint.");
  });

  it("does not send a Simple owner's test event", async () => {
    const owner = await plusOwner();
    const { endpoint } = (
      await owner.post("/api/webhooks", { url: receiver.url, events: ["call.completed"] })
    ).json();
    await grantLicence(t, owner.username, { plan: "simple" });
    expect((await owner.post(`/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(403);
  });
});

describe("changing an endpoint's URL and events", () => {
  async function registered(owner: Owner) {
    const created = await owner.post("/api/webhooks", {
      url: "https://hooks.example.com/old",
      events: ["call.completed"],
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { endpoint: { id: string; createdAt: string }; signingSecret: string };
  }

  it("changes them, keeps the signing secret, and sends the next event to the new URL", async () => {
    const owner = await plusOwner();
    const { endpoint, signingSecret } = await registered(owner);
    const changed = await owner.put(`/api/webhooks/${endpoint.id}`, {
      url: receiver.url,
      events: ["booking.created", "booking.cancelled", "booking.created"],
    });
    expect(changed.statusCode).toBe(200);
    const expected = {
      id: endpoint.id,
      url: receiver.url,
      events: ["booking.created", "booking.cancelled"],
      createdAt: endpoint.createdAt,
    };
    expect(changed.json()).toEqual({ endpoint: expected });
    expect(changed.body).not.toContain(signingSecret);
    expect((await owner.get("/api/webhooks")).json().endpoints).toEqual([expected]);

    const { delivery } = (await owner.post(`/api/webhooks/${endpoint.id}/test`)).json();
    expect(delivery).toMatchObject({ url: receiver.url, status: "delivered" });
    const request = receiver.requests.find((r) => r.headers["switchboard-event-id"] === delivery.eventId)!;
    const header = String(request.headers["switchboard-signature"]);
    const at = new Date(Number(/t=(\d+)/.exec(header)![1]) * 1000);
    expect(header).toBe(webhookSignature(signingSecret, request.body, at));
  });

  it.each([
    [{ events: ["call.completed"] }, "url", "Enter the URL that receives the events."],
    [{ url: "hooks.example.com", events: ["call.completed"] }, "url", "Enter a whole URL"],
    [{ url: "https://hooks.example.com/" }, "events", "Choose the events to send."],
    [{ url: "https://hooks.example.com/", events: [] }, "events", "Choose at least one event"],
    [
      { url: "https://hooks.example.com/", events: ["call.started"] },
      "events",
      "Choose events from the list.",
    ],
    [{ url: "http://hooks.example.com/", events: ["call.completed"] }, "url", "must start with https://"],
    [{ url: "https://nowhere.example.com/", events: ["call.completed"] }, "url", "could not be found"],
    [
      { url: "https://internal.example.com/", events: ["call.completed"] },
      "url",
      "internal.example.com points to a private, loopback or link-local address",
    ],
    [{ url: "https://[::1]/hook", events: ["call.completed"] }, "url", "points to a private"],
  ])("refuses %j and changes nothing", async (body, field, sentence) => {
    const owner = await plusOwner();
    const { endpoint } = await registered(owner);
    const refused = await owner.put(`/api/webhooks/${endpoint.id}`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toMatch(new RegExp(`^${field}`));
    expect(refused.json().error).toContain(sentence);
    expect((await owner.get("/api/webhooks")).json().endpoints).toEqual([
      expect.objectContaining({ url: "https://hooks.example.com/old", events: ["call.completed"] }),
    ]);
  });

  it("refuses a field it does not know, such as a new secret", async () => {
    const owner = await plusOwner();
    const { endpoint } = await registered(owner);
    const refused = await owner.put(`/api/webhooks/${endpoint.id}`, {
      url: "https://hooks.example.com/new",
      events: ["call.completed"],
      signingSecret: "whsec_mine",
    });
    expect(refused.statusCode).toBe(400);
  });

  it("is for Plus: an owner whose licence ended is told webhooks are paused", async () => {
    const owner = await plusOwner();
    const { endpoint } = await registered(owner);
    await grantLicence(t, owner.username, { plan: "plus", days: -1 });
    const refused = await owner.put(`/api/webhooks/${endpoint.id}`, {
      url: "https://hooks.example.com/new",
      events: ["call.completed"],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain("Your Plus licence has ended, so webhooks are paused.");
  });

  it("answers 404 for another owner's endpoint, for a removed one, and 400 for an id that is not one", async () => {
    const owner = await plusOwner();
    const other = await plusOwner();
    const { endpoint } = await registered(owner);
    const change = { url: "https://hooks.example.com/theirs", events: ["message.taken"] };
    const theirs = await other.put(`/api/webhooks/${endpoint.id}`, change);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe("This webhook endpoint does not exist.");
    expect((await owner.get("/api/webhooks")).json().endpoints).toEqual([
      expect.objectContaining({ url: "https://hooks.example.com/old" }),
    ]);
    await owner.delete(`/api/webhooks/${endpoint.id}`);
    expect((await owner.put(`/api/webhooks/${endpoint.id}`, change)).statusCode).toBe(404);
    const notAnId = await owner.put("/api/webhooks/not-an-id", change);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error).toContain("Unknown webhook endpoint.");
  });

  it("asks a visitor to sign in", async () => {
    const owner = await plusOwner();
    const { endpoint } = await registered(owner);
    const response = await t.request({
      method: "PUT",
      url: `/api/webhooks/${endpoint.id}`,
      payload: { url: "https://hooks.example.com/new", events: ["call.completed"] },
    });
    expect(response.statusCode).toBe(401);
  });
});

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users, webhookDeliveries, webhookEndpoints } from "../../src/server/db/schema";
import type { WebhookSender } from "../../src/server/integrations/webhooks/webhook-sender";
import {
  createWebhookQueue,
  WEBHOOK_LEASE_MS,
  WEBHOOK_LOG_KEPT_MS,
} from "../../src/server/services/webhook-queue";
import { webhookSignature } from "../../src/server/services/webhook-signing";
import { WEBHOOK_VERIFICATION_SNIPPET } from "../../src/shared/catalog/webhook-verification";
import { createOwner, createTestApp, grantLicence, type Owner, type TestApp } from "../support/test-app";
import {
  registerReceiver,
  sendingTo,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../support/webhook-receiver";

const MINUTE = 60_000;

let t: TestApp;
let receiver: WebhookReceiver;
let owner: Owner;
let userId: string;
let signingSecret: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({}, sendingTo(receiver));
  owner = await createOwner(t);
  ({ signingSecret } = await registerReceiver(t, owner, receiver.url));
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, owner.username));
  userId = row!.id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.state.mode = "ok";
});

const queue = () => t.app.services.webhooks.queue;
const enqueue = (data: Record<string, unknown> = { callId: "c-1" }) =>
  queue().enqueue(userId, "call.completed", data) as Promise<string>;
const deliveryOf = async (eventId: string) => {
  const [row] = await t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventId, eventId));
  return row!;
};
const timesAccepted = (eventId: string) => receiver.accepted.filter((id) => id === eventId).length;

/** The worker's passes over `minutes`, one every `stepMinutes`, as the interval runs them. */
async function runWorkerFor(minutes: number, stepMinutes = 5) {
  for (let passed = 0; passed < minutes; passed += stepMinutes) {
    t.clock.advance(stepMinutes * MINUTE);
    await queue().deliverDue({ userId });
  }
}

describe("a signed delivery", () => {
  it("is verified by the documentation's snippet, and a changed body or another secret is not", async () => {
    const eventId = await enqueue({ callId: "signed" });
    await queue().deliverDue({ userId });
    const request = receiver.requests.find((r) => r.headers["switchboard-event-id"] === eventId)!;
    expect(request.headers["switchboard-event"]).toBe("call.completed");
    expect(JSON.parse(request.body)).toMatchObject({
      id: eventId,
      type: "call.completed",
      data: { callId: "signed" },
    });

    const dir = await mkdtemp(join(tmpdir(), "webhook-snippet-"));
    const file = join(dir, "verify.mjs");
    await writeFile(file, WEBHOOK_VERIFICATION_SNIPPET);
    const { verifySwitchboardSignature: verify } = await import(file);
    const header = String(request.headers["switchboard-signature"]);
    expect(verify(request.body, header, signingSecret)).toBe(true);
    expect(verify(request.body.replace("signed", "forged"), header, signingSecret)).toBe(false);
    expect(verify(request.body, header, "whsec_someone_else")).toBe(false);
    expect(verify(request.body, header.replace(/t=\d+/, "t=1000"), signingSecret)).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });
});

describe("the signing secret at rest", () => {
  const storedSecret = async () => {
    const [row] = await t.database.db
      .select({ id: webhookEndpoints.id, signingSecret: webhookEndpoints.signingSecret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    return row!;
  };
  /** The delivery of `eventId` was signed with `secret`: its header is the one `secret` makes. */
  const signedWith = async (eventId: string, secret: string) => {
    await queue().deliverDue({ userId });
    const request = receiver.requests.find((r) => r.headers["switchboard-event-id"] === eventId)!;
    const header = String(request.headers["switchboard-signature"]);
    const at = new Date(Number(/t=(\d+)/.exec(header)![1]) * 1000);
    return header === webhookSignature(secret, request.body, at);
  };

  it("is stored sealed, never as the secret the owner was shown", async () => {
    const { signingSecret: stored } = await storedSecret();
    expect(stored).toMatch(/^sb1\./);
    expect(stored).not.toContain(signingSecret.slice("whsec_".length));
    expect(t.app.services.secrets.open(stored)).toBe(signingSecret);
  });

  it("still signs with a secret stored in plain as before, and after the startup step sealed it", async () => {
    const { id } = await storedSecret();
    await t.database.db.update(webhookEndpoints).set({ signingSecret }).where(eq(webhookEndpoints.id, id));
    expect(await signedWith(await enqueue({ callId: "plain" }), signingSecret)).toBe(true);

    expect(await t.app.services.webhooks.sealPlainSigningSecrets()).toBeGreaterThanOrEqual(1);
    const { signingSecret: resealed } = await storedSecret();
    expect(resealed).toMatch(/^sb1\./);
    expect(await signedWith(await enqueue({ callId: "resealed" }), signingSecret)).toBe(true);
    expect(await signedWith(await enqueue({ callId: "other" }), "whsec_someone_else")).toBe(false);
  });
});

describe("retries", () => {
  it("retries a delivery the receiver answered with 500, 30 seconds later, with the same event id", async () => {
    receiver.state.mode = "error";
    const eventId = await enqueue();
    await queue().deliverDue({ userId });
    const failed = await deliveryOf(eventId);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastResponseStatus: 500 });
    expect(failed.lastResponseExcerpt).toBe("receiver broke");
    expect(failed.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);

    receiver.state.mode = "ok";
    await queue().deliverDue({ userId });
    expect(timesAccepted(eventId)).toBe(0);
    t.clock.advance(30_000);
    await queue().deliverDue({ userId });
    expect(await deliveryOf(eventId)).toMatchObject({
      status: "delivered",
      attempts: 2,
      lastResponseStatus: 200,
    });
    expect(timesAccepted(eventId)).toBe(1);
  });

  it("retries a delivery whose receiver did not answer in time", async () => {
    receiver.state.mode = "silent";
    const eventId = await enqueue();
    await queue().deliverDue({ userId });
    expect(await deliveryOf(eventId)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "The request failed: timed out.",
    });
    receiver.state.mode = "ok";
    t.clock.advance(30_000);
    await queue().deliverDue({ userId });
    expect(await deliveryOf(eventId)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(timesAccepted(eventId)).toBe(1);
  });

  it("waits longer after each failure: 30 s, 60 s, 120 s", async () => {
    receiver.state.mode = "error";
    const eventId = await enqueue();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = (await deliveryOf(eventId)).nextAttemptAt.getTime();
      t.clock.advance(before - t.clock.now().getTime());
      await queue().deliverDue({ userId });
      waits.push((await deliveryOf(eventId)).nextAttemptAt.getTime() - t.clock.now().getTime());
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
  });

  it("gives every event to a receiver that was down for an hour, once it is back", async () => {
    receiver.state.mode = "down";
    const events = [await enqueue({ n: 1 }), await enqueue({ n: 2 })];
    await queue().deliverDue({ userId });
    await runWorkerFor(30);
    events.push(await enqueue({ n: 3 }));
    await runWorkerFor(30);
    for (const eventId of events) expect(timesAccepted(eventId)).toBe(0);

    receiver.state.mode = "ok";
    await runWorkerFor(60);
    for (const eventId of events) {
      expect(timesAccepted(eventId)).toBe(1);
      expect((await deliveryOf(eventId)).status).toBe("delivered");
    }
  });

  it("marks a delivery failed once it has been retried for 24 hours", async () => {
    receiver.state.mode = "error";
    const eventId = await enqueue();
    await queue().deliverDue({ userId });
    await runWorkerFor(23 * 60, 60);
    expect((await deliveryOf(eventId)).status).toBe("pending");
    await runWorkerFor(2 * 60, 60);
    const given = await deliveryOf(eventId);
    expect(given.status).toBe("failed");
    expect(given.lastAttemptAt!.getTime() - given.createdAt.getTime()).toBeLessThanOrEqual(24 * 60 * MINUTE);
  });
});

describe("several workers", () => {
  it("deliver each event once when they run at the same moment", async () => {
    const other = createWebhookQueue({
      db: t.database.db,
      clock: t.clock.now,
      sender: receiver.sender,
      secrets: t.app.services.secrets,
    });
    const events = await Promise.all(Array.from({ length: 8 }, (_, n) => enqueue({ n })));
    await Promise.all([
      queue().deliverDue({ userId }),
      other.deliverDue({ userId }),
      queue().deliverDue({ userId }),
      other.deliverDue({ userId }),
    ]);
    for (const eventId of events) expect(timesAccepted(eventId)).toBe(1);
  });

  it("leave a delivery alone while a worker's lease holds it, and take it over once the lease ran out", async () => {
    let release: () => void = () => undefined;
    const stuck: WebhookSender = {
      check: receiver.sender.check,
      post: () => new Promise((settle) => (release = () => settle({ kind: "failed", error: "late" }))),
    };
    const slowWorker = createWebhookQueue({
      db: t.database.db,
      clock: t.clock.now,
      sender: stuck,
      secrets: t.app.services.secrets,
    });
    const eventId = await enqueue();
    const slowPass = slowWorker.deliverDue({ userId });
    // The slow worker holds the lease: the other worker's passes leave the delivery alone.
    await expect.poll(async () => (await deliveryOf(eventId)).attempts).toBe(1);
    await queue().deliverDue({ userId });
    t.clock.advance(WEBHOOK_LEASE_MS - 1000);
    await queue().deliverDue({ userId });
    expect(timesAccepted(eventId)).toBe(0);
    // Its worker is gone as far as the others know: the delivery is claimed again and sent.
    t.clock.advance(2000);
    await queue().deliverDue({ userId });
    expect(timesAccepted(eventId)).toBe(1);
    // The first worker's late answer does not undo the delivery.
    release();
    await slowPass;
    expect(await deliveryOf(eventId)).toMatchObject({ status: "delivered", attempts: 2 });
  });
});

describe("what is queued and where it may go", () => {
  it("stores no event when the change that caused it was rolled back", async () => {
    let eventId: string | null = null;
    await t.database.db
      .transaction(async (tx) => {
        eventId = await queue().enqueue(userId, "call.completed", { callId: "rolled-back" }, tx);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    expect(eventId).not.toBeNull();
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId!));
    expect(rows).toEqual([]);
  });

  it("queues nothing for an owner whose Plus licence ended, and queues again once it is renewed", async () => {
    await grantLicence(t, owner.username, { plan: "plus", days: -1 });
    expect(await queue().enqueue(userId, "call.completed", { callId: "lapsed" })).toBeNull();
    await grantLicence(t, owner.username, { plan: "plus" });
    expect(await queue().enqueue(userId, "call.completed", { callId: "renewed" })).not.toBeNull();
  });

  it("queues nothing for events the endpoint did not subscribe to", async () => {
    expect(await queue().enqueue(userId, "booking.created", { bookingId: "b-1" })).toBeNull();
  });

  it("does not send to a URL whose name now resolves to a private address", async () => {
    receiver.dns["hooks.receiver.test"] = ["10.0.0.1"];
    try {
      const eventId = await enqueue();
      const before = receiver.requests.length;
      await queue().deliverDue({ userId });
      expect(receiver.requests.length).toBe(before);
      expect(await deliveryOf(eventId)).toMatchObject({ status: "pending", attempts: 1 });
      expect((await deliveryOf(eventId)).lastError).toMatch(/private, loopback or link-local/);
    } finally {
      receiver.dns["hooks.receiver.test"] = ["127.0.0.1"];
    }
  });
});

describe("the delivery log", () => {
  it("forgets deliveries finished more than 30 days ago, and keeps what is still being retried", async () => {
    const delivered = await enqueue({ purge: "delivered" });
    await queue().deliverDue({ userId });
    receiver.state.mode = "error";
    const retrying = await enqueue({ purge: "retrying" });
    await queue().deliverDue({ userId });
    t.clock.advance(WEBHOOK_LOG_KEPT_MS + MINUTE);
    await queue().purgeOld();
    const left = await t.database.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.eventId, [delivered, retrying]));
    expect(left).toEqual([{ eventId: retrying }]);
  });
});

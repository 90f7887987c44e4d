import { describe, expect, it } from "vitest";
import { readOutbox } from "../support/outbox";
import { createOwner, type Owner, randomClientAddress, testAppForFile } from "../support/test-app";

// POST /api/agent-request confirms to the signed-in owner's own address and to no other, and is
// limited per account and per client address: it cannot be used to send our mail to strangers.
const t = testAppForFile();

const request = (owner: Owner, userEmail?: string) => ({
  phoneNumber: "+12125550123",
  requirements: `Answer questions about the menu of ${owner.username}'s pizzeria`,
  ...(userEmail === undefined ? {} : { userEmail }),
  conversationHistory: [{ role: "user", content: "We sell pizza" }],
  reputationManagement: false,
});
const mailsMentioning = async (text: string) =>
  (await readOutbox(t.outboxDir)).filter((mail) => mail.raw.includes(text));

describe("POST /api/agent-request", () => {
  it("refuses another address as userEmail, mails nobody and keeps nothing", async () => {
    const owner = await createOwner(t);
    const stranger = `stranger-${owner.username}@example.com`;
    const response = await owner.post("/api/agent-request", request(owner, stranger));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Use your account's email address, ${owner.email}: our confirmation and reply go there.`,
      field: "userEmail",
    });
    expect(await mailsMentioning(stranger)).toEqual([]);
    expect(await mailsMentioning(`${owner.username}'s pizzeria`)).toEqual([]);
  });

  it("confirms to the owner's own address however it is capitalised, and to no one without it", async () => {
    const owner = await createOwner(t);
    const confirmed = await owner.post("/api/agent-request", request(owner, owner.email.toUpperCase()));
    expect(confirmed.statusCode).toBe(201);
    const withAddress = confirmed.json().id as string;
    const unconfirmed = await owner.post("/api/agent-request", request(owner));
    expect(unconfirmed.statusCode).toBe(201);
    const withoutAddress = unconfirmed.json().id as string;
    const toOwner = (await readOutbox(t.outboxDir)).filter(
      (mail) => mail.to === owner.email && mail.subject === "We received your agent request",
    );
    expect(toOwner.map((mail) => mail.raw.includes(withAddress))).toEqual([true]);
    expect((await mailsMentioning(withoutAddress)).map((mail) => mail.to)).toEqual([
      t.config.mail.supportEmail,
    ]);
  });

  it("allows five requests an hour per account, then answers 429 and mails nothing more", async () => {
    const owner = await createOwner(t);
    const answers: number[] = [];
    for (let index = 0; index < 8; index++) {
      answers.push((await owner.post("/api/agent-request", request(owner, owner.email))).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const limited = await owner.post("/api/agent-request", request(owner, owner.email));
    expect(limited.json().error).toMatch(
      /^You have sent several agent requests in the last hour\. Try again in 60 minutes/,
    );
    expect(limited.headers["retry-after"]).toBe("3600");
    const confirmations = (await readOutbox(t.outboxDir)).filter(
      (mail) => mail.to === owner.email && mail.subject === "We received your agent request",
    );
    expect(confirmations).toHaveLength(5);
    t.clock.advance(60 * 60_000);
    expect((await owner.post("/api/agent-request", request(owner, owner.email))).statusCode).toBe(201);
  });

  it("allows twenty requests an hour from one client address, whichever accounts send them", async () => {
    const remoteAddress = randomClientAddress();
    const owners = await Promise.all([1, 2, 3, 4, 5].map(() => createOwner(t)));
    const send = (owner: Owner) =>
      t.request({
        method: "POST",
        url: "/api/agent-request",
        cookie: owner.cookie,
        payload: request(owner, owner.email),
        remoteAddress,
      });
    for (const owner of owners.slice(0, 4)) {
      for (let index = 0; index < 5; index++) expect((await send(owner)).statusCode).toBe(201);
    }
    expect((await send(owners[4]!)).statusCode).toBe(429);
    expect(
      (await owners[4]!.post("/api/agent-request", request(owners[4]!, owners[4]!.email))).statusCode,
    ).toBe(201);
  });
});

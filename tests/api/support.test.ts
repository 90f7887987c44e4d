import { describe, expect, it } from "vitest";
import { readOutbox, textPartOf } from "../support/outbox";
import {
  createAgent,
  createOwner,
  grantDollars,
  type Owner,
  randomClientAddress,
  testAppForFile,
  topUpWithCard,
} from "../support/test-app";

const t = testAppForFile();

const defaults = {
  agentCreated: true,
  agentErrors: true,
  balanceAlerts: true,
  paymentUpdates: true,
  weeklyReports: false,
  systemUpdates: true,
};
const saveSettings = (owner: Owner, settings: Record<string, unknown>) =>
  owner.post("/api/notification-settings", { settings });
const mailsTo = async (email: string, subjectStart: string) =>
  (await readOutbox(t.outboxDir)).filter(
    (mail) => mail.to === email && mail.subject.startsWith(subjectStart),
  );

describe("POST /api/support-request", () => {
  const request = (owner: Owner, body: Record<string, unknown> = {}) =>
    owner.post("/api/support-request", {
      name: owner.username,
      email: owner.email,
      issueType: "Billing & Payments",
      message: "My top-up did not show up.",
      ...body,
    });

  it("keeps the request with a reference, mails support and confirms to the user", async () => {
    const owner = await createOwner(t);
    const response = await request(owner);
    expect(response.statusCode).toBe(201);
    const { reference, message } = response.json();
    expect(reference).toMatch(/^SR-[A-HJ-NP-Z2-9]{8}$/);
    expect(message).toBe(`Your request ${reference} was sent. We will reply within 24 hours.`);
    const mails = await readOutbox(t.outboxDir);
    const toSupport = mails.find(
      (mail) => mail.to === t.config.mail.supportEmail && mail.subject.includes(reference),
    );
    expect(toSupport?.subject).toBe(`[${reference}] Billing & Payments from ${owner.username}`);
    const confirmation = mails.find((mail) => mail.to === owner.email && mail.subject.includes(reference));
    expect(confirmation?.raw).toContain("We respond within 24 hours.");
  });

  it("greets the owner by the first name they set in the confirmation", async () => {
    const owner = await createOwner(t);
    await owner.post("/api/update-profile", { firstName: "Dana", lastName: "" });
    const { reference } = (await request(owner)).json();
    const [confirmation] = await mailsTo(owner.email, `We received your request ${reference}`);
    expect(textPartOf(confirmation!)).toMatch(/^Hi Dana,$/m);
    expect(textPartOf(confirmation!)).not.toContain(`Hi ${owner.username}`);
  });

  it.each([
    [{ issueType: "" }, "Please fill in all required fields.", "issueType"],
    [{ issueType: "Complaint" }, "Please fill in all required fields.", "issueType"],
    [{ message: "   " }, "Please fill in all required fields.", "message"],
    [{ email: "nope" }, "Please enter a valid email address.", "email"],
  ])("refuses %j", async (change, error, field) => {
    const owner = await createOwner(t);
    const response = await request(owner, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, field });
  });

  it("needs a signed-in user and allows five requests an hour", async () => {
    const anonymous = await t.request({
      method: "POST",
      url: "/api/support-request",
      payload: { name: "x", email: "x@example.com", issueType: "Other", message: "hi" },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await createOwner(t);
    for (let index = 0; index < 5; index++) expect((await request(owner)).statusCode).toBe(201);
    const limited = await request(owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^You have sent several support requests in the last hour\./);
  });
});

describe("POST /api/support-request writes to no one but the owner", () => {
  const payload = (owner: Owner, email: string) => ({
    name: owner.username,
    email,
    issueType: "Other",
    message: "Please call me back.",
  });

  it("refuses another address, mails nobody and keeps nothing", async () => {
    const owner = await createOwner(t);
    const stranger = `stranger-${owner.username}@example.com`;
    const response = await owner.post("/api/support-request", payload(owner, stranger));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Use your account's email address, ${owner.email}: our confirmation and reply go there.`,
      field: "email",
    });
    const mails = await readOutbox(t.outboxDir);
    expect(mails.filter((mail) => mail.raw.includes(stranger))).toEqual([]);
  });

  it("takes the owner's own address however it is capitalised, and confirms to it", async () => {
    const owner = await createOwner(t);
    const response = await owner.post("/api/support-request", payload(owner, owner.email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(await mailsTo(owner.email, `We received your request ${reference}`)).toHaveLength(1);
  });

  it("allows twenty requests an hour from one client address, whichever accounts send them", async () => {
    const remoteAddress = randomClientAddress();
    const owners = await Promise.all([1, 2, 3, 4, 5].map(() => createOwner(t)));
    const send = (owner: Owner) =>
      t.request({
        method: "POST",
        url: "/api/support-request",
        cookie: owner.cookie,
        payload: payload(owner, owner.email),
        remoteAddress,
      });
    for (const owner of owners.slice(0, 4)) {
      for (let index = 0; index < 5; index++) expect((await send(owner)).statusCode).toBe(201);
    }
    const limited = await send(owners[4]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^You have sent several support requests in the last hour\./);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await owners[4]!.post("/api/support-request", payload(owners[4]!, owners[4]!.email))).statusCode,
    ).toBe(201);
  });
});

describe("notification settings", () => {
  it("starts with every mail on except the weekly report, and keeps a change", async () => {
    const owner = await createOwner(t);
    const initial = await owner.get("/api/notification-settings");
    expect(initial.json()).toEqual({ settings: defaults });
    const changed = { ...defaults, weeklyReports: true, systemUpdates: false };
    expect((await saveSettings(owner, changed)).json()).toEqual({ settings: changed });
    const reread = await owner.get("/api/notification-settings");
    expect(reread.json()).toEqual({ settings: changed });
  });

  it("refuses a missing key, an unknown key, a non-boolean and a signed-out caller", async () => {
    const owner = await createOwner(t);
    const { systemUpdates: _dropped, ...missing } = defaults;
    expect((await saveSettings(owner, missing)).statusCode).toBe(400);
    expect((await saveSettings(owner, { ...defaults, smsEverything: true })).statusCode).toBe(400);
    expect((await saveSettings(owner, { ...defaults, agentCreated: "yes" })).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/notification-settings" })).statusCode).toBe(401);
  });

  it("decides whether an agent-created mail goes out", async () => {
    const dentist = {
      businessName: "Bright Smiles",
      businessCategory: "healthcare",
      agentName: "Bright Smiles AI Assistant",
      agentPurpose: "Book appointment requests",
    };
    const wantsMail = await createOwner(t);
    const noMail = await createOwner(t);
    await saveSettings(noMail, { ...defaults, agentCreated: false });
    for (const owner of [wantsMail, noMail]) {
      await grantDollars(t, owner.username, 50);
      await createAgent(t, owner, dentist, "503");
    }
    const [live, ...others] = await mailsTo(wantsMail.email, "Bright Smiles AI Assistant is live");
    expect(others).toHaveLength(0);
    // The number as the owner dials it, not +1503…; no first name set, so the username.
    expect(live!.subject).toMatch(/^Bright Smiles AI Assistant is live on \(503\) 555-01\d\d$/);
    expect(textPartOf(live!)).toContain(`Hi ${wantsMail.username},`);
    expect(textPartOf(live!)).toMatch(/for Bright Smiles on \(503\) 555-01\d\d\.$/m);
    expect(await mailsTo(noMail.email, "Bright Smiles AI Assistant is live")).toHaveLength(0);
  });

  it("sends receipts for top-ups unless payment updates are off", async () => {
    const owner = await createOwner(t);
    await topUpWithCard(t, owner, 10);
    expect(await mailsTo(owner.email, "Receipt: balance top-up, $10.00")).toHaveLength(1);
    await saveSettings(owner, { ...defaults, paymentUpdates: false });
    await topUpWithCard(t, owner, 10);
    expect(await mailsTo(owner.email, "Receipt: balance top-up, $10.00")).toHaveLength(1);
  });
});

describe("the weekly report job", () => {
  it("sends each subscriber one report a week, however often and from however many instances it runs", async () => {
    const subscriber = await createOwner(t);
    const other = await createOwner(t);
    await saveSettings(subscriber, { ...defaults, weeklyReports: true });
    await grantDollars(t, subscriber.username, 30);
    // Two instances running the job at the same moment, and again later the same week.
    await Promise.all([
      t.app.services.weeklyReports.sendDueReports(),
      t.app.services.weeklyReports.sendDueReports(),
    ]);
    await t.app.services.weeklyReports.sendDueReports();
    const reports = await mailsTo(subscriber.email, "Your Switchboard week of");
    expect(reports).toHaveLength(1);
    expect(reports[0]!.raw).toContain("Added in the last 7 days: $30.00");
    expect(reports[0]!.raw).toContain("Calls in the last 7 days: 0 (0 minutes)");
    expect(await mailsTo(other.email, "Your Switchboard week of")).toHaveLength(0);
    // The next week brings the next report.
    t.clock.advance(7 * 86_400_000);
    await t.app.services.weeklyReports.sendDueReports();
    expect(await mailsTo(subscriber.email, "Your Switchboard week of")).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpStandIn, startHttpStandIn } from "../../../../tests/support/http-stand-in";
import { isPublicAddress } from "./public-address";
import { createWebhookSender, type ResolveHost, type WebhookSender } from "./webhook-sender";

const resolveTo =
  (table: Record<string, string[]>): ResolveHost =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("which addresses a webhook may reach", () => {
  it.each([
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "127.0.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:10.0.0.1",
    "::ffff:a00:1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checking an owner's URL", () => {
  const sender = createWebhookSender({
    resolve: resolveTo({
      "hooks.example.com": ["93.184.215.14"],
      "internal.example.com": ["10.0.0.1"],
      "mixed.example.com": ["93.184.215.14", "192.168.0.10"],
      "mapped.example.com": ["::ffff:127.0.0.1"],
      "local.example.com": ["127.0.0.1"],
    }),
  });

  it("accepts an https URL whose name resolves to public addresses", async () => {
    expect(await sender.check("https://hooks.example.com/switchboard")).toBeNull();
  });

  it.each([
    ["http://hooks.example.com/switchboard", "notHttps"],
    ["ftp://hooks.example.com/", "notHttps"],
    ["https://user:pass@hooks.example.com/", "notHttps"],
    ["not a url", "notHttps"],
    ["https://nowhere.example.com/", "unresolvable"],
    ["https://internal.example.com/", "privateAddress"],
    ["https://mixed.example.com/", "privateAddress"],
    ["https://mapped.example.com/", "privateAddress"],
    ["https://local.example.com/", "privateAddress"],
    ["https://127.0.0.1/", "privateAddress"],
    ["https://[::1]/", "privateAddress"],
    ["https://169.254.169.254/latest/meta-data", "privateAddress"],
  ])("refuses %s (%s)", async (url, refusal) => {
    expect(await sender.check(url)).toBe(refusal);
  });

  it("refuses a loopback receiver unless a test names its port explicitly", async () => {
    const forTests = createWebhookSender({
      resolve: resolveTo({ "local.example.com": ["127.0.0.1"], "internal.example.com": ["10.0.0.1"] }),
      loopbackReceiverPortForTests: 4567,
    });
    expect(await forTests.check("http://local.example.com:4567/")).toBeNull();
    expect(await forTests.check("http://local.example.com:4568/")).toBe("notHttps");
    expect(await forTests.check("https://local.example.com/")).toBe("privateAddress");
    expect(await forTests.check("http://internal.example.com:4567/")).toBe("privateAddress");
    expect(await sender.check("http://local.example.com:4567/")).toBe("notHttps");
  });
});

describe("posting to a receiver", () => {
  let receiver: HttpStandIn;
  let port: string;
  let sender: WebhookSender;
  beforeAll(async () => {
    receiver = await startHttpStandIn((request, response) => {
      if (request.url.pathname === "/redirect") {
        response.writeHead(302, { location: "/elsewhere" });
        response.end();
      } else if (request.url.pathname === "/silent") {
        // Never answers: the sender's timeout ends it.
      } else {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end(`received ${request.body.length} bytes`);
      }
    });
    port = new URL(receiver.baseUrl).port;
    // "receiver.invalid" exists in no DNS: the request reaches the stand-in only through the
    // address the sender checked, pinned for the connection.
    sender = createWebhookSender({
      resolve: resolveTo({ "receiver.invalid": ["127.0.0.1"] }),
      loopbackReceiverPortForTests: Number(port),
      timeoutMs: 300,
    });
  });
  afterAll(() => receiver.close());

  it("sends the body and headers to the checked address and keeps the answer", async () => {
    const outcome = await sender.post({
      url: `http://receiver.invalid:${port}/hook`,
      headers: { "switchboard-event": "call.completed" },
      body: '{"hello":"world"}',
    });
    expect(outcome).toEqual({ kind: "response", status: 200, bodyExcerpt: "received 17 bytes" });
    const got = receiver.requests.at(-1)!;
    expect(got.headers["switchboard-event"]).toBe("call.completed");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers.host).toBe(`receiver.invalid:${port}`);
    expect(got.body).toBe('{"hello":"world"}');
  });

  it("does not follow a redirect", async () => {
    const before = receiver.requests.length;
    const outcome = await sender.post({
      url: `http://receiver.invalid:${port}/redirect`,
      headers: {},
      body: "{}",
    });
    expect(outcome).toMatchObject({ kind: "response", status: 302 });
    expect(receiver.requests.length).toBe(before + 1);
  });

  it("gives up on a receiver that does not answer", async () => {
    const outcome = await sender.post({
      url: `http://receiver.invalid:${port}/silent`,
      headers: {},
      body: "{}",
    });
    expect(outcome).toEqual({ kind: "failed", error: "timed out" });
  });

  it("refuses at sending time a name that now resolves to a private address", async () => {
    const rebound = createWebhookSender({
      resolve: resolveTo({ "receiver.invalid": ["10.0.0.1"] }),
      loopbackReceiverPortForTests: Number(port),
    });
    const before = receiver.requests.length;
    const outcome = await rebound.post({
      url: `http://receiver.invalid:${port}/hook`,
      headers: {},
      body: "{}",
    });
    expect(outcome).toEqual({ kind: "refused", refusal: "privateAddress" });
    expect(receiver.requests.length).toBe(before);
  });
});

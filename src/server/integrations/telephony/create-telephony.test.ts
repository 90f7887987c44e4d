import https from "node:https";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config";
import { createTelephony } from "./create-telephony";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createTelephony", () => {
  it("offers the built-in fictional numbers when Twilio is not configured", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const telephony = createTelephony(loadConfig({}), () => undefined);
    const numbers = await telephony.searchAvailableNumbers({
      country: "GB",
      areaCode: "161",
      taken: new Set(),
    });
    expect(numbers[0]).toBe("+441614960000");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("buys numbers from Twilio, with the configured account, when its SID and auth token are set", async () => {
    const accountSid = `AC${"0".repeat(32)}`;
    // Stands in for the network so the test never reaches the real Twilio: the request is seen,
    // then refused as an unreachable host would be.
    const requestSpy = vi.spyOn(https, "request").mockImplementation(() => {
      throw Object.assign(new Error("connect ECONNREFUSED (stand-in)"), { code: "ECONNREFUSED" });
    });
    const telephony = createTelephony(
      loadConfig({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: "0".repeat(32) }),
      () => undefined,
    );
    await expect(telephony.provisionNumber("+12125550123")).rejects.toThrow(/^Could not reach Twilio/);
    const [options] = requestSpy.mock.calls[0] as unknown as [
      { hostname: string; path: string; method: string },
    ];
    expect(options).toMatchObject({
      hostname: "api.twilio.com",
      path: `/2010-04-01/Accounts/${accountSid}/IncomingPhoneNumbers.json`,
      method: "POST",
    });
  });
});

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
    // Stands in for the network so the test never reaches the real Twilio.
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ sid: "PN1" }), { status: 201 }));
    const telephony = createTelephony(
      loadConfig({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: "0".repeat(32) }),
      () => undefined,
    );
    await telephony.provisionNumber("+12125550123");
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(
      `https://api.twilio.com/2010-04-01/Accounts/${accountSid}/IncomingPhoneNumbers.json`,
    );
  });
});

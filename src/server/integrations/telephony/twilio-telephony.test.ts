import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import {
  type HttpStandIn,
  type RecordedRequest,
  sendJson,
  startHttpStandIn,
} from "../../../../tests/support/http-stand-in";
import { createTwilioTelephony } from "./twilio-telephony";

const accountSid = `AC${"0123456789abcdef".repeat(2)}`;
const authToken = "a".repeat(32);
const accountPath = `/2010-04-01/Accounts/${accountSid}`;

let twilio: HttpStandIn | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
});

// Long enough for a stand-in that answers on a busy machine; the test of the time limit sets a short one.
async function telephonyAgainst(
  answer: (request: RecordedRequest, response: ServerResponse) => void,
  timeoutMs = 5000,
  publicUrl?: string,
) {
  twilio = await startHttpStandIn(answer);
  return createTwilioTelephony({
    accountSid,
    authToken,
    apiOrigin: twilio.baseUrl,
    timeoutMs,
    publicUrl,
  });
}

const PUBLIC_URL = "https://switchboard.example";
/** An IncomingPhoneNumber as Twilio lists it, with the fields the app reads. */
const incomingNumber = (sid: string, phone_number: string) => ({
  sid,
  account_sid: accountSid,
  phone_number,
  friendly_name: phone_number,
  voice_url: "",
  status_callback: "",
  uri: `${accountPath}/IncomingPhoneNumbers/${sid}.json`,
});
/** The voice webhooks of a number's form, as Twilio is sent them. */
const webhooksOf = (body: string | undefined) => {
  const form = new URLSearchParams(body);
  return Object.fromEntries(
    ["VoiceUrl", "VoiceMethod", "StatusCallback", "StatusCallbackMethod"].map((name) => [
      name,
      form.get(name),
    ]),
  );
};

const available = (...numbers: string[]) => ({
  available_phone_numbers: numbers.map((phone_number) => ({ phone_number, friendly_name: phone_number })),
});

/** A Call resource as Twilio's REST API answers it (snake_case, RFC 2822 times, duration a string). */
const callResource = (sid: string, fields: Record<string, string | null>) => ({
  sid,
  account_sid: accountSid,
  parent_call_sid: null,
  to: "+12125550123",
  from: "+12125550177",
  direction: "inbound",
  api_version: "2010-04-01",
  date_created: "Tue, 10 Mar 2026 14:00:04 +0000",
  date_updated: "Tue, 10 Mar 2026 14:06:45 +0000",
  price: null,
  price_unit: "USD",
  uri: `${accountPath}/Calls/${sid}.json`,
  ...fields,
});

/** The telephony against a Twilio that answers every request with this Call resource. */
const telephonyAnsweringCall = (sid: string, fields: Record<string, string | null>) =>
  telephonyAgainst((_request, response) => sendJson(response, 200, callResource(sid, fields)));

describe("the Twilio telephony", () => {
  it("searches US numbers by AreaCode with Basic auth, and offers them sorted without the taken ones", async () => {
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 200, available("+12125550199", "+12125550123", "+12125550150", "+13125550100")),
    );
    const numbers = await telephony.searchAvailableNumbers({
      country: "US",
      areaCode: "212",
      taken: new Set(["+12125550150"]),
    });

    expect(numbers).toEqual(["+12125550123", "+12125550199"]);
    const [request] = twilio!.requests;
    expect(request?.method).toBe("GET");
    expect(request?.url.pathname).toBe(`${accountPath}/AvailablePhoneNumbers/US/Local.json`);
    expect(request?.url.searchParams.get("AreaCode")).toBe("212");
    expect(request?.url.searchParams.has("Contains")).toBe(false);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
    );
  });

  it("searches UK and Australian numbers with a Contains pattern anchored on the country and area code", async () => {
    const telephony = await telephonyAgainst((request, response) =>
      sendJson(
        response,
        200,
        request.url.pathname.includes("/GB/") ? available("+442071234567") : available("+61212345678"),
      ),
    );
    expect(
      await telephony.searchAvailableNumbers({ country: "GB", areaCode: "20", taken: new Set() }),
    ).toEqual(["+442071234567"]);
    expect(
      await telephony.searchAvailableNumbers({ country: "AU", areaCode: "2", taken: new Set() }),
    ).toEqual(["+61212345678"]);
    expect(twilio!.requests[0]?.url.pathname).toBe(`${accountPath}/AvailablePhoneNumbers/GB/Local.json`);
    expect(twilio!.requests[0]?.url.searchParams.get("Contains")).toBe("+4420");
    expect(twilio!.requests[1]?.url.searchParams.get("Contains")).toBe("+612");
    expect(twilio!.requests[1]?.url.searchParams.has("AreaCode")).toBe(false);
  });

  it("offers at most ten numbers", async () => {
    const many = Array.from({ length: 30 }, (_, index) => `+1212555${String(1000 + index)}`);
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 200, available(...many)),
    );
    const numbers = await telephony.searchAvailableNumbers({
      country: "US",
      areaCode: "212",
      taken: new Set(),
    });
    expect(numbers).toEqual(many.slice(0, 10));
  });

  it("buys a number by POSTing it as a form to IncomingPhoneNumbers", async () => {
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 201, { sid: "PN123", phone_number: "+12125550123" }),
    );
    await telephony.provisionNumber("+12125550123");
    const [request] = twilio!.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url.pathname).toBe(`${accountPath}/IncomingPhoneNumbers.json`);
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(request?.body).get("PhoneNumber")).toBe("+12125550123");
  });

  it("finds a number the account holds and points its calls and status at the app, as a bought one's", async () => {
    const telephony = await telephonyAgainst(
      (request, response) => {
        if (request.method === "GET") {
          sendJson(response, 200, {
            incoming_phone_numbers: [incomingNumber("PN77", "+12125550123")],
            page: 0,
            page_size: 50,
          });
        } else {
          sendJson(
            response,
            request.url.pathname.endsWith("/PN77.json") ? 200 : 201,
            incomingNumber("PN77", "+12125550123"),
          );
        }
      },
      5000,
      PUBLIC_URL,
    );
    expect(await telephony.holdsNumber("+12125550123")).toBe(true);
    await telephony.connectHeldNumber("+12125550123");
    await telephony.provisionNumber("+12125550123");
    expect(twilio!.requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      `GET ${accountPath}/IncomingPhoneNumbers.json?PhoneNumber=%2B12125550123`,
      `GET ${accountPath}/IncomingPhoneNumbers.json?PhoneNumber=%2B12125550123`,
      `POST ${accountPath}/IncomingPhoneNumbers/PN77.json`,
      `POST ${accountPath}/IncomingPhoneNumbers.json`,
    ]);
    const expected = {
      VoiceUrl: `${PUBLIC_URL}/api/voice/incoming`,
      VoiceMethod: "POST",
      StatusCallback: `${PUBLIC_URL}/api/voice/status`,
      StatusCallbackMethod: "POST",
    };
    expect(webhooksOf(twilio!.requests[2]?.body)).toEqual(expected);
    expect(webhooksOf(twilio!.requests[3]?.body)).toEqual(expected);
    // Connecting changes only the webhooks: the number stays the account's, nothing is bought.
    expect(new URLSearchParams(twilio!.requests[2]?.body).has("PhoneNumber")).toBe(false);
  });

  it("says a number the account does not hold is not there, and changes nothing", async () => {
    const telephony = await telephonyAgainst(
      (_request, response) => sendJson(response, 200, { incoming_phone_numbers: [], page: 0, page_size: 50 }),
      5000,
      PUBLIC_URL,
    );
    expect(await telephony.holdsNumber("+12125550123")).toBe(false);
    await expect(telephony.connectHeldNumber("+12125550123")).rejects.toThrow(
      "+12125550123 is not among the numbers in the Twilio account.",
    );
    expect(twilio!.requests.every(({ method }) => method === "GET")).toBe(true);
  });

  it("says why it could not look for a number when Twilio fails", async () => {
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 503, { code: 20503, message: "Service Unavailable", status: 503 }),
    );
    await expect(telephony.holdsNumber("+12125550123")).rejects.toThrow(
      "Twilio could not look for +12125550123 in the account: Service Unavailable (Twilio error 20503).",
    );
  });

  it("releases a number by finding its SID and DELETEing it", async () => {
    const telephony = await telephonyAgainst((request, response) => {
      if (request.method === "GET") {
        sendJson(response, 200, { incoming_phone_numbers: [{ sid: "PN42", phone_number: "+12125550123" }] });
      } else {
        response.writeHead(204).end();
      }
    });
    await telephony.releaseNumber("+12125550123");
    expect(twilio!.requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      `GET ${accountPath}/IncomingPhoneNumbers.json?PhoneNumber=%2B12125550123`,
      `DELETE ${accountPath}/IncomingPhoneNumbers/PN42.json`,
    ]);
  });

  it("treats releasing a number the account no longer holds as done", async () => {
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 200, { incoming_phone_numbers: [] }),
    );
    await expect(telephony.releaseNumber("+12125550123")).resolves.toBeUndefined();
    expect(twilio!.requests).toHaveLength(1);
  });

  it("turns Twilio's error into a sentence that says what failed and why", async () => {
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 400, {
        code: 21422,
        message: "PhoneNumber is not available",
        more_info: "https://www.twilio.com/docs/errors/21422",
        status: 400,
      }),
    );
    await expect(telephony.provisionNumber("+12125550123")).rejects.toThrow(
      "Twilio could not buy +12125550123: PhoneNumber is not available (Twilio error 21422).",
    );
  });

  it("says to check the credentials when Twilio refuses them", async () => {
    const telephony = await telephonyAgainst((_request, response) =>
      sendJson(response, 401, { code: 20003, message: "Authenticate", status: 401 }),
    );
    await expect(
      telephony.searchAvailableNumbers({ country: "US", areaCode: "212", taken: new Set() }),
    ).rejects.toThrow(/Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/);
  });

  it("reports an answer it cannot read instead of offering nothing", async () => {
    const telephony = await telephonyAgainst((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>maintenance</html>");
    });
    await expect(
      telephony.searchAvailableNumbers({ country: "US", areaCode: "212", taken: new Set() }),
    ).rejects.toThrow(
      "Twilio sent an answer we could not read; could not search for numbers in area code 212.",
    );
  });

  it("gives up when Twilio does not answer in time", async () => {
    const telephony = await telephonyAgainst(() => {
      // Never answers.
    }, 200);
    await expect(telephony.provisionNumber("+12125550123")).rejects.toThrow(
      "Twilio did not answer within 0.2 seconds; could not buy +12125550123.",
    );
  });

  it("reads a call's status, times and duration from its Call resource", async () => {
    const callSid = `CA${"ab".repeat(16)}`;
    const telephony = await telephonyAnsweringCall(callSid, {
      status: "completed",
      start_time: "Tue, 10 Mar 2026 14:00:05 +0000",
      end_time: "Tue, 10 Mar 2026 14:06:45 +0000",
      duration: "400",
    });
    expect(await telephony.callStatus(callSid)).toEqual({
      status: "completed",
      startedAt: new Date("2026-03-10T14:00:05Z"),
      endedAt: new Date("2026-03-10T14:06:45Z"),
      durationSeconds: 400,
    });
    const [request] = twilio!.requests;
    expect(`${request?.method} ${request?.url.pathname}`).toBe(`GET ${accountPath}/Calls/${callSid}.json`);
  });

  it("gives a call that goes on no end and no duration", async () => {
    const callSid = `CA${"cd".repeat(16)}`;
    const telephony = await telephonyAnsweringCall(callSid, {
      status: "in-progress",
      start_time: "Tue, 10 Mar 2026 14:00:05 +0000",
      end_time: null,
      duration: null,
    });
    expect(await telephony.callStatus(callSid)).toEqual({
      status: "in-progress",
      startedAt: new Date("2026-03-10T14:00:05Z"),
      endedAt: null,
      durationSeconds: null,
    });
  });

  it("answers null for a call the account does not hold, and says why it could not ask otherwise", async () => {
    const callSid = `CA${"ef".repeat(16)}`;
    const telephony = await telephonyAgainst((request, response) =>
      request.url.pathname.endsWith(`${callSid}.json`)
        ? sendJson(response, 404, {
            code: 20404,
            message: `The requested resource ${request.url.pathname} was not found`,
            more_info: "https://www.twilio.com/docs/errors/20404",
            status: 404,
          })
        : sendJson(response, 503, { code: 20503, message: "Service Unavailable", status: 503 }),
    );
    expect(await telephony.callStatus(callSid)).toBeNull();
    await expect(telephony.callStatus(`CA${"01".repeat(16)}`)).rejects.toThrow(
      `Twilio could not read the status of call CA${"01".repeat(16)}: Service Unavailable (Twilio error 20503).`,
    );
  });

  it("says when Twilio cannot be reached at all", async () => {
    const standIn = await startHttpStandIn(() => {});
    const unreachable = standIn.baseUrl;
    await standIn.close();
    const telephony = createTwilioTelephony({ accountSid, authToken, apiOrigin: unreachable });
    await expect(telephony.provisionNumber("+12125550123")).rejects.toThrow(
      /^Could not reach Twilio to buy \+12125550123: .*ECONNREFUSED/,
    );
  });
});

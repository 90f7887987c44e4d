import { z } from "zod";
import { AVAILABLE_NUMBERS_PAGE_SIZE, callingCodeOf } from "../../../shared/catalog/phone-numbers";
import type { Telephony } from "./telephony";

// DESIGN §4: with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, numbers are searched, bought and
// released through Twilio's REST API (2010-04-01), called with fetch and HTTP Basic auth.
const TWILIO_API_BASE_URL = "https://api.twilio.com/2010-04-01";
const TWILIO_TIMEOUT_MS = 10_000;
// Twilio returns numbers in its own order; asking for more than a page leaves room to drop the
// taken ones and still fill the page.
const SEARCH_PAGE_SIZE = 50;

export type TwilioTelephonyOptions = {
  accountSid: string;
  authToken: string;
  /** Twilio's API root; tests point it at a local stand-in server. */
  apiBaseUrl?: string;
  /** The site's public address: bought numbers send their calls to its voice webhooks (issue 6 §2). */
  publicUrl?: string;
  timeoutMs?: number;
};

const AvailableNumbersSchema = z.object({
  available_phone_numbers: z.array(z.object({ phone_number: z.string() })),
});
const IncomingNumbersSchema = z.object({
  incoming_phone_numbers: z.array(z.object({ sid: z.string(), phone_number: z.string() })),
});
const TwilioErrorSchema = z.object({ message: z.string(), code: z.number().optional() });

type TwilioRequest = {
  method: "GET" | "POST" | "DELETE";
  /** Path below /Accounts/{AccountSid}. */
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  /** What we were doing, for the error message: "search for numbers", "buy +1…". */
  action: string;
  /** Statuses that are an answer rather than an error (404 when releasing a number already gone). */
  acceptStatuses?: readonly number[];
};

export function createTwilioTelephony(options: TwilioTelephonyOptions): Telephony {
  const apiBaseUrl = (options.apiBaseUrl ?? TWILIO_API_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? TWILIO_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  async function call(request: TwilioRequest): Promise<unknown> {
    const url = new URL(`${apiBaseUrl}/Accounts/${encodeURIComponent(options.accountSid)}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: request.method,
        headers: {
          authorization,
          accept: "application/json",
          ...(request.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: request.form ? new URLSearchParams(request.form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") {
        throw new Error(
          `Twilio did not answer within ${timeoutMs / 1000} seconds; could not ${request.action}.`,
        );
      }
      throw new Error(`Could not reach Twilio to ${request.action}: ${networkFailureOf(error)}.`);
    }
    const body = parseJson(text);
    if (response.ok || request.acceptStatuses?.includes(response.status)) return body;
    if (response.status === 401) {
      throw new Error(
        `Twilio refused the credentials; could not ${request.action}. Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.`,
      );
    }
    const twilioError = TwilioErrorSchema.safeParse(body);
    const reason = twilioError.success
      ? `${twilioError.data.message}${twilioError.data.code ? ` (Twilio error ${twilioError.data.code})` : ""}`
      : `HTTP ${response.status}`;
    throw new Error(`Twilio could not ${request.action}: ${reason}.`);
  }

  function read<T>(schema: z.ZodType<T>, body: unknown, action: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`Twilio sent an answer we could not read; could not ${action}.`);
    return parsed.data;
  }

  return {
    async searchAvailableNumbers({ country, areaCode, taken }) {
      const prefix = `+${callingCodeOf(country)}${areaCode}`;
      const action = `search for numbers in area code ${areaCode}`;
      const body = await call({
        method: "GET",
        path: `/AvailablePhoneNumbers/${country}/Local.json`,
        // AreaCode applies only to the US and Canada; elsewhere Contains with a leading "+"
        // anchors the pattern at the start of the number.
        query: {
          ...(country === "US" ? { AreaCode: areaCode } : { Contains: prefix }),
          PageSize: String(SEARCH_PAGE_SIZE),
        },
        action,
      });
      const { available_phone_numbers } = read(AvailableNumbersSchema, body, action);
      return available_phone_numbers
        .map(({ phone_number }) => phone_number)
        .filter((number) => number.startsWith(prefix) && !taken.has(number))
        .sort()
        .slice(0, AVAILABLE_NUMBERS_PAGE_SIZE);
    },

    async provisionNumber(phoneNumber) {
      await call({
        method: "POST",
        path: "/IncomingPhoneNumbers.json",
        form: {
          PhoneNumber: phoneNumber,
          ...(options.publicUrl
            ? {
                VoiceUrl: `${options.publicUrl}/api/voice/incoming`,
                VoiceMethod: "POST",
                StatusCallback: `${options.publicUrl}/api/voice/status`,
                StatusCallbackMethod: "POST",
              }
            : {}),
        },
        action: `buy ${phoneNumber}`,
      });
    },

    // Twilio deletes an IncomingPhoneNumber by its SID, so the number is looked up first. A number
    // the account no longer holds is already released.
    async releaseNumber(phoneNumber) {
      const action = `release ${phoneNumber}`;
      const body = await call({
        method: "GET",
        path: "/IncomingPhoneNumbers.json",
        query: { PhoneNumber: phoneNumber },
        action,
      });
      const { incoming_phone_numbers } = read(IncomingNumbersSchema, body, action);
      for (const { sid } of incoming_phone_numbers.filter(
        ({ phone_number }) => phone_number === phoneNumber,
      )) {
        await call({
          method: "DELETE",
          path: `/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`,
          action,
          acceptStatuses: [404],
        });
      }
    },

    async sendSms({ from, to, body }) {
      await call({
        method: "POST",
        path: "/Messages.json",
        form: { From: from, To: to, Body: body },
        action: `text ${to}`,
      });
    },
  };
}

// fetch reports "fetch failed"; the cause says what happened (ECONNREFUSED, ENOTFOUND, …).
function networkFailureOf(error: unknown): string {
  if (error instanceof Error && error.cause instanceof Error) return error.cause.message;
  return error instanceof Error ? error.message : String(error);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

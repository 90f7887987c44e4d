import type RequestClientType from "twilio/lib/base/RequestClient.js";
import type { HttpMethod } from "twilio/lib/interfaces";
import { AVAILABLE_NUMBERS_PAGE_SIZE, callingCodeOf } from "../../../shared/catalog/phone-numbers";
import { FINAL_CALL_STATUSES, notHeldSentence, type PhoneCallStatus, type Telephony } from "./telephony";
import { VOICE_PATHS } from "./voice-webhook-paths";

// With TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, numbers are searched, bought and released, the
// account's own numbers found and pointed at the app, and
// texts sent through Twilio's REST API with the twilio package's client, which also reads a call's
// status when its end was never reported.
const TWILIO_API_ORIGIN = "https://api.twilio.com";
const TWILIO_TIMEOUT_MS = 10_000;
// Twilio returns numbers in its own order; asking for more than a page leaves room to drop the
// taken ones and still fill the page.
const SEARCH_PAGE_SIZE = 50;

export type TwilioTelephonyOptions = {
  accountSid: string;
  authToken: string;
  /** Where Twilio's REST API answers (https://api.twilio.com); tests point it at a local stand-in. */
  apiOrigin?: string;
  /** The site's public address: bought numbers send their calls to its voice webhooks. */
  publicUrl?: string;
  timeoutMs?: number;
};

type RestClient = Awaited<ReturnType<typeof restClient>>;

/**
 * The twilio package's REST client, loaded on first use: it brings an HTTP stack that a server
 * without Twilio credentials, or one that never buys a number, never needs at start.
 */
async function restClient(options: TwilioTelephonyOptions) {
  const [{ default: Twilio }, { default: RequestClient }] = await Promise.all([
    import("twilio/lib/rest/Twilio.js"),
    import("twilio/lib/base/RequestClient.js"),
  ]);
  const apiOrigin = options.apiOrigin?.replace(/\/+$/, "");
  // Every request leaves through this client, so another API origin only rewrites the URL.
  class ApiOriginClient extends RequestClient {
    override request<T>(opts: RequestClientType.RequestOptions<T>) {
      const uri = apiOrigin && opts.uri ? opts.uri.replace(TWILIO_API_ORIGIN, apiOrigin) : opts.uri;
      return super.request<T>({ ...opts, uri });
    }
  }
  const httpClient = new ApiOriginClient({ timeout: options.timeoutMs ?? TWILIO_TIMEOUT_MS });
  return new Twilio(options.accountSid, options.authToken, { httpClient }).api.v2010.accounts(
    options.accountSid,
  );
}

export function createTwilioTelephony(options: TwilioTelephonyOptions): Telephony {
  const timeoutMs = options.timeoutMs ?? TWILIO_TIMEOUT_MS;
  let account: Promise<RestClient> | undefined;

  /** Runs one REST call; its failure becomes a sentence that says what was being done and why. */
  async function call<T>(action: string, request: (account: RestClient) => Promise<T>): Promise<T> {
    account ??= restClient(options);
    try {
      return await request(await account);
    } catch (error) {
      throw new Error(failureSentence(error, action, timeoutMs));
    }
  }

  // Where a number of the account sends its calls and their progress: this app's voice webhooks.
  const voiceWebhooks = options.publicUrl
    ? {
        voiceUrl: `${options.publicUrl}${VOICE_PATHS.incoming}`,
        voiceMethod: "POST" as HttpMethod,
        statusCallback: `${options.publicUrl}${VOICE_PATHS.status}`,
        statusCallbackMethod: "POST" as HttpMethod,
      }
    : {};

  /** The SIDs of the account's IncomingPhoneNumbers with exactly this number (GET filtered by PhoneNumber). */
  async function heldSids(phoneNumber: string, action: string): Promise<string[]> {
    const page = await call(action, (account) => account.incomingPhoneNumbers.page({ phoneNumber }));
    return page.instances.filter((number) => number.phoneNumber === phoneNumber).map(({ sid }) => sid);
  }

  return {
    async searchAvailableNumbers({ country, areaCode, taken }) {
      const prefix = `+${callingCodeOf(country)}${areaCode}`;
      const page = await call(`search for numbers in area code ${areaCode}`, (account) =>
        account.availablePhoneNumbers(country).local.page({
          // AreaCode applies only to the US and Canada; elsewhere Contains with a leading "+"
          // anchors the pattern at the start of the number.
          ...(country === "US" ? { areaCode: Number(areaCode) } : { contains: prefix }),
          pageSize: SEARCH_PAGE_SIZE,
        }),
      );
      return page.instances
        .map(({ phoneNumber }) => phoneNumber)
        .filter((number) => number.startsWith(prefix) && !taken.has(number))
        .sort()
        .slice(0, AVAILABLE_NUMBERS_PAGE_SIZE);
    },

    async provisionNumber(phoneNumber) {
      await call(`buy ${phoneNumber}`, (account) =>
        account.incomingPhoneNumbers.create({ phoneNumber, ...voiceWebhooks }),
      );
    },

    // Twilio deletes an IncomingPhoneNumber by its SID, so the number is looked up first. A number
    // the account no longer holds is already released.
    async releaseNumber(phoneNumber) {
      const action = `release ${phoneNumber}`;
      for (const sid of await heldSids(phoneNumber, action)) {
        await call(action, async (account) => {
          try {
            await account.incomingPhoneNumbers(sid).remove();
          } catch (error) {
            if (!isRestError(error) || error.status !== 404) throw error;
          }
        });
      }
    },

    async holdsNumber(phoneNumber) {
      return (await heldSids(phoneNumber, `look for ${phoneNumber} in the account`)).length > 0;
    },

    // POST IncomingPhoneNumbers/{Sid}.json with the same webhooks a bought number is given.
    async connectHeldNumber(phoneNumber) {
      const action = `connect ${phoneNumber}`;
      const [sid] = await heldSids(phoneNumber, action);
      if (!sid) throw new Error(notHeldSentence(phoneNumber));
      if (!options.publicUrl) return;
      await call(action, (account) => account.incomingPhoneNumbers(sid).update(voiceWebhooks));
    },

    async sendSms({ from, to, body }) {
      await call(`text ${to}`, (account) => account.messages.create({ from, to, body }));
    },

    // GET Calls/{Sid}.json: a SID the account does not hold answers 404.
    async callStatus(providerCallSid) {
      return call(`read the status of call ${providerCallSid}`, async (account) => {
        try {
          return statusOf(await account.calls(providerCallSid).fetch());
        } catch (error) {
          if (isRestError(error) && error.status === 404) return null;
          throw error;
        }
      });
    },
  };
}

/**
 * The package gives start_time and end_time as Dates (null while unset) and duration as Twilio's
 * string of seconds, empty while the call goes on.
 */
function statusOf(found: {
  status: PhoneCallStatus["status"];
  startTime: Date | null;
  endTime: Date | null;
  duration: string | null;
}): PhoneCallStatus {
  const ended = FINAL_CALL_STATUSES.has(found.status);
  const duration = Number.parseInt(found.duration ?? "", 10);
  return {
    status: found.status,
    startedAt: found.startTime instanceof Date ? found.startTime : null,
    endedAt: ended && found.endTime instanceof Date ? found.endTime : null,
    durationSeconds: ended && Number.isFinite(duration) ? duration : null,
  };
}

type RestError = { status: number; code?: number; message?: string };
// The package's RestException: Twilio answered with an error status.
const isRestError = (error: unknown): error is RestError =>
  error instanceof Error && typeof (error as Partial<RestError>).status === "number";

function failureSentence(error: unknown, action: string, timeoutMs: number): string {
  if (isRestError(error)) {
    if (error.status === 401) {
      return `Twilio refused the credentials; could not ${action}. Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.`;
    }
    const reason = error.message
      ? `${error.message}${error.code ? ` (Twilio error ${error.code})` : ""}`
      : `HTTP ${error.status}`;
    return `Twilio could not ${action}: ${reason}.`;
  }
  // The HTTP client's own failures carry a code: no answer in time, or no connection at all.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ECONNABORTED" || code === "ETIMEDOUT") {
    return `Twilio did not answer within ${timeoutMs / 1000} seconds; could not ${action}.`;
  }
  if (typeof code === "string") {
    return `Could not reach Twilio to ${action}: ${error instanceof Error ? error.message : code} (${code}).`;
  }
  return `Twilio sent an answer we could not read; could not ${action}.`;
}

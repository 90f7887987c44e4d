import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import twilio from "twilio";
import type { Integrations } from "../../src/server/integrations/create-integrations";
import { createOfflineTelephony } from "../../src/server/integrations/telephony/offline-telephony";
import type { TestApp } from "./test-app";

// Voice webhooks signed exactly as Twilio signs them, for an app whose numbers and texts stay offline.

export const TWILIO_TEST_AUTH_TOKEN = "twilio-test-auth-token-0123456789";
export const TWILIO_TEST_PUBLIC_URL = "https://switchboard.example.com";

/** The settings under which the app checks Twilio's signature on every voice webhook. */
export const TWILIO_SIGNED_ENV = {
  TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
  TWILIO_AUTH_TOKEN: TWILIO_TEST_AUTH_TOKEN,
  PUBLIC_URL: TWILIO_TEST_PUBLIC_URL,
};

/**
 * The app's options that keep telephony offline under TWILIO_SIGNED_ENV: numbers come from the offline
 * catalogue and texts go to files, so only the webhooks' signatures involve Twilio.
 */
export const OFFLINE_TELEPHONY = {
  adjustIntegrations: (integrations: Integrations): Integrations => ({
    ...integrations,
    telephony: createOfflineTelephony({
      smsOutboxDir: mkdtempSync(join(tmpdir(), "switchboard-test-sms-")),
      log: () => undefined,
    }),
  }),
};

/** A CallSid of Twilio's shape, new on every call, so files and runs sharing a database never meet. */
export const newCallSid = (): string => `CA${randomBytes(16).toString("hex")}`;

/** Posts to a voice webhook as Twilio would, signed with the twilio SDK's own helper unless `signature` is given. */
export function twilioPost(app: TestApp, path: string, params: Record<string, string>, signature?: string) {
  const url = `${TWILIO_TEST_PUBLIC_URL}${path}`;
  return app.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature":
        signature ?? twilio.getExpectedTwilioSignature(TWILIO_TEST_AUTH_TOKEN, url, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

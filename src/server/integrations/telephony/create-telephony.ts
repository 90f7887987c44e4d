import { join } from "node:path";
import type { Config } from "../../config";
import { createOfflineTelephony } from "./offline-telephony";
import type { Telephony } from "./telephony";
import { createTwilioTelephony } from "./twilio-telephony";

// Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set, otherwise the built-in
// catalogue of fictional-range numbers.
export function createTelephony(config: Config, log: (line: string) => void): Telephony {
  if (config.twilio)
    return createTwilioTelephony({ ...config.twilio, publicUrl: config.publicUrl?.replace(/\/+$/, "") });
  return createOfflineTelephony({ smsOutboxDir: join(config.dataDir, "sms-outbox"), log });
}

import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  AVAILABLE_NUMBERS_PAGE_SIZE,
  fictionalNumbers,
  findFictionalNumber,
} from "../../../shared/catalog/phone-numbers";
import type { PhoneCallStatus, Telephony } from "./telephony";

/**
 * The carrier's record of calls, kept by whoever plays Twilio offline (a test posting its webhooks):
 * without a carrier, these are the only calls the offline telephony knows.
 */
export type OfflineCallRecord = {
  /** The carrier answered the call `providerCallSid` at `at`. */
  answered(providerCallSid: string, at: Date): void;
  /** The call ended at `at` (Twilio's final status: completed unless said otherwise). */
  ended(providerCallSid: string, at: Date, status?: PhoneCallStatus["status"]): void;
};

export type OfflineTelephony = Telephony & { calls: OfflineCallRecord };

// Without Twilio settings, numbers come from the ranges reserved for fiction (NANPA
// 555-01xx, Ofcom's drama numbers, ACMA's fictitious numbers), so no real subscriber is ever
// offered. Which numbers are taken lives in the database and arrives as `taken`; nothing is kept
// in memory, so any number of instances agree.
export function createOfflineTelephony(options: {
  smsOutboxDir: string;
  log: (line: string) => void;
}): OfflineTelephony {
  const known = new Map<
    string,
    { startedAt: Date; ended?: { at: Date; status: PhoneCallStatus["status"] } }
  >();
  return {
    calls: {
      answered(providerCallSid, at) {
        known.set(providerCallSid, { startedAt: at });
      },
      ended(providerCallSid, at, status = "completed") {
        const call = known.get(providerCallSid);
        if (call) call.ended = { at, status };
      },
    },

    async searchAvailableNumbers({ country, areaCode, taken }) {
      const page: string[] = [];
      for (const number of fictionalNumbers(country, areaCode)) {
        if (taken.has(number)) continue;
        page.push(number);
        if (page.length === AVAILABLE_NUMBERS_PAGE_SIZE) break;
      }
      return page;
    },

    async provisionNumber(phoneNumber) {
      if (!findFictionalNumber(phoneNumber)) {
        throw new Error(`${phoneNumber} is not one of the numbers on offer. Choose a number from the list.`);
      }
    },

    // Nothing to hand back to a carrier: the number is free again once no agent holds it.
    async releaseNumber() {},

    // Offline, a text message is written as one file in the SMS outbox, as mail is.
    async sendSms({ from, to, body }) {
      await mkdir(options.smsOutboxDir, { recursive: true });
      const file = join(
        options.smsOutboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.txt`,
      );
      await writeFile(file, `From: ${from}\nTo: ${to}\n\n${body}\n`);
      options.log(`sms to ${to} written to ${file}`);
    },

    // As Twilio answers: an unknown call is not found, one going on has no end or duration yet,
    // and an ended one's duration is its whole seconds.
    async callStatus(providerCallSid) {
      const call = known.get(providerCallSid);
      if (!call) return null;
      if (!call.ended)
        return { status: "in-progress", startedAt: call.startedAt, endedAt: null, durationSeconds: null };
      return {
        status: call.ended.status,
        startedAt: call.startedAt,
        endedAt: call.ended.at,
        durationSeconds: Math.floor((call.ended.at.getTime() - call.startedAt.getTime()) / 1000),
      };
    },
  };
}

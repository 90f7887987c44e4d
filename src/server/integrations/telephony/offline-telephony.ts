import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  AVAILABLE_NUMBERS_PAGE_SIZE,
  fictionalNumbers,
  findFictionalNumber,
  lastFictionalNumbers,
} from "../../../shared/catalog/phone-numbers";
import { notHeldSentence, type PhoneCallStatus, type Telephony } from "./telephony";

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

/**
 * How many numbers of each area code the offline account holds already, as an owner's own numbers
 * brought to Twilio would be: the last ten of the area's fictional range, (212) 555-0190 to 555-0199,
 * 020 7946 0990 to 0999, (02) 7010 9990 to 9999. Like Twilio, the account never offers them for sale.
 */
export const OFFLINE_ACCOUNT_NUMBERS_PER_AREA = 10;

/** Whether the offline account holds `phoneNumber` already (see OFFLINE_ACCOUNT_NUMBERS_PER_AREA). */
export function isOfflineAccountNumber(phoneNumber: string): boolean {
  const area = findFictionalNumber(phoneNumber);
  return (
    area !== undefined &&
    lastFictionalNumbers(area.country, area.areaCode, OFFLINE_ACCOUNT_NUMBERS_PER_AREA).includes(phoneNumber)
  );
}

// Without Twilio settings, numbers come from the ranges reserved for fiction (NANPA
// 555-01xx, Ofcom's drama numbers, ACMA's fictitious numbers), so no real subscriber is ever
// offered. Which numbers are taken lives in the database and arrives as `taken`; nothing is kept
// in memory, so any number of instances agree. The numbers the account already holds are fixed
// (isOfflineAccountNumber), so every instance agrees on those too.
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
        if (taken.has(number) || isOfflineAccountNumber(number)) continue;
        page.push(number);
        if (page.length === AVAILABLE_NUMBERS_PAGE_SIZE) break;
      }
      return page;
    },

    async provisionNumber(phoneNumber) {
      if (!findFictionalNumber(phoneNumber) || isOfflineAccountNumber(phoneNumber)) {
        throw new Error(`${phoneNumber} is not one of the numbers on offer. Choose a number from the list.`);
      }
    },

    async holdsNumber(phoneNumber) {
      return isOfflineAccountNumber(phoneNumber);
    },

    // Offline, calls reach the app through whoever plays Twilio, so there is nothing to point at it.
    async connectHeldNumber(phoneNumber) {
      if (!isOfflineAccountNumber(phoneNumber)) throw new Error(notHeldSentence(phoneNumber));
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

import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  AVAILABLE_NUMBERS_PAGE_SIZE,
  fictionalNumbers,
  findFictionalNumber,
} from "../../../shared/catalog/phone-numbers";
import type { Telephony } from "./telephony";

// Without Twilio settings, numbers come from the ranges reserved for fiction (NANPA
// 555-01xx, Ofcom's drama numbers, ACMA's fictitious numbers), so no real subscriber is ever
// offered. Which numbers are taken lives in the database and arrives as `taken`; nothing is kept
// in memory, so any number of instances agree.
export function createOfflineTelephony(options: {
  smsOutboxDir: string;
  log: (line: string) => void;
}): Telephony {
  return {
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
  };
}

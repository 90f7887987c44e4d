import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createOfflineTelephony } from "./offline-telephony";

const smsLines: string[] = [];
const smsOutboxDir = join(await mkdtemp(join(tmpdir(), "sms-outbox-")), "sms");
const telephony = createOfflineTelephony({ smsOutboxDir, log: (line) => smsLines.push(line) });
afterAll(async () => {
  await rm(join(smsOutboxDir, ".."), { recursive: true, force: true });
});
const none = new Set<string>();

describe("the offline telephony", () => {
  it("offers the first ten fictional numbers of an area code, in order", async () => {
    const numbers = await telephony.searchAvailableNumbers({ country: "US", areaCode: "212", taken: none });
    expect(numbers).toEqual([
      "+12125550100",
      "+12125550101",
      "+12125550102",
      "+12125550103",
      "+12125550104",
      "+12125550105",
      "+12125550106",
      "+12125550107",
      "+12125550108",
      "+12125550109",
    ]);
  });

  it("offers London and Sydney numbers from Ofcom's and ACMA's reserved ranges", async () => {
    const london = await telephony.searchAvailableNumbers({ country: "GB", areaCode: "20", taken: none });
    const sydney = await telephony.searchAvailableNumbers({ country: "AU", areaCode: "2", taken: none });
    expect(london[0]).toBe("+442079460000");
    expect(london.every((number) => /^\+4420794600\d{2}$/.test(number))).toBe(true);
    expect(sydney[0]).toBe("+61255500000");
    expect(sydney).toHaveLength(10);
  });

  it("never offers a taken number, and fills the page with the next free ones", async () => {
    const taken = new Set(["+12125550100", "+12125550102", "+12125550105"]);
    const numbers = await telephony.searchAvailableNumbers({ country: "US", areaCode: "212", taken });
    expect(numbers.some((number) => taken.has(number))).toBe(false);
    expect(numbers).toHaveLength(10);
    expect(numbers[0]).toBe("+12125550101");
    expect(numbers.at(-1)).toBe("+12125550112");
  });

  it("offers nothing once every number of the area is taken, and nothing for an unknown area", async () => {
    const everyNumber = new Set(Array.from({ length: 100 }, (_, line) => `+12125550${100 + line}`));
    expect(
      await telephony.searchAvailableNumbers({ country: "US", areaCode: "212", taken: everyNumber }),
    ).toEqual([]);
    expect(await telephony.searchAvailableNumbers({ country: "US", areaCode: "999", taken: none })).toEqual(
      [],
    );
  });

  it("answers the same search the same way every time", async () => {
    const search = { country: "GB" as const, areaCode: "161", taken: new Set(["+441614960003"]) };
    expect(await telephony.searchAvailableNumbers(search)).toEqual(
      await telephony.searchAvailableNumbers(search),
    );
  });

  it("provisions a number of the catalogue and refuses any other", async () => {
    await expect(telephony.provisionNumber("+442079460042")).resolves.toBeUndefined();
    await expect(telephony.provisionNumber("+12024561111")).rejects.toThrow(
      "+12024561111 is not one of the numbers on offer. Choose a number from the list.",
    );
    await expect(telephony.provisionNumber("not a number")).rejects.toThrow(
      /not one of the numbers on offer/,
    );
  });

  it("holds the last ten numbers of each area code already, never offers them, and connects only those", async () => {
    const held = ["+12125550190", "+12125550199", "+442079460999", "+61270109999", "+441614960990"];
    for (const number of held) {
      expect(await telephony.holdsNumber(number)).toBe(true);
      await expect(telephony.connectHeldNumber(number)).resolves.toBeUndefined();
      await expect(telephony.provisionNumber(number)).rejects.toThrow(/not one of the numbers on offer/);
    }
    for (const number of ["+12125550189", "+12025550123", "+15075550199", "+442079460989"]) {
      expect(await telephony.holdsNumber(number)).toBe(false);
      await expect(telephony.connectHeldNumber(number)).rejects.toThrow(
        `${number} is not among the numbers in the Twilio account.`,
      );
    }
    const everyOther = new Set(Array.from({ length: 89 }, (_, line) => `+12125550${100 + line}`));
    expect(
      await telephony.searchAvailableNumbers({ country: "US", areaCode: "212", taken: everyOther }),
    ).toEqual(["+12125550189"]);
  });

  it("releases a number", async () => {
    await expect(telephony.releaseNumber("+12125550100")).resolves.toBeUndefined();
  });

  it("writes each text message to the SMS outbox and logs the file", async () => {
    await telephony.sendSms({ from: "+12125550100", to: "+12125550177", body: "Thanks for calling!" });
    const [file] = await readdir(smsOutboxDir);
    expect(await readFile(join(smsOutboxDir, file!), "utf8")).toBe(
      "From: +12125550100\nTo: +12125550177\n\nThanks for calling!\n",
    );
    expect(smsLines[0]).toContain("+12125550177");
  });

  it("answers a call's status as Twilio would, from the calls it was told of", async () => {
    const callSid = `CA${"12".repeat(16)}`;
    expect(await telephony.callStatus(callSid)).toBeNull();
    const startedAt = new Date("2026-03-10T14:00:05Z");
    telephony.calls.answered(callSid, startedAt);
    expect(await telephony.callStatus(callSid)).toEqual({
      status: "in-progress",
      startedAt,
      endedAt: null,
      durationSeconds: null,
    });
    const endedAt = new Date("2026-03-10T14:06:45.700Z");
    telephony.calls.ended(callSid, endedAt);
    expect(await telephony.callStatus(callSid)).toEqual({
      status: "completed",
      startedAt,
      endedAt,
      durationSeconds: 400,
    });
  });
});

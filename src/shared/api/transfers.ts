import * as z from "zod/mini";
import { isCatalogueCountryNumber } from "../phone/phone-number-format";
import { OpeningHoursSchema } from "./opening-hours";
import { limitedText } from "./text-fields";

// Whom an agent may put a caller through to, when, and during which hours. The line rings one
// person per call; whoever cannot take it sends the caller back to the agent, which takes a message.

export const TRANSFER_TARGETS_MAX = 5;
// E.164 numbers have at most 15 digits after the "+".
export const TRANSFER_NUMBER_MAX = 16;
export const TRANSFER_LABEL_MAX = 40;
export const TRANSFER_RULE_MAX = 300;

export const TransferTargetSchema = z.strictObject({
  /** Who answers, as callers and the call log name them ("Manager", "Emergency line"). */
  label: limitedText(TRANSFER_LABEL_MAX),
  number: z
    .string("Enter the number to transfer calls to.")
    .check(
      z.trim(),
      z.refine(
        isCatalogueCountryNumber,
        "Enter a transfer number of one of our countries, with its country code, like +14155550100.",
      ),
    ),
  /** Rung when a caller asks for a person. */
  whenAsked: z.boolean("Say whether callers who ask for a person are put through."),
  /** Rung when a caller reports an emergency. */
  whenUrgent: z.boolean("Say whether emergencies are put through."),
  /** The owner's own words for other calls this person takes ("catering orders and events"). */
  rule: limitedText(TRANSFER_RULE_MAX),
});
export type TransferTarget = z.output<typeof TransferTargetSchema>;

export const TransferTargetsSchema = z.array(TransferTargetSchema).check(
  z.maxLength(TRANSFER_TARGETS_MAX, `An agent transfers to at most ${TRANSFER_TARGETS_MAX} numbers.`),
  z.refine(
    (targets) => new Set(targets.map(({ number }) => number)).size === targets.length,
    "Each transfer number appears once.",
  ),
);

export const TRANSFER_HOURS_MODES = ["always", "opening-hours", "custom"] as const;

/** When transfers are attempted: at any time, while the business is open, or in hours of their own. */
export const TransferHoursSchema = z.discriminatedUnion(
  "mode",
  [
    z.strictObject({ mode: z.literal("always") }),
    z.strictObject({ mode: z.literal("opening-hours") }),
    z.strictObject({ mode: z.literal("custom"), hours: OpeningHoursSchema }),
  ],
  "Choose when calls are put through: any time, during opening hours, or hours of their own.",
);
export type TransferHours = z.output<typeof TransferHoursSchema>;

export const ANY_TIME = { mode: "always" } as const satisfies TransferHours;

import { offeredNumber } from "./caller-contact";
import {
  type FoundDetail,
  findPartySize,
  freeAnswer,
  meansSameNumber,
  reasonFrom,
  type Span,
} from "./caller-details";
import { isNo, isYes, startsAsQuestion, type Utterance } from "./caller-intents";
import { findCueName, nameFromAnswer } from "./caller-names";
import { correctedAmount, correctedName, saidNumber } from "./corrections";
import { type CallClock, correctDayAndTime, dayAndTimeAnswer, findDayAndTime } from "./day-and-time";
import { clockOf, type Turn } from "./engine-turn";
import type { IntakeField } from "./intake-fields";
import type { MissingDetail } from "./types";

// Each kind of detail a form takes, in one place: how it is found in a sentence that was not an
// answer to its question, how the answer to its question is read, what a correction makes of it,
// how a later saying of it goes with the one given, and what the owner is told when it is missing.

/** What the caller's words after a correction's cue give anew: the day or time, the phone number. */
type Correction = {
  said: Utterance;
  cued: boolean;
  when: FoundDetail | undefined;
  phone: FoundDetail | undefined;
  clock: CallClock;
};

/** Where a detail is looked for: the words, and the places in them other details took. */
type Heard = { turn: Turn; field: IntakeField; utterance: Utterance; taken: readonly Span[] };

type SlotKind = {
  inPassing(heard: Heard): FoundDetail | undefined;
  answer(heard: Heard): FoundDetail | undefined;
  /** The detail as the correction has it, when it changes it. */
  corrected(previous: string, correction: Correction): string | undefined;
  /**
   * Said again in passing once given: the new words replace it ("my number is…" later), complete it
   * ("Friday night", then "around 7:30"), or the words given first stay.
   */
  later: "replaces" | "completes" | "stays";
  missing: MissingDetail;
};

/** An answer made from the whole sentence rather than found at one place in it. */
const unplaced = (value: string | undefined): FoundDetail | undefined =>
  value ? { value, spans: [] } : undefined;

/** A number of people or an amount, corrected only by a cue and not by a day or number said anew. */
const changesCount = ({ cued, when, phone }: Correction) => cued && !when && !phone;

export const SLOT_KINDS: Readonly<Record<IntakeField["kind"], SlotKind>> = {
  name: {
    inPassing: ({ utterance }) => findCueName(utterance),
    answer: ({ utterance, taken }) => nameFromAnswer(utterance, taken.length > 0),
    corrected: (previous, { said, cued }) => correctedName(previous, said, cued),
    later: "replaces",
    missing: "name",
  },
  phone: {
    // "Sí, a este número", "yes, this number is fine" before it is asked, and nothing else: the
    // number the agent would offer.
    inPassing: ({ turn, utterance }) =>
      saidNumber(utterance) ??
      (meansSameNumber(utterance) && !reasonFrom(utterance, [])
        ? unplaced(offeredNumber(turn)?.number)
        : undefined),
    answer: ({ turn, utterance }) => {
      const spoken = saidNumber(utterance);
      if (spoken) return spoken;
      // "Yes", "that one's fine": the number the agent offered.
      const accepts = meansSameNumber(utterance) || (isYes(utterance) && !isNo(utterance));
      const offered = accepts ? offeredNumber(turn) : undefined;
      return unplaced(offered?.number);
    },
    corrected: (_previous, { phone }) => phone?.value,
    later: "replaces",
    missing: "callback-number",
  },
  when: {
    inPassing: ({ turn, utterance }) => findDayAndTime(utterance, clockOf(turn)),
    answer: ({ turn, utterance, taken }) => unplaced(dayAndTimeAnswer(utterance, taken, clockOf(turn))),
    corrected: (previous, { when, clock }) => when && correctDayAndTime(previous, when.value, clock),
    later: "completes",
    missing: "day-and-time",
  },
  "party-size": {
    inPassing: ({ utterance }) => findPartySize(utterance, false),
    answer: ({ utterance }) => findPartySize(utterance, true),
    corrected: (_previous, correction) =>
      changesCount(correction) ? findPartySize(correction.said, false)?.value : undefined,
    later: "stays",
    missing: "party-size",
  },
  text: {
    inPassing: ({ field, utterance }) => field.find?.(utterance),
    answer: ({ field, utterance, taken }) => unplaced(textAnswer(field, utterance, taken)),
    corrected: (previous, correction) =>
      changesCount(correction) ? correctedAmount(previous, correction.said) : undefined,
    later: "stays",
    missing: "details",
  },
};

/** The detail said again on top of the one given; most kinds are replaced, a day or time completed. */
export function saidAgain(field: IntakeField, previous: string | undefined, said: string, clock: CallClock) {
  return previous && SLOT_KINDS[field.kind].later === "completes"
    ? correctDayAndTime(previous, said, clock)
    : said;
}

// A short answer to "which service?" is the service, whatever words it uses; in a long one the
// keywords say more than the words around them.
const SHORT_ANSWER_WORDS = 6;

function textAnswer(field: IntakeField, utterance: Utterance, taken: readonly Span[]): string | undefined {
  const free = freeAnswer(utterance, taken, field.inCallerWords);
  // "Yes, please pass it on" to "what would you like me to tell them?" is not the message.
  if (field.inCallerWords) return reasonFrom(utterance, taken) ? free : undefined;
  // "Could I do Friday morning?" to "what's the make and model?" asks; it names no car.
  if (startsAsQuestion(utterance)) return field.find?.(utterance)?.value;
  if (field.keywordAnswer) return field.find?.(utterance)?.value ?? free;
  if (free && free.split(" ").length <= SHORT_ANSWER_WORDS) return free;
  return field.find?.(utterance)?.value ?? free;
}

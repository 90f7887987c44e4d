import { UNKNOWN_ANSWER } from "../../../shared/catalog/knowledge";
import { detectLanguage } from "../../text/language";
import { questionOnly } from "./caller-contact";
import {
  type Figure,
  type FigureSources,
  figureSources,
  mayBecomeFigure,
  mayBeFigure,
  type SourceMaterial,
  unsupportedFigures,
} from "./invented-figures";
import { withWordsHeard } from "./model-engine";
import { numberWordsAsDigits } from "./number-words";
import type { CallContext, CallState, KnowledgeMatch, SpokenLanguage, TurnStream } from "./types";

// Every reply of either engine passes here before the caller hears it. A sentence that states a
// price, a percentage, a duration or a phone number the agent was never given is not said: the
// caller hears that the agent does not have that information and that their question goes to the
// team, and the question is kept for the owner. A streamed reply is spoken as it comes up to the
// first word that may be part of a figure; from there its sentence is held until it ends and is
// checked, so a sentence without figures is never held.

/** The caller's words in a call that state a number, kept for the checks of later turns. */
const CALLER_WORDS_KEPT = 20;

// A sentence ends at its mark followed by a space; a mark at the end of what came so far may be
// the decimal point of "$14.50" still arriving.
const SENTENCE_END = /[.!?…]+["')\]]*(?=\s)/;

export type ReplyCheck = {
  agent: SourceMaterial["agent"];
  /** The state the turn started from: the caller's earlier words and the call-back number given. */
  before: CallState;
  /** The caller's words this turn: their question, if the reply is replaced. */
  callerText: string;
  context: CallContext;
  /** The language the turn was announced in, for a replacement the reply's own words do not tell. */
  language: SpokenLanguage;
  /**
   * The reply is spoken as it comes (ConversationRelay, the browser's call): the words before a
   * figure leave at once. A reply spoken only once it is whole is checked by whole sentences.
   */
  streaming: boolean;
  /** Told of each replaced reply, with the figures no source supported. */
  onReplaced?: (figures: Figure[]) => void;
};

/**
 * A turn's context with its knowledge lookups recorded, and the turn's stream checked: the model's
 * lookups are sources for its reply as much as the matches found before the turn.
 */
export function createReplyCheck(check: ReplyCheck) {
  const looked: KnowledgeMatch[] = [];
  const { lookupKnowledge } = check.context;
  const context: CallContext = lookupKnowledge
    ? {
        ...check.context,
        lookupKnowledge: async (query, signal) => {
          const found = await lookupKnowledge(query, signal);
          looked.push(...found);
          return found;
        },
      }
    : check.context;
  const callerWords = [...(check.before.callerNumbersSaid ?? []), check.callerText];
  let sources: { lookups: number; figures: FigureSources } | undefined;
  const sourcesNow = (): FigureSources => {
    if (sources?.lookups !== looked.length) {
      const { before } = check;
      const figures = figureSources({
        agent: check.agent,
        knowledge: [...(check.context.knowledge ?? []), ...looked],
        callerWords,
        callNumbers: [
          check.context.callerNumber,
          before.message?.callbackNumber ?? "",
          before.soFar?.callbackNumber ?? "",
          ...before.workflowItems.map((item) => item.details.callbackNumber ?? ""),
        ],
      });
      sources = { lookups: looked.length, figures };
    }
    return sources.figures;
  };
  return { context, checked: (stream: TurnStream) => checkedStream(stream, check, sourcesNow) };
}

async function* checkedStream(
  stream: TurnStream,
  check: ReplyCheck,
  sourcesNow: () => FigureSources,
): TurnStream {
  // The current sentence: what of it was spoken, and what is held or not yet read.
  let spoken = "";
  let pending = "";
  let holding = false;
  let replaced: { language: SpokenLanguage } | null = null;

  let said = "";

  function* speak(text: string) {
    if (!text) return;
    said += text;
    yield { type: "text" as const, text };
  }

  /** Checks a whole sentence: says the part not yet said, or the replacement. */
  function* sentenceDone(rest: string) {
    const sentence = spoken + rest;
    const invented = unsupportedFigures(sentence, sourcesNow());
    const brokenOff = spoken.trim() !== "";
    spoken = "";
    holding = false;
    if (invented.length === 0) {
      yield* speak(rest);
      return;
    }
    check.onReplaced?.(invented);
    const language = detectLanguage(sentence) ?? check.language;
    replaced = { language };
    // Words of the sentence already heard are broken off, not run on into the answer.
    const joiner = brokenOff ? " — " : said ? " " : "";
    yield* speak(`${joiner}${UNKNOWN_ANSWER[language]}`);
  }

  /** Speaks what can be spoken of what came so far; `final` when the words are over. */
  function* release(final: boolean) {
    for (;;) {
      if (replaced) return;
      const end = SENTENCE_END.exec(pending);
      if (!end) break;
      const sentence = pending.slice(0, end.index + end[0].length);
      pending = pending.slice(sentence.length);
      yield* sentenceDone(sentence);
    }
    if (replaced) return;
    if (final) {
      const rest = pending;
      pending = "";
      if (rest || spoken) yield* sentenceDone(rest);
      return;
    }
    if (holding || !check.streaming) return;
    // The words up to the first that may be part of a figure; the last word may still be arriving
    // ("fif" of "fifteen"), and leaves now only if it cannot become part of one.
    let speakable = 0;
    for (const word of pending.matchAll(/\s*\S+/g)) {
      const end = word.index + word[0].length;
      const whole = end < pending.length;
      const said = word[0].trim();
      if (whole ? mayBeFigure(said) : mayBecomeFigure(said)) {
        holding = whole || mayBeFigure(said);
        break;
      }
      speakable = end;
    }
    const text = pending.slice(0, speakable);
    pending = pending.slice(speakable);
    spoken += text;
    yield* speak(text);
  }

  for await (const event of stream) {
    switch (event.type) {
      case "text":
        if (replaced) break;
        pending += event.text;
        yield* release(false);
        break;
      case "filler":
        yield event;
        break;
      case "action":
        yield* release(true);
        yield event;
        break;
      case "end": {
        yield* release(true);
        if (!replaced) {
          yield { ...event, state: withCallerNumbers(event.state, check) };
          break;
        }
        const state = withWordsHeard(
          withUnanswered(withCallerNumbers(event.state, check), check.callerText),
          said,
        );
        yield { ...event, language: (replaced as { language: SpokenLanguage }).language, state };
        break;
      }
    }
  }
}

/** The state with the caller's words of this turn kept when they state a number. */
function withCallerNumbers(state: CallState, check: ReplyCheck): CallState {
  if (!/\d/.test(numberWordsAsDigits(check.callerText))) {
    return check.before.callerNumbersSaid
      ? { ...state, callerNumbersSaid: check.before.callerNumbersSaid }
      : state;
  }
  const said = [...(check.before.callerNumbersSaid ?? []), check.callerText].slice(-CALLER_WORDS_KEPT);
  return { ...state, callerNumbersSaid: said };
}

/** The state with the caller's question kept for the owner, once. */
function withUnanswered(state: CallState, question: string): CallState {
  const asked = questionOnly(question);
  const known = state.unansweredQuestions ?? [];
  if (!asked || known.includes(asked)) return state;
  return { ...state, unansweredQuestions: [...known, asked] };
}

import type {
  CallState,
  CallTransfer,
  EngineAction,
  EngineTurn,
  SpokenLanguage,
  TurnEvent,
  TurnStream,
} from "./types";

// A turn is a stream of events (types.ts). These are the two ends of it: what a turn did, read as
// actions from the state before and after it, and a whole turn read back from its stream.

/** What a turn did, as actions: what its state holds that the state before it did not. */
export function actionsOf(before: CallState | null, after: CallState, hangUp: boolean): EngineAction[] {
  const actions: EngineAction[] = [];
  // A message is taken again when the caller adds to it (a reason after the name and number).
  if (after.message && JSON.stringify(after.message) !== JSON.stringify(before?.message ?? null)) {
    actions.push({ type: "take-message", message: after.message });
  }
  for (const item of after.workflowItems.slice(before?.workflowItems.length ?? 0)) {
    actions.push({ type: "record-workflow-item", item });
  }
  for (const sms of after.sms.slice(before?.sms.length ?? 0)) actions.push({ type: "send-sms", sms });
  const transfer = pendingTransfer(after);
  if (transfer && !pendingTransfer(before)) actions.push({ type: "transfer-call", transfer });
  if (hangUp) actions.push({ type: "end-call" });
  return actions;
}

/** The transfer a call's state waits on: asked for, not yet tried. */
export const pendingTransfer = (state: CallState | null): CallTransfer | undefined =>
  state?.transfer && !state.transfer.outcome ? state.transfer : undefined;

/** The events that end a turn: its actions, then its end. */
export function* closingEvents(
  before: CallState | null,
  after: CallState,
  language: SpokenLanguage,
  hangUp: boolean,
): Generator<TurnEvent> {
  for (const action of actionsOf(before, after, hangUp)) yield { type: "action", action };
  yield { type: "end", language, state: after };
}

/** A turn whose words are ready at once (the built-in engine's), as a stream. */
export async function* streamOf(before: CallState | null, turn: EngineTurn): TurnStream {
  yield { type: "text", text: turn.say };
  yield* closingEvents(before, turn.state, turn.language, turn.hangUp);
}

/** What is spoken of a turn as it comes: its words and its filler. */
export type SpokenEvent = Extract<TurnEvent, { type: "text" | "filler" }>;

/**
 * A turn's stream read to its end: each spoken piece is told to `onSpoken` as it arrives, and the
 * whole turn is returned. The filler is never part of the turn's words, only of what is spoken.
 */
export async function readTurn(
  stream: TurnStream,
  onSpoken: (event: SpokenEvent) => void = () => undefined,
): Promise<EngineTurn> {
  const pieces: string[] = [];
  let hangUp = false;
  let transfer: CallTransfer | undefined;
  for await (const event of stream) {
    switch (event.type) {
      case "text":
        pieces.push(event.text);
        onSpoken(event);
        break;
      case "filler":
        onSpoken(event);
        break;
      case "action":
        if (event.action.type === "end-call") hangUp = true;
        if (event.action.type === "transfer-call") transfer = event.action.transfer;
        break;
      case "end": {
        const turn: EngineTurn = {
          say: pieces.join(""),
          language: event.language,
          state: event.state,
          hangUp,
        };
        return transfer ? { ...turn, transfer } : turn;
      }
    }
  }
  throw new Error("The turn's stream ended without its end.");
}

/** The whole turn a stream makes, for callers that speak a reply only once it is complete. */
export const wholeTurn = (stream: TurnStream): Promise<EngineTurn> => readTurn(stream);

import { describe, expect, it } from "vitest";
import { eventsOf } from "../../../../tests/support/streams";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";
import { wholeTurn } from "./turn-stream";
import type { CallState, TurnEvent } from "./types";

// The built-in engine's turns as a stream: its sentence at once, then what the turn did.

const engine = createOfflineEngine();
const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };

describe("a built-in engine turn, streamed", () => {
  it("gives its words in one piece, then the message it took, then the end of the call", async () => {
    const agent = agentProfile();
    let state: CallState = (await wholeTurn(engine.start(agent, context))).state;
    for (const line of ["I'd like to leave a message", "Ana Lee", "Yes"]) {
      state = (await wholeTurn(engine.respond(agent, state, line, context))).state;
    }
    const message = await eventsOf(
      engine.respond(agent, state, "Please call me back about my order", context),
    );
    expect(message.map((event) => event.type)).toEqual(["text", "action", "end"]);
    expect(message[1]).toEqual({
      type: "action",
      action: {
        type: "take-message",
        message: {
          callerName: "Ana Lee",
          callbackNumber: CALLER_NUMBER,
          reason: "Please call me back about my order",
        },
      },
    });

    const end = message.at(-1);
    const goodbye = await eventsOf(
      engine.respond(agent, end?.type === "end" ? end.state : state, "No, bye", context),
    );
    expect(goodbye.map((event) => (event.type === "action" ? event.action.type : event.type))).toEqual([
      "text",
      "end-call",
      "end",
    ]);
    expect((await wholeTurn(eventsStream(goodbye))).hangUp).toBe(true);
  });
});

async function* eventsStream(events: TurnEvent[]): AsyncIterable<TurnEvent> {
  yield* events;
}

import { TEST_CALL_RELAY_PATH } from "../../../shared/api/contracts/calls";
import { type RelayMessageInput, type RelayReply, readRelayReply } from "../../../shared/api/relay-messages";

/** How the line closed: the WebSocket's close code and the server's reason, if it gave one. */
export type LineClosed = { code: number; reason: string };

/** The owner hung up (a normal close), as a phone caller's hang-up closes Twilio's socket. */
const HUNG_UP = 1000;

/** The address of the test call line for an agent, on the site the page came from. */
export function testCallLineUrl(agentId: string, page: Pick<Location, "protocol" | "host">): string {
  const scheme = page.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${page.host}${TEST_CALL_RELAY_PATH}?agentId=${encodeURIComponent(agentId)}`;
}

/**
 * The browser's end of a test call: a WebSocket speaking ConversationRelay's messages, the page in
 * Twilio's place. The session cookie goes with the handshake; the server opens the call and names it.
 */
export function openTestCallLine(
  agentId: string,
  events: { onReply: (reply: RelayReply) => void; onClose: (closed: LineClosed) => void },
) {
  const socket = new WebSocket(testCallLineUrl(agentId, window.location));
  socket.addEventListener("message", (event) => {
    const reply = typeof event.data === "string" ? readRelayReply(event.data) : null;
    // A message of no known shape is no words of the agent's: it is left, as the server leaves ours.
    if (reply) events.onReply(reply);
  });
  socket.addEventListener("close", (event) => events.onClose({ code: event.code, reason: event.reason }));

  function send(message: RelayMessageInput): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  return {
    /** The owner's whole words, typed or heard. */
    prompt: (words: string) => send({ type: "prompt", voicePrompt: words, last: true }),
    /** The owner spoke over the agent, having heard `heard` of its turn for `durationMs`. */
    interrupt: (heard: string, durationMs: number) =>
      send({ type: "interrupt", utteranceUntilInterrupt: heard, durationUntilInterruptMs: durationMs }),
    hangUp: () => socket.close(HUNG_UP),
  };
}

export type TestCallLine = ReturnType<typeof openTestCallLine>;

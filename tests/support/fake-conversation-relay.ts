import twilio from "twilio";
import WebSocket from "ws";
import type { RelayReply } from "../../src/shared/api/relay-messages";

// Twilio's side of a ConversationRelay session, from its documented messages
// (twilio.com/docs/voice/conversationrelay/websocket-messages): it opens the socket with a signed
// handshake, sends setup, prompt, interrupt, dtmf and error, and reads what the server sends back.
// A browser's test call plays the same side, its handshake carrying the owner's cookie and the page's
// origin instead of a signature.

/** The refusal of a handshake: the HTTP status the server answered instead of switching protocols. */
export async function refusedHandshake(serverUrl: string, path: string, signature?: string): Promise<number> {
  return refusedUpgrade(
    `${serverUrl}${path}`,
    signature === undefined ? {} : { "x-twilio-signature": signature },
  );
}

/** The HTTP status a server answered a WebSocket handshake with `headers` instead of switching protocols. */
export async function refusedUpgrade(url: string, headers: Record<string, string>): Promise<number> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.on("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on("open", () => reject(new Error("the handshake was accepted")));
    socket.on("error", () => undefined);
  });
}

/** A signature as Twilio computes it for the wss:// URL it opens: that URL, no parameters. */
export const relaySignature = (authToken: string, wssUrl: string) =>
  twilio.getExpectedTwilioSignature(authToken, wssUrl, {});

export const connectRelay = (serverUrl: string, path: string, signature: string) =>
  connectLine(`${serverUrl}${path}`, { "x-twilio-signature": signature });

/** The caller's side of one session, its handshake sent with `headers`. */
export async function connectLine(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const received: RelayReply[] = [];
  const waiting: Array<() => void> = [];
  let closed = false;
  const closeEvent = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on("message", (data) => {
    received.push(JSON.parse(data.toString()) as RelayReply);
    for (const wake of waiting.splice(0)) wake();
  });
  socket.on("close", () => {
    closed = true;
    for (const wake of waiting.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });

  /** The next message the server sends, within `timeoutMs`. */
  async function next(timeoutMs = 10_000): Promise<RelayReply> {
    const deadline = Date.now() + timeoutMs;
    while (received.length === 0) {
      if (closed) throw new Error("the socket closed with no message left");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received.shift()!;
  }

  return {
    send: (message: object | string) =>
      socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    next,
    /** Every message up to and including the text marked last: what the caller hears of one turn. */
    async turn(timeoutMs?: number): Promise<{ messages: RelayReply[]; tokens: string[]; said: string }> {
      const messages: RelayReply[] = [];
      for (;;) {
        const message = await next(timeoutMs);
        messages.push(message);
        if (message.type === "text" && message.last) break;
      }
      const tokens = messages.flatMap((message) => (message.type === "text" ? [message.token] : []));
      return { messages, tokens, said: tokens.join("") };
    },
    /** Nothing arrives for `ms`. */
    async quietFor(ms: number): Promise<boolean> {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return received.length === 0;
    },
    drop: () => socket.terminate(),
    close: () => socket.close(),
    isClosed: () => closed,
    /** How the server closed the line: its code and reason. */
    closed: () => closeEvent,
  };
}

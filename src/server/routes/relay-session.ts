import { TEST_CALL_TURN_MAX, TEST_CALL_TURN_TOO_LONG } from "../../shared/api/calls";
import { type RelayMessage, type RelayReply, readRelayMessage } from "../../shared/api/relay-messages";
import { findUnstorableText } from "../http/storable-text";
import type { CallAnswer, CallKey } from "../services/call-control";
import { type SpokenLanguage, spokenLanguageOf } from "../services/call-engine/types";
import { testCallTransferNote } from "../services/call-transfers";
import { CallerInterrupted, type SpokenPiece } from "../services/call-turns";
import type { CallService } from "../services/calls";
import { type LanguageRun, languageRunsOf } from "../text/language";
import { relayGreetingOf, relayLocaleOf } from "./twiml";

type Log = { warn(facts: object, message: string): void; error(facts: object, message: string): void };

/**
 * One turn being spoken; the caller speaking over it aborts it (its model request too). `sent`:
 * its words sent to Twilio so far, the filler left out; `heardBeforeClose`: once the line has
 * closed, the words the caller can have heard of it.
 */
type SpokenTurn = { abort: AbortController; sentPieces: boolean; sent: string; heardBeforeClose?: string };

// Twilio does not say when its speech ends, so the caller's silence, and the end of a call after
// the agent's goodbye, are counted from when the agent's words have been spoken: about 15
// characters a second at a telephone speaking pace.
const SPEAKING_MS_PER_CHARACTER = 65;

// A person types or speaks a turn, hears the answer, then goes on: a page with this many turns
// unanswered is sending them faster than anyone talks.
const TEST_CALL_TURNS_WAITING_MAX = 5;
const TOO_MANY_TURNS = "Too many turns at once: the test call has ended.";

/** A reply cut where Twilio may start speaking: after each sentence, spaces kept with it. */
export function sentencesOf(text: string): string[] {
  return text.match(/[^.!?…]+(?:[.!?…]+|$)\s*/g) ?? [text];
}

/**
 * One ConversationRelay session: the caller's side's messages in, the agent's words out. On a phone
 * call Twilio is the caller's side and names the call in `setup`; the call itself is the call
 * service's, found by Twilio's CallSid, exactly as the Gather webhooks find it. On a browser test
 * call the page plays Twilio's part: the server opens the call (`begin`) and the page never names one.
 */
export function createRelaySession(deps: {
  calls: CallService;
  send: (reply: RelayReply) => void;
  transport: "relay" | "browser";
  /** The caller's silence is asked about this long after the agent's words; null: never. */
  silenceMs: number | null;
  log: Log;
  /**
   * A page broke a test call's limits: the line is closed with the HTTP status and sentence an
   * API call would have had. Twilio's side is trusted once its handshake is signed, and never refused.
   */
  refuse?: (status: number, reason: string) => void;
}) {
  const { calls, send, log, transport } = deps;
  // A page speaks the agent's words itself and knows when they are over; Twilio says nothing of it.
  const speakingMsPerCharacter = transport === "relay" ? SPEAKING_MS_PER_CHARACTER : 0;
  let call: CallKey | undefined;
  // The call as its turns need it, read once the session knows the call (services/call-control.ts).
  let line: ReturnType<CallService["openLine"]> | undefined;
  const lineOf = (key: CallKey) => {
    line ??= calls.openLine(key);
    return line;
  };
  let language: SpokenLanguage = "english";
  // Nothing more is said: the agent ended the call, or the line closed.
  let ended = false;
  let agentEnded = false;
  // The session ended to put the caller through: the call goes on without it.
  let transferring = false;
  let speaking: SpokenTurn | null = null;
  let silenceTimer: NodeJS.Timeout | undefined;
  let endTimer: NodeJS.Timeout | undefined;
  // Counts the caller's prompts and keys, so a silence timer knows whether the caller spoke since.
  let callerInputs = 0;
  // Messages are acted on one at a time, in the order Twilio sent them.
  let queue: Promise<void> = Promise.resolve();
  // The caller's words waiting for their answer or being answered.
  let turnsWaiting = 0;
  let refused = false;

  function enqueue(task: () => Promise<void>): void {
    queue = queue.then(task).catch((error: unknown) => {
      log.error({ err: error, call }, "a ConversationRelay message could not be handled");
      // The line is never left without a listener: silence is still asked about, then ends the call.
      startSilenceTimer("");
    });
  }

  function stopSilenceTimer(): void {
    clearTimeout(silenceTimer);
    silenceTimer = undefined;
  }

  function startSilenceTimer(spoken: string): void {
    stopSilenceTimer();
    if (ended || deps.silenceMs === null) return;
    const wait = deps.silenceMs + spoken.length * speakingMsPerCharacter;
    // The caller may speak while the timer's task waits its turn in the queue: then it is no silence.
    const heardBefore = callerInputs;
    silenceTimer = setTimeout(
      () =>
        enqueue(async () => {
          if (heardBefore === callerInputs) await answerSilence();
        }),
      wait,
    );
  }

  function switchLanguage(next: SpokenLanguage): void {
    if (next === language) return;
    language = next;
    const locale = relayLocaleOf(next);
    send({ type: "language", ttsLanguage: locale, transcriptionLanguage: locale });
  }

  /**
   * Ends the session once the last words (`spoken`) have had time to be heard; Twilio then asks
   * its <Connect action> what follows, and reads why in the handoff data.
   */
  function end(spoken: string, reason: "agent-ended-call" | "transfer" = "agent-ended-call"): void {
    ended = true;
    agentEnded = true;
    transferring = reason === "transfer";
    stopSilenceTimer();
    const handoffData = JSON.stringify({ reason });
    endTimer = setTimeout(() => send({ type: "end", handoffData }), spoken.length * speakingMsPerCharacter);
  }

  /** Speaks a whole answer (a silence prompt, a greeting), sentence by sentence. */
  function speak(answer: CallAnswer): void {
    switchLanguage(answer.language);
    speakRuns(languageRunsOf(answer.say, answer.language));
  }

  /** Sends runs of sentences, each sentence a token; a run in another language is marked with its own. */
  function speakRuns(runs: LanguageRun[]): void {
    const pieces = runs.flatMap((run, index) =>
      sentencesOf(index < runs.length - 1 ? `${run.text} ` : run.text).map((token) => ({
        token,
        ...(run.language === language ? {} : { lang: relayLocaleOf(run.language) }),
      })),
    );
    pieces.forEach((piece, index) => {
      send({ type: "text", ...piece, last: index === pieces.length - 1 });
    });
  }

  /** What follows the agent's words: the end of the call, the caller put through, or listening for the caller. */
  function after(answer: CallAnswer): void {
    switch (answer.next) {
      case "hang_up":
        end(answer.say);
        break;
      case "transfer":
        // A test call dials no one: the page is told whom the line would ring and what they would hear.
        if (transport === "browser") {
          send({ type: "text", token: testCallTransferNote(answer.transfer), last: true });
        }
        end(answer.say, "transfer");
        break;
      case "listen":
        startSilenceTimer(answer.say);
        break;
    }
  }

  /** Sends a piece of a turn as Twilio's token, unless the caller has spoken over the turn. */
  function speakPiece(turn: SpokenTurn, piece: SpokenPiece): void {
    if (turn.abort.signal.aborted) return;
    if (piece.type === "language") {
      switchLanguage(piece.language);
      return;
    }
    if (!piece.text) return;
    // A filler is a sentence of its own before the words: Twilio joins tokens as they are.
    send({ type: "text", token: piece.type === "filler" ? `${piece.text} ` : piece.text, last: false });
    turn.sentPieces = true;
    if (piece.type === "text") turn.sent += piece.text;
  }

  /**
   * The caller's words answered by the engine, its words sent to Twilio as they are ready; the
   * last token, marked, closes the turn once the engine's stream has ended.
   */
  async function takeTurn(words: string, arrivedAt: number): Promise<void> {
    if (!call || agentEnded) return;
    const turn: SpokenTurn = {
      abort: new AbortController(),
      sentPieces: false,
      sent: "",
      // Words that arrived just before the line closed are still answered, though no one hears it.
      ...(ended ? { heardBeforeClose: "" } : {}),
    };
    speaking = turn;
    let answer: CallAnswer;
    try {
      answer = await lineOf(call).answerPrompt(words, {
        transport,
        signal: turn.abort.signal,
        heardBeforeLineClosed: () => turn.heardBeforeClose,
        wordsArrivedAt: arrivedAt,
        onPiece: (piece) => speakPiece(turn, piece),
      });
    } finally {
      if (speaking === turn) speaking = null;
    }
    if (turn.abort.signal.aborted) {
      // Twilio stops speaking on its own; a page is told that the turn it was hearing is over.
      if (transport === "browser") send({ type: "text", token: "", last: true });
    } else if (turn.sentPieces) send({ type: "text", token: "", last: true });
    // No words came as a stream (a silence prompt, a number not in service): the answer is whole.
    else speak(answer);
    switchLanguage(answer.language);
    after(answer);
  }

  /** The page broke a limit: its line closes, and nothing it sent after is answered. */
  function refuse(status: number, reason: string): void {
    refused = true;
    deps.refuse?.(status, reason);
  }

  /** The caller's words, answered after those before them; their call's end waits for them meanwhile. */
  function answerInTurn(words: string, arrivedAt: number): void {
    if (!call || refused) return;
    if (deps.refuse && words.length > TEST_CALL_TURN_MAX) {
      refuse(400, TEST_CALL_TURN_TOO_LONG);
      return;
    }
    if (deps.refuse && turnsWaiting >= TEST_CALL_TURNS_WAITING_MAX) {
      refuse(429, TOO_MANY_TURNS);
      return;
    }
    callerInputs++;
    turnsWaiting++;
    stopSilenceTimer();
    const answered = lineOf(call).wordsArrived();
    enqueue(() =>
      takeTurn(words, arrivedAt).finally(() => {
        turnsWaiting--;
        answered();
      }),
    );
  }

  async function answerSilence(): Promise<void> {
    if (!call || ended) return;
    const answer = await lineOf(call).answerPrompt("", { transport });
    speak(answer);
    after(answer);
  }

  /** Opens the call Twilio connected, or resumes the one its incoming webhook started. */
  async function open(setup: Extract<RelayMessage, { type: "setup" }>): Promise<void> {
    const started = await calls.findByProviderSid(setup.callSid);
    if (started) {
      language = spokenLanguageOf(started.language);
      if (started.status === "completed") return end("");
      lineOf({ providerCallSid: setup.callSid });
      const greeting = started.transcript[0]?.text ?? "";
      // Twilio's welcome greeting spoke the call's language; the rest of the greeting follows in its own.
      if (started.transcript.length === 1) speakRuns(relayGreetingOf(greeting, language).after);
      return startSilenceTimer(greeting);
    }
    // No incoming webhook came first, so Twilio spoke no greeting: the answer is spoken here.
    const answer = await calls.answerPhoneCall({
      calledNumber: setup.to,
      callerNumber: setup.from || "unknown",
      providerCallSid: setup.callSid,
    });
    lineOf({ providerCallSid: setup.callSid });
    speak(answer);
    after(answer);
  }

  async function recordInterruption(heard: string): Promise<void> {
    if (!call || ended) return;
    await lineOf(call).recordHeardUntilInterrupt(heard);
    // Speech that never becomes a prompt (a cough, a word Twilio dropped) is still a silence.
    startSilenceTimer("");
  }

  return {
    /** The test call the server opened for a page: named to it, its greeting spoken. */
    begin(callId: string, greeting: CallAnswer): void {
      if (call) return;
      call = { callId };
      lineOf(call);
      send({ type: "call", callId });
      speak(greeting);
      after(greeting);
    },

    /** One frame from the caller's side; anything but a documented message is logged and left. */
    receive(frame: string): void {
      const arrivedAt = performance.now();
      const message = readRelayMessage(frame);
      // Words PostgreSQL could not store (a NUL) would fail the turn; they are no words a caller says.
      if (!message || findUnstorableText(message)) {
        // The frame may hold the caller's words, which logs never do: its size says enough.
        log.warn({ call, bytes: frame.length }, "ignored a ConversationRelay frame of no known shape");
        return;
      }
      if (message.type !== "setup" && message.type !== "error" && !call) {
        log.warn({ type: message.type }, "ignored a ConversationRelay message before its setup");
        return;
      }
      switch (message.type) {
        case "setup":
          // Only Twilio names a call by its CallSid; a page naming one would reach another's call.
          if (call || transport !== "relay") {
            log.warn({ call }, "ignored a ConversationRelay setup for a call already named");
            return;
          }
          call = { providerCallSid: message.callSid };
          enqueue(() => open(message));
          return;
        case "prompt":
          // Partial prompts are the caller still speaking; only a whole prompt is a turn.
          if (!message.last) return;
          answerInTurn(message.voicePrompt, arrivedAt);
          return;
        case "dtmf":
          answerInTurn(message.digit, arrivedAt);
          return;
        case "interrupt": {
          // A turn still running is aborted and records what was heard of it; the words last
          // recorded are then cut to what the caller heard, whenever the turn recorded them.
          const heard = message.utteranceUntilInterrupt;
          speaking?.abort.abort(new CallerInterrupted(heard));
          enqueue(() => recordInterruption(heard));
          return;
        }
        case "error":
          log.warn({ call, description: message.description }, "ConversationRelay reported an error");
          return;
      }
    },

    /**
     * The socket closed: nothing more is said; the call, if the session got that far, and whether
     * the session ended to put the caller through (then the call is still on the line).
     */
    closed(): { call: CallKey | undefined; transferring: boolean } {
      stopSilenceTimer();
      clearTimeout(endTimer);
      ended = true;
      // The turn being spoken runs to its end, so what the caller's words gave is kept; its
      // transcript keeps only what was sent before the line closed.
      if (speaking) speaking.heardBeforeClose = speaking.sent;
      return { call, transferring };
    },

    /** Resolves once every message received so far has been acted on. */
    settled: () => queue,
  };
}

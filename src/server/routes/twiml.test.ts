import { describe, expect, it } from "vitest";
import { EMPTY_TWIML, relayLanguageOf, relayTwimlOf, twimlOf } from "./twiml";

const TURN_URL = "https://switchboard.example.com/api/voice/turn";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

// The documents Twilio was sent when they were built by hand, now built by the twilio package; the
// one difference is a `"` in spoken text, which XML text does not need escaped.
describe("TwiML for a call-control answer", () => {
  it("speaks inside a speech Gather that posts to the turn URL, then redirects there on silence", () => {
    expect(
      twimlOf({ say: "Hello there.", language: "english", voice: "female", next: "listen" }, TURN_URL),
    ).toBe(
      `${DECLARATION}<Response>` +
        `<Gather input="speech" action="${TURN_URL}" method="POST" language="en-US" speechTimeout="auto">` +
        '<Say voice="Polly.Joanna" language="en-US">Hello there.</Say>' +
        "</Gather>" +
        `<Redirect method="POST">${TURN_URL}</Redirect>` +
        "</Response>",
    );
  });

  it("speaks a last sentence in the agent's Spanish voice and hangs up", () => {
    expect(twimlOf({ say: "Adiós.", language: "spanish", voice: "male", next: "hang_up" }, TURN_URL)).toBe(
      `${DECLARATION}<Response><Say voice="Polly.Miguel" language="es-US">Adiós.</Say><Hangup/></Response>`,
    );
  });

  it("speaks each run of sentences in one language in that language's voice, listening in the call's", () => {
    const say =
      "Thanks for calling Casa Luna. How can I help? Gracias por llamar; puede hablarme en español.";
    expect(twimlOf({ say, language: "english", voice: "female", next: "listen" }, TURN_URL)).toContain(
      '<Gather input="speech" action="https://switchboard.example.com/api/voice/turn" method="POST" language="en-US" speechTimeout="auto">' +
        '<Say voice="Polly.Joanna" language="en-US">Thanks for calling Casa Luna. How can I help?</Say>' +
        '<Say voice="Polly.Lupe" language="es-US">Gracias por llamar; puede hablarme en español.</Say>' +
        "</Gather>",
    );
  });

  it("escapes what the caller or the owner wrote, so it is spoken and never read as TwiML", () => {
    const twiml = twimlOf(
      { say: `Tom & Jerry's <Hangup/> "shop"`, language: "english", voice: "male", next: "hang_up" },
      TURN_URL,
    );
    expect(twiml).toBe(
      `${DECLARATION}<Response><Say voice="Polly.Matthew" language="en-US">` +
        `Tom &amp; Jerry's &lt;Hangup/&gt; "shop"</Say><Hangup/></Response>`,
    );
  });

  it("escapes the turn URL in attributes and text", () => {
    const url = 'https://example.com/api/voice/turn?a=1&b="2"';
    const twiml = twimlOf({ say: "Hi.", language: "english", voice: "female", next: "listen" }, url);
    expect(twiml).toContain('action="https://example.com/api/voice/turn?a=1&amp;b=&quot;2&quot;"');
    expect(twiml).toContain(
      '<Redirect method="POST">https://example.com/api/voice/turn?a=1&amp;b="2"</Redirect>',
    );
  });

  it("answers a status callback with an empty Response", () => {
    expect(EMPTY_TWIML).toBe(`${DECLARATION}<Response/>`);
  });
});

describe("TwiML for a ConversationRelay call", () => {
  const relay = (greeting: string, hints: string[]) =>
    relayTwimlOf({
      greeting,
      languages: [relayLanguageOf("spanish", "female"), relayLanguageOf("english", "female")],
      hints,
      relayUrl: "wss://switchboard.example.com/api/voice/relay",
      endedUrl: "https://switchboard.example.com/api/voice/relay-ended",
    });

  it("connects to the relay in the first language, declares each language, and hangs up after it", () => {
    expect(relay("Hola.", ["Casa Luna"])).toBe(
      `${DECLARATION}<Response>` +
        '<Connect action="https://switchboard.example.com/api/voice/relay-ended" method="POST">' +
        '<ConversationRelay url="wss://switchboard.example.com/api/voice/relay" welcomeGreeting="Hola." ' +
        'welcomeGreetingInterruptible="speech" language="es-US" ttsProvider="Amazon" voice="Lupe-Neural" ' +
        'interruptible="any" dtmfDetection="true" hints="Casa Luna">' +
        '<Language code="es-US" ttsProvider="Amazon" voice="Lupe-Neural"/>' +
        '<Language code="en-US" ttsProvider="Amazon" voice="Joanna-Neural"/>' +
        "</ConversationRelay></Connect></Response>",
    );
  });

  it("escapes the owner's words in the greeting, and keeps a name's comma from splitting the hints", () => {
    const twiml = relay('Hi from "Tom & Jerry\'s" <Diner>.', ["Tom, Jerry & Co", "Ana"]);
    expect(twiml).toContain('welcomeGreeting="Hi from &quot;Tom &amp; Jerry\'s&quot; &lt;Diner>."');
    expect(twiml).toContain('hints="Tom  Jerry &amp; Co,Ana"');
  });
});

import { describe, expect, it } from "vitest";
import { createAgentSpeaker, type Utterance } from "./agent-speaker";

// A speech synthesis that speaks nothing aloud but reports what a browser reports: each utterance's
// start, its word boundaries and its end, when the test says they happen.
type FakeUtterance = Utterance & { text: string };

function fakeSynthesis() {
  const queue: FakeUtterance[] = [];
  const spoken: string[] = [];
  let cancelled = 0;
  const synthesis = {
    speak: (utterance: FakeUtterance) => {
      queue.push(utterance);
      spoken.push(utterance.text);
    },
    cancel: () => {
      cancelled++;
      queue.length = 0;
    },
    getVoices: () => [],
  };
  const event = (fields: object) => fields as SpeechSynthesisEvent;
  return {
    synthesis,
    spoken,
    cancelled: () => cancelled,
    /** The browser begins the first queued sentence, and has reached `charIndex` of it. */
    begin(charIndex = 0, charLength = 0) {
      const utterance = queue[0]!;
      utterance.onstart?.call(utterance as SpeechSynthesisUtterance, event({}));
      if (charIndex > 0 || charLength > 0) {
        utterance.onboundary?.call(utterance as SpeechSynthesisUtterance, event({ charIndex, charLength }));
      }
    },
    /** The first queued sentence has been spoken to its end. */
    finish() {
      const utterance = queue.shift()!;
      utterance.onend?.call(utterance as SpeechSynthesisUtterance, event({}));
    },
  };
}

function speakerOn(fake: ReturnType<typeof fakeSynthesis>) {
  return createAgentSpeaker(
    fake.synthesis,
    (text): FakeUtterance => ({
      text,
      lang: "",
      voice: null,
      onstart: null,
      onend: null,
      onerror: null,
      onboundary: null,
    }),
  );
}

describe("createAgentSpeaker", () => {
  it("speaks each sentence as soon as it is whole, and the rest when the turn ends", () => {
    const fake = fakeSynthesis();
    const speaker = speakerOn(fake);
    speaker.hear("Hello, this is ", false);
    expect(fake.spoken).toEqual([]);
    speaker.hear("Lina. How can", false);
    expect(fake.spoken).toEqual(["Hello, this is Lina. "]);
    speaker.hear(" I help? We open at 9", false);
    expect(fake.spoken).toEqual(["Hello, this is Lina. ", "How can I help? "]);
    speaker.hear(" a.m.", true);
    expect(fake.spoken).toEqual(["Hello, this is Lina. ", "How can I help? ", "We open at 9 a.m."]);
  });

  it("knows what the owner heard when it is stopped: the sentences spoken and the words begun", () => {
    const fake = fakeSynthesis();
    const speaker = speakerOn(fake);
    speaker.hear("Yes, we deliver. Orders before noon arrive today.", true);
    expect(speaker.isSpeaking()).toBe(false);
    fake.begin();
    fake.finish();
    // "Orders before" is begun: the second sentence starts at 17, "before" at 7 within it.
    fake.begin(7, 6);
    expect(speaker.isSpeaking()).toBe(true);
    expect(speaker.stop()).toBe("Yes, we deliver. Orders before");
    expect(fake.cancelled()).toBe(1);
    expect(speaker.isSpeaking()).toBe(false);
  });

  it("counts only the turn being spoken as heard", () => {
    const fake = fakeSynthesis();
    const speaker = speakerOn(fake);
    speaker.hear("Hello.", true);
    fake.begin();
    fake.finish();
    speaker.newTurn();
    speaker.hear("We are open every day.", true);
    fake.begin(3, 3);
    expect(speaker.stop()).toBe("We are");
  });

  it("says nothing and counts nothing heard while muted", () => {
    const fake = fakeSynthesis();
    const speaker = speakerOn(fake);
    speaker.setMuted(true);
    speaker.hear("Hello. How can I help?", true);
    expect(fake.spoken).toEqual([]);
    expect(speaker.isSpeaking()).toBe(false);
    expect(speaker.stop()).toBe("");
  });
});

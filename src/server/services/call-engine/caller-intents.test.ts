import { describe, expect, it } from "vitest";
import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import type { Phrases } from "../../text/phrases/phrases";
import { callerIntentPatterns, isThanksOnly, onlyConfirms, prepareUtterance } from "./caller-intents";

describe("caller intents", () => {
  it("recognise a phrase that is only added to a language's data", () => {
    const folded = prepareUtterance("Righto, do that").folded;
    expect(callerIntentPatterns([english, spanish]).yes.test(folded)).toBe(false);

    const withRighto: Phrases = {
      ...english,
      callerIntents: { ...english.callerIntents, yes: [...english.callerIntents.yes, "righto"] },
    };
    expect(callerIntentPatterns([withRighto, spanish]).yes.test(folded)).toBe(true);
  });

  it("recognise only the languages they are built from", () => {
    const folded = prepareUtterance("¿A qué hora cierran?").folded;
    const closingTime = (languages: Phrases[]) =>
      callerIntentPatterns(languages).questions.find(([question]) => question === "closing-time")?.[1];
    expect(closingTime([english])?.test(folded)).toBe(false);
    expect(closingTime([english, spanish])?.test(folded)).toBe(true);
  });
});

describe("thanks said alone", () => {
  it.each(["Yep, thanks!", "Yes. Thanks.", "Perfect, thank you.", "Sí, gracias.", "Thanks so much"])(
    "is %j, perhaps after a word of assent",
    (said) => {
      expect(isThanksOnly(prepareUtterance(said))).toBe(true);
    },
  );

  it.each(["Yes, I have another question, thanks", "Thanks, and do you open Sundays?", "Yes"])(
    "is not %j, which says more",
    (said) => {
      expect(isThanksOnly(prepareUtterance(said))).toBe(false);
    },
  );
});

describe("a confirmation said alone", () => {
  it.each(["Yes, that's right", "yes that's correct", "Sí, correcto.", "Correct, thank you", "Sí, así es"])(
    "is %j",
    (said) => {
      expect(onlyConfirms(prepareUtterance(said))).toBe(true);
    },
  );

  it.each([
    "Yes",
    "Sí, gracias",
    "Yes, that's right, and can I also order a pizza?",
    "Correcto, y otra cosa",
  ])("is not %j", (said) => {
    expect(onlyConfirms(prepareUtterance(said))).toBe(false);
  });
});

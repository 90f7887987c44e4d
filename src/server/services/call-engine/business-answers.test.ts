import { describe, expect, it } from "vitest";
import { agentProfile, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";
import type { AgentProfile } from "./types";

// Hours and timezone answers, open or closed around midnight and across DST changes.
// Each case is one question asked at one instant; the answer is what the caller hears.

const engine = createOfflineEngine();

async function ask(question: string, at: string, overrides: Partial<AgentProfile> = {}): Promise<string> {
  const { last } = await playCall(engine, agentProfile(overrides), [question], { now: new Date(at) });
  return last.say;
}

describe("a bar open 6 PM to 2 AM in New York, around midnight", () => {
  const bar = { businessName: "The Night Owl", customHours: "6pm to 2am" };

  it.each([
    // Friday 16 January 2026 is winter time, UTC-5.
    ["Friday 5:59 PM", "2026-01-16T22:59:00Z", "We're closed right now. We open again today at 6 PM."],
    ["Friday 6 PM", "2026-01-16T23:00:00Z", "Yes, we're open right now, until 2 AM."],
    ["Friday 11:59 PM", "2026-01-17T04:59:00Z", "Yes, we're open right now, until 2 AM."],
    ["Saturday 12:30 AM", "2026-01-17T05:30:00Z", "Yes, we're open right now, until 2 AM."],
    ["Saturday 1:59 AM", "2026-01-17T06:59:00Z", "Yes, we're open right now, until 2 AM."],
    ["Saturday 2 AM", "2026-01-17T07:00:00Z", "We're closed right now. We open again today at 6 PM."],
  ])("on %s, 'are you open?' is answered %j", async (_when, at, answer) => {
    expect(await ask("Are you open right now?", at, bar)).toContain(answer);
  });

  it("tells the closing time past midnight without naming a day", async () => {
    expect(await ask("What time do you close tonight?", "2026-01-17T03:00:00Z", bar)).toContain(
      "We're open now, and we close at 2 AM.",
    );
  });

  it("says midnight for a kitchen that closes at midnight", async () => {
    expect(
      await ask("How late are you open?", "2026-01-17T04:30:00Z", { customHours: "5pm to midnight" }),
    ).toContain("we close at midnight");
  });

  it.each([
    ["2026-01-17T04:59:00Z", "It's 11:59 PM on Friday here."],
    ["2026-01-17T05:00:00Z", "It's midnight on Saturday here."],
    ["2026-01-17T05:01:00Z", "It's 12:01 AM on Saturday here."],
  ])("tells the time on both sides of midnight: at %s, %j", async (at, answer) => {
    expect(await ask("What time is it?", at, bar)).toContain(answer);
  });
});

describe("daylight saving time changes", () => {
  const clinic = { customHours: "Every day 9am-5pm" };

  it("New York, 8 March 2026: clocks go from 2 AM to 3 AM", async () => {
    expect(await ask("What time is it?", "2026-03-08T06:59:00Z")).toContain("It's 1:59 AM on Sunday here.");
    expect(await ask("What time is it?", "2026-03-08T07:00:00Z")).toContain("It's 3 AM on Sunday here.");
    // 13:30 UTC is 9:30 AM daylight time (it would be 8:30 on winter time).
    expect(await ask("Are you open?", "2026-03-08T13:30:00Z", clinic)).toContain(
      "Yes, we're open right now, until 5 PM.",
    );
    expect(await ask("Are you open?", "2026-03-08T12:59:00Z", clinic)).toContain(
      "We're closed right now. We open again today at 9 AM.",
    );
  });

  it("New York, 8 March 2026: the bar's Saturday night still ends at 2 AM", async () => {
    const bar = { customHours: "6pm to 2am" };
    expect(await ask("Are you open?", "2026-03-08T06:30:00Z", bar)).toContain("until 2 AM");
    expect(await ask("Are you open?", "2026-03-08T07:00:00Z", bar)).toContain("We open again today at 6 PM.");
  });

  it("New York, 1 November 2026: clocks go back from 2 AM to 1 AM", async () => {
    expect(await ask("What time is it?", "2026-11-01T05:30:00Z")).toContain("It's 1:30 AM on Sunday here.");
    expect(await ask("What time is it?", "2026-11-01T06:30:00Z")).toContain("It's 1:30 AM on Sunday here.");
    // 13:30 UTC is 8:30 AM winter time (it would be 9:30 on daylight time).
    expect(await ask("Are you open?", "2026-11-01T13:30:00Z", clinic)).toContain(
      "We're closed right now. We open again today at 9 AM.",
    );
    expect(await ask("Are you open?", "2026-11-01T14:00:00Z", clinic)).toContain("Yes, we're open right now");
  });

  it("Sydney, 5 April 2026: daylight time ends, so Monday 8:30 AM is still before opening", async () => {
    const sydney = { timezone: "Australia/Sydney", customHours: "Monday to Friday 9am-5pm" };
    expect(await ask("Are you open?", "2026-04-05T22:30:00Z", sydney)).toContain(
      "We're closed right now. We open again today at 9 AM.",
    );
    expect(await ask("What time is it?", "2026-04-05T22:30:00Z", sydney)).toContain(
      "It's 8:30 AM on Monday here.",
    );
  });

  it("Sydney, 4 October 2026: daylight time starts, so Monday 9:30 AM is open", async () => {
    const sydney = { timezone: "Australia/Sydney", customHours: "Monday to Friday 9am-5pm" };
    expect(await ask("Are you open?", "2026-10-04T22:30:00Z", sydney)).toContain(
      "Yes, we're open right now, until 5 PM.",
    );
  });
});

describe("hours questions", () => {
  const office = { customHours: "Mon-Fri 9-5, Sat 10-2, closed Sundays" };

  it("reads the week's hours, then says whether the business is open now", async () => {
    expect(await ask("What are your hours?", "2026-01-16T19:30:00Z", office)).toContain(
      "We're open Monday to Friday, 9 AM to 5 PM and Saturday, 10 AM to 2 PM. We're closed on Sunday. Right now we're open, until 5 PM.",
    );
  });

  it("names the day the business opens next after a weekend", async () => {
    // Sunday 18 January 2026, noon in New York.
    expect(await ask("When do you open?", "2026-01-18T17:00:00Z", office)).toContain(
      "We're closed right now. We open again tomorrow at 9 AM.",
    );
    // Saturday 17 January 2026, 3 PM.
    expect(await ask("When do you open?", "2026-01-17T20:00:00Z", office)).toContain(
      "We open again on Monday at 9 AM.",
    );
  });

  it("answers 'are you open on Sunday?' with the hours rather than with now", async () => {
    expect(await ask("Are you open on Sunday?", "2026-01-16T19:30:00Z", office)).toContain(
      "On Sunday we're closed.",
    );
  });

  it("is open around the clock when the owner says 24/7", async () => {
    expect(await ask("Are you open?", "2026-01-17T08:00:00Z", { customHours: "Open 24/7" })).toContain(
      "we're open right now",
    );
  });

  it("says honestly that it does not know the hours, and offers to take a message", async () => {
    const reply = await ask("Are you open?", "2026-01-16T19:30:00Z", { customHoursEnabled: false });
    expect(reply).toContain("I don't have Tony's Pizza's opening hours");
    expect(reply).toContain("Would you like to leave a message");
  });

  it("reads hours it cannot interpret as the owner wrote them", async () => {
    expect(
      await ask("What are your hours?", "2026-01-16T19:30:00Z", { customHours: "By appointment only" }),
    ).toContain("Our hours are: By appointment only.");
  });

  it("answers in Spanish with the Spanish way of telling the time", async () => {
    const bar = { language: "spanish" as const, customHours: "6pm to 2am" };
    expect(await ask("¿Están abiertos?", "2026-01-17T03:00:00Z", bar)).toContain(
      "Sí, ahora mismo estamos abiertos, hasta las 2 de la madrugada.",
    );
    expect(await ask("¿A qué hora abren?", "2026-01-16T19:30:00Z", bar)).toContain(
      "Ahora mismo estamos cerrados. Volvemos a abrir hoy a las 6 de la tarde.",
    );
    expect(await ask("¿Qué hora es?", "2026-01-16T18:15:00Z", bar)).toContain(
      "Aquí es la 1:15 de la tarde del viernes.",
    );
    expect(
      await ask("¿Cuál es su horario?", "2026-01-16T19:30:00Z", {
        language: "spanish",
        customHours: "Mon-Fri 9-5, Sat 10-2, closed Sundays",
      }),
    ).toContain(
      "Abrimos de lunes a viernes, de 9 de la mañana a 5 de la tarde y los sábados, de 10 de la mañana a 2 de la tarde. Cerramos los domingos.",
    );
  });
});

describe("questions about the business", () => {
  it.each([
    ["Where are you located?", "We're in Brooklyn, New York."],
    ["What's your website?", "Our website is www.tonyspizza.com."],
    [
      "What do you guys do?",
      "I can take table reservations and takeout orders, and answer questions about the menu.",
    ],
    ["What business is this?", "You've reached Tony's Pizza."],
    ["Who am I speaking to?", "I'm Sofia, the virtual assistant for Tony's Pizza."],
  ])("%s → %s", async (question, answer) => {
    expect(await ask(question, "2026-01-16T19:30:00Z")).toContain(answer);
  });

  it("takes any question about the address as a question about the location", async () => {
    expect(await ask("What's your physical address?", "2026-01-16T19:30:00Z")).toContain(
      "We're in Brooklyn, New York.",
    );
  });

  it("answers two questions asked in one breath", async () => {
    const reply = await ask("Where are you and what's your website?", "2026-01-16T19:30:00Z");
    expect(reply).toContain("We're in Brooklyn, New York.");
    expect(reply).toContain("Our website is www.tonyspizza.com.");
  });

  it("describes the business in Spanish when the owner's purpose is written in English", async () => {
    expect(await ask("¿Qué servicios ofrecen?", "2026-01-16T19:30:00Z", { language: "spanish" })).toContain(
      "En Tony's Pizza le puedo ayudar con reservas de mesa, pedidos para llevar y preguntas sobre el menú.",
    );
  });

  it("offers a message when it has no address to give", async () => {
    const reply = await ask("What's your address?", "2026-01-16T19:30:00Z", { areaLocation: "" });
    expect(reply).toContain("I don't have the address to hand.");
    expect(reply).toContain("Would you like to leave a message");
  });
});

describe("asked which languages the agent speaks", () => {
  const at = "2026-01-14T17:00:00Z";

  it.each([
    [
      "multilingual",
      "Do you speak Spanish?",
      "Yes, I speak English and Spanish. Si lo prefiere, puede hablarme en español. How can I help you?",
    ],
    [
      "multilingual",
      "¿Hablan español?",
      "Sí, claro, hablo español y también inglés. ¿En qué le puedo ayudar?",
    ],
    ["english", "Does anyone there speak Spanish?", "I'm sorry, I only speak English. How can I help you?"],
    ["english", "Do you speak English?", "Yes, I speak English. How can I help you?"],
    ["spanish", "¿Habla inglés?", "Lo siento, solo hablo español. ¿En qué le puedo ayudar?"],
  ] as const)("a %s agent asked %j answers %j", async (language, question, answer) => {
    expect(await ask(question, at, { language })).toBe(answer);
  });
});

describe("asked about work the owner hands to someone else", () => {
  const garage = {
    businessName: "Eastside Auto Repair",
    businessCategory: "automotive",
    agentPurpose:
      "Book repairs and oil changes. Towing: give the caller AAA or our partner Dale's Towing at 313-555-0177.",
  } as const;

  it("passes on the owner's instruction, not a promise the business does it", async () => {
    const reply = await ask("Do you guys tow?", "2026-01-14T17:00:00Z", garage);
    expect(reply).toContain(
      "For towing, please call AAA or our partner Dale's Towing at 3 1 3, 5 5 5, 0 1 7 7.",
    );
    expect(reply).not.toContain("can help with towing");
  });

  it("still says yes to work the purpose lists", async () => {
    expect(await ask("Do you do oil changes?", "2026-01-14T17:00:00Z", garage)).toContain(
      "Yes, Eastside Auto Repair can help with oil changes.",
    );
  });
});

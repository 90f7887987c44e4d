import { describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES, type BusinessCategory } from "../../../shared/catalog/agents";
import { agentProfile, CALLER_NUMBER, playCall } from "./engine-test-support";
import { withoutDeterminer, withoutPossessive } from "./intake-fields";
import { createOfflineEngine } from "./offline-engine";

// In workflow mode the agent follows its category's intake steps, one question
// at a time, reads the item back and records it only when the caller confirms. One call per
// category (and per second intake where a category has two), each as a caller would make it.

const engine = createOfflineEngine();

type IntakeCall = {
  category: BusinessCategory;
  businessName: string;
  /** What the caller says, the last line being the "yes" to the read-back. */
  lines: string[];
  /** The questions the agent asks after the first line, in order. */
  questions: string[];
  /** The item as read back to the caller, before the call-back number every read-back ends with. */
  readBack: string;
  kind: string;
  /** The item's details, besides the call-back number (the caller's own, as the line shows it). */
  details: Record<string, string>;
};

const CALLS: IntakeCall[] = [
  {
    category: "restaurant",
    businessName: "Tony's Pizza",
    lines: [
      "I'd like to place an order for pickup",
      "Two large pepperoni pizzas and a Caesar salad",
      "My name is Sam Lee",
      "Around 6:30 PM",
      "Yes",
    ],
    questions: [
      "What would you like to order?",
      "May I have your name, please?",
      "And what time would you like to pick it up?",
    ],
    readBack:
      "two large pepperoni pizzas and a Caesar salad, for pickup around 6:30 PM, under the name Sam Lee",
    kind: "takeaway-order",
    details: {
      items: "two large pepperoni pizzas and a Caesar salad",
      name: "Sam Lee",
      when: "around 6:30 PM",
    },
  },
  {
    category: "restaurant",
    businessName: "Tony's Pizza",
    lines: ["Can I book a table for four this Saturday at 7 PM?", "Ana Ruiz", "Yes"],
    questions: ["May I have your name, please?"],
    readBack: "a table for 4 this Saturday at 7 PM, under the name Ana Ruiz",
    kind: "table-booking",
    details: {
      partySize: "4",
      when: "this Saturday at 7 PM",
      name: "Ana Ruiz",
    },
  },
  {
    category: "healthcare",
    businessName: "Riverside Family Clinic",
    lines: [
      "I need to make an appointment",
      "John Carter",
      "Next Tuesday morning",
      "A follow-up for my blood pressure",
      "Yes",
    ],
    questions: [
      "What's the patient's full name?",
      "What day and time would you prefer?",
      "And what's the reason for the visit?",
    ],
    readBack: "an appointment for John Carter next Tuesday morning, for a follow-up for my blood pressure",
    kind: "appointment-request",
    details: {
      name: "John Carter",
      when: "next Tuesday morning",
      reason: "a follow-up for my blood pressure",
    },
  },
  {
    category: "automotive",
    businessName: "Main Street Auto",
    lines: [
      "I'd like to book an oil change for my 2018 Toyota Camry",
      "Friday at 8 in the morning",
      "Mike Chen",
      "Yes",
    ],
    questions: ["What day and time would suit you best?", "May I have your name, please?"],
    readBack:
      "a booking for an oil change on your 2018 Toyota Camry, on Friday at 8 in the morning, under the name Mike Chen",
    kind: "service-booking",
    details: {
      vehicle: "2018 Toyota Camry",
      service: "an oil change",
      when: "Friday at 8 in the morning",
      name: "Mike Chen",
    },
  },
  {
    category: "legal",
    businessName: "Smith & Jones Law",
    lines: ["I'd like a consultation about a divorce", "Laura Gomez", "Yes, this number", "Yes"],
    questions: [
      "May I have your name, please?",
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    ],
    readBack: "a consultation for Laura Gomez about a divorce",
    kind: "consultation-request",
    details: { name: "Laura Gomez", matter: "a divorce" },
  },
  {
    category: "real-estate",
    businessName: "Harbor Homes",
    lines: [
      "I'd like to schedule a viewing of the house on Maple Street",
      "Saturday at 11 AM",
      "Tom Baker",
      "Yes",
    ],
    questions: ["What day and time would you like to see it?", "May I have your name, please?"],
    readBack: "a viewing of the house on Maple Street on Saturday at 11 AM, for Tom Baker",
    kind: "viewing-request",
    details: {
      property: "the house on Maple Street",
      when: "Saturday at 11 AM",
      name: "Tom Baker",
    },
  },
  {
    category: "beauty",
    businessName: "Glow Salon",
    lines: ["Can I book a haircut and blow dry for tomorrow afternoon?", "Emma", "Yes"],
    questions: ["May I have your name, please?"],
    readBack: "an appointment for a haircut and blow dry tomorrow afternoon, under the name Emma",
    kind: "appointment",
    details: {
      service: "a haircut and blow dry",
      when: "tomorrow afternoon",
      name: "Emma",
    },
  },
  {
    category: "fitness",
    businessName: "Peak Fitness",
    lines: ["I want to book a spin class on Monday at 6 PM", "Chris", "Yes"],
    questions: ["May I have your name, please?"],
    readBack: "a booking for a spin class on Monday at 6 PM, under the name Chris",
    kind: "class-booking",
    details: {
      className: "a spin class",
      when: "Monday at 6 PM",
      name: "Chris",
    },
  },
  {
    // A class asked for by its name alone is a class, however it is asked.
    category: "fitness",
    businessName: "Peak Fitness",
    lines: ["Can I book in for Pilates on Thursday at 6 PM?", "Chris", "Yes"],
    questions: ["May I have your name, please?"],
    readBack: "a booking for Pilates on Thursday at 6 PM, under the name Chris",
    kind: "class-booking",
    details: { className: "Pilates", when: "Thursday at 6 PM", name: "Chris" },
  },
  {
    // A physio at a studio that also runs classes: booking in for a sore knee is an appointment.
    category: "fitness",
    businessName: "St Kilda Physio & Pilates",
    lines: ["Hi, I'd like to book in, I've hurt my knee", "Friday morning", "Greg Walsh", "Yes"],
    questions: ["What day and time would suit you?", "May I have your name, please?"],
    readBack: "an appointment for my knee on Friday morning, under the name Greg Walsh",
    kind: "appointment-request",
    details: {
      concern: "my knee",
      when: "Friday morning",
      name: "Greg Walsh",
    },
  },
  {
    category: "fitness",
    businessName: "Peak Fitness",
    lines: ["I'm interested in a membership", "The monthly one", "Dana", "Yes"],
    questions: ["What kind of membership are you interested in?", "May I have your name, please?"],
    readBack: "a membership enquiry for Dana, about the monthly membership",
    kind: "membership-enquiry",
    details: { membershipType: "monthly", name: "Dana" },
  },
  {
    category: "education",
    businessName: "Bright Minds Tutoring",
    lines: ["I want to enroll my daughter in piano lessons", "Raj Patel", "Yes", "Yes"],
    questions: [
      "May I have your name, please?",
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    ],
    readBack: "an enrolment enquiry about piano for Raj Patel",
    kind: "enrolment-enquiry",
    details: { program: "piano", name: "Raj Patel" },
  },
  {
    category: "education",
    businessName: "Bright Minds Tutoring",
    lines: ["Could we come for a tour next Wednesday at 10?", "Priya", "Yes"],
    questions: ["May I have your name, please?"],
    readBack: "a tour next Wednesday at 10, for Priya",
    kind: "tour-request",
    details: { when: "next Wednesday at 10", name: "Priya" },
  },
  {
    category: "retail",
    businessName: "Step Up Shoes",
    lines: ["Do you have the blue Nike Air Max in size 10?", "Kevin", "Yes", "Yes"],
    questions: [
      "May I have your name, please?",
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    ],
    readBack: "a stock enquiry about the blue Nike Air Max in size 10 for Kevin",
    kind: "stock-enquiry",
    details: { product: "the blue Nike Air Max in size 10", name: "Kevin" },
  },
  {
    category: "finance",
    businessName: "Clearview Accounting",
    lines: [
      "I need help with my tax return, can I book a meeting?",
      "Thursday at 2 PM",
      "Olivia Brown",
      "Yes",
    ],
    questions: ["What day and time would suit you best?", "May I have your name, please?"],
    readBack: "a meeting about my tax return on Thursday at 2 PM, for Olivia Brown",
    kind: "meeting-request",
    details: {
      topic: "my tax return",
      when: "Thursday at 2 PM",
      name: "Olivia Brown",
    },
  },
  {
    category: "technology",
    businessName: "ByteFix IT",
    lines: ["I'm having a problem with our email server, I need support", "Greg", "Yes", "Yes"],
    questions: [
      "May I have your name, please?",
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    ],
    readBack: "a request about our email server for Greg",
    kind: "service-request",
    details: { need: "our email server", name: "Greg" },
  },
  {
    category: "construction",
    businessName: "Solid Roofing",
    lines: [
      "I need a quote for a new roof",
      "12 Oak Street in Springfield",
      "Next Monday morning",
      "Bob",
      "Yes",
    ],
    questions: [
      "What's the address, or the area, where the work is needed?",
      "What day and time would suit you for the visit?",
      "May I have your name, please?",
    ],
    readBack:
      "a visit to quote for a new roof, at 12 Oak Street in Springfield, next Monday morning, under the name Bob",
    kind: "quote-visit-request",
    details: {
      job: "a new roof",
      area: "12 Oak Street in Springfield",
      when: "next Monday morning",
      name: "Bob",
    },
  },
  {
    category: "travel",
    businessName: "Sunway Travel",
    lines: ["I'm planning a trip to Cancun in March", "Sofia Martinez", "Yes"],
    questions: ["May I have your name, please?"],
    readBack: "a trip to Cancun in March, for Sofia Martinez",
    kind: "trip-enquiry",
    details: {
      destination: "Cancun",
      when: "in March",
      name: "Sofia Martinez",
    },
  },
  {
    category: "consulting",
    businessName: "North Star Consulting",
    lines: [
      "We'd like to book a discovery call about our marketing strategy",
      "Next week, any afternoon",
      "Helen",
      "Yes",
    ],
    questions: ["What day and time would suit you best?", "May I have your name, please?"],
    readBack: "a consultation about our marketing strategy next week, for Helen",
    kind: "consultation-request",
    details: {
      topic: "our marketing strategy",
      when: "next week",
      name: "Helen",
    },
  },
  {
    category: "other",
    businessName: "Green Thumb Gardens",
    lines: ["I need someone to repair my garden gate", "Zoe Adams", "Yes", "Yes"],
    questions: [
      "May I have your name, please?",
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    ],
    readBack: "a request from Zoe Adams: someone to repair my garden gate",
    kind: "general-request",
    details: {
      request: "someone to repair my garden gate",
      name: "Zoe Adams",
    },
  },
];

describe("workflow mode: each category's intake", () => {
  it("covers all fifteen categories", () => {
    expect(new Set(CALLS.map(({ category }) => category))).toEqual(new Set(BUSINESS_CATEGORIES));
  });

  it.each(CALLS.map((call) => [`${call.category}: ${call.kind}`, call] as const))(
    "%s",
    async (_name, { category, businessName, lines, questions, readBack: item, kind, details }) => {
      const agent = agentProfile({ businessCategory: category, businessName, workflowMode: true });
      const readBack = `${item}, with a call back on the number ending in 0 1 4 7`;
      const call = await playCall(engine, agent, lines);
      // One question at a time, each after the previous answer.
      expect(call.replies[0]).toMatch(/^I can help with that\. /);
      expect(
        call.replies.slice(0, questions.length).map((reply) => reply.replace(/^I can help with that\. /, "")),
      ).toEqual(questions);
      // Read back before it is recorded…
      const readBackTurn = call.turns.at(-2)!;
      expect(readBackTurn.say).toContain(`Let me check I have that right: ${readBack}. Is that correct?`);
      expect(readBackTurn.state.workflowItems).toEqual([]);
      // …and recorded once the caller says yes.
      expect(call.last.say).toContain(`I've noted your`);
      expect(call.last.say).toContain(`${businessName} will be in touch to confirm.`);
      expect(call.last.state.workflowItems).toEqual([
        {
          kind,
          summary: readBack.charAt(0).toUpperCase() + readBack.slice(1),
          details: { ...details, callbackNumber: CALLER_NUMBER },
        },
      ]);
      expect(call.last.state.endedWell).toBe(true);
    },
  );
});

describe("a caller calling about something already ordered or booked", () => {
  it.each([
    ["restaurant", "It's about an order I placed last week"],
    ["restaurant", "I ordered a pizza an hour ago and it still hasn't come"],
    ["healthcare", "I'm calling about my appointment from yesterday, I was charged twice"],
    ["restaurant", "Llamo por un pedido que hice ayer"],
  ] as const)("(%s) is taken as a message, not as a new request: %s", async (category, line) => {
    const agent = agentProfile({
      businessCategory: category,
      workflowMode: true,
      language: "multilingual",
      agentPurpose: "Answer questions and take messages",
    });
    const call = await playCall(engine, agent, [line, "Ana Ruiz", "Yes", "Please call me back about it"]);
    expect(call.last.state.workflowItems).toEqual([]);
    expect(call.last.state.message).toMatchObject({ callerName: "Ana Ruiz" });
    // The owner reads what the call is about, then what the caller asked for.
    expect(call.last.state.message?.reason).toMatch(/\.\s+Please call me back about it\.$/);
  });
});

describe("what a caller says beside an intake's questions", () => {
  const salon = agentProfile({ businessCategory: "beauty", workflowMode: true, language: "multilingual" });
  const clinic = agentProfile({
    businessCategory: "healthcare",
    workflowMode: true,
    language: "multilingual",
  });

  it.each([
    [
      salon,
      ["I'd like a haircut with Tanya on Friday at 3", "Chloe Martin", "No, that's everything, thanks."],
      "Tanya",
    ],
    [
      clinic,
      [
        "Quisiera una cita con la doctora Ramírez para el lunes por una revisión",
        "Se llama Mateo Ortiz",
        "No, es todo, gracias.",
      ],
      "la doctora Ramírez",
    ],
  ] as const)(
    "keeps the person asked for, and takes 'no, that's everything' at the read-back as yes",
    async (agent, lines, staff) => {
      const call = await playCall(engine, agent, [...lines]);
      expect(call.last.state.workflowItems[0]?.details).toMatchObject({ staff });
      expect(call.last.state.workflowItems[0]?.summary).toContain(staff);
    },
  );

  it("keeps 'since Monday' out of the day wanted, and a full name said alone to another question as the name", async () => {
    const call = await playCall(engine, clinic, [
      "I've had a sore throat since Monday, can I see a doctor?",
      "Jenny Alvarez.",
    ]);
    expect(call.last.say).toMatch(/what day and time/i);
    const plumber = agentProfile({ businessCategory: "construction", workflowMode: true });
    const job = await playCall(engine, plumber, [
      "I need someone out to look at something",
      "Jenny Alvarez.",
    ]);
    expect(job.last.state.soFar).toMatchObject({ callerName: "Jenny Alvarez" });
    expect(job.last.state.soFar?.reason).not.toMatch(/Jenny Alvarez/);
  });

  it.each([
    [
      agentProfile({ businessCategory: "construction", businessName: "Solid Roofing", workflowMode: true }),
      "I would like a quote for a new roof, roughly how much does that cost?",
      "I can help with that. I don't have a price for that, but I'll pass your question on with your request. What's the address",
    ],
    [
      agentProfile({ workflowMode: true, language: "spanish" }),
      "Quiero reservar una mesa para dos el sábado a las ocho, ¿tienen sillas para bebé?",
      "Con gusto le ayudo con eso. No tengo esa información, pero pasaré su pregunta junto con su solicitud. ¿Me puede decir su nombre",
    ],
  ] as const)(
    "takes the request, and passes on the question asked beside it that nothing answers: %s",
    async (agent, line, reply) => {
      const call = await playCall(engine, agent, [line]);
      expect(call.last.say).toContain(reply);
      expect(call.last.state.unansweredQuestions).toEqual([line]);
    },
  );
});

describe("a thing of the caller's said after the agent's \"your\"", () => {
  it.each([
    ["my Honda", "Honda"],
    ["the 2018 Camry", "2018 Camry"],
    ["his Civic", "Civic"],
    ["su Corolla", "Corolla"],
    ["mis frenos", "frenos"],
  ])("leaves out the determiner of %j", (said, kept) => {
    expect(withoutDeterminer(said)).toBe(kept);
  });

  it("leaves out only the caller's possessive where the article still reads", () => {
    expect(withoutPossessive("my divorce")).toBe("divorce");
    expect(withoutPossessive("a divorce")).toBe("a divorce");
  });
});

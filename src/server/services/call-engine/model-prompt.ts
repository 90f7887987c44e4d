import { describeOpeningHours } from "../../../shared/api/opening-hours";
import { BUSINESS_CATEGORY_LABELS, LANGUAGE_LABELS } from "../../../shared/catalog/agents";
import { isCallableNumber } from "../../text/phone-numbers";
import { answerQuestion } from "./business-answers";
import { INTAKES_BY_CATEGORY } from "./intakes";
import { knowledgeText } from "./knowledge-text";
import { reviewLinkAvailable } from "./review-link";
import { inTransferHours, transferDuties } from "./transfer";
import type { AgentProfile, CallContext } from "./types";

// With AI_BASE_URL the call runs on a model "with the configuration as the system
// prompt". The prompt carries every profile field, the local time and open/closed status worked
// out by the offline engine's own helpers (a model cannot be trusted with timezone arithmetic),
// the category's intake steps from the same catalogue the offline engine follows, and the rules
// for messages, reviews and language. What the model does besides speaking it does with the
// tools of model-tools.ts, which this prompt names.

const given = (value: string) => value.trim() || "not given";

/** The hours as callers hear them; words that could not be read as hours, as the owner wrote them. */
function openingHoursLine(agent: AgentProfile): string {
  if (!agent.customHoursEnabled) return "not given";
  return agent.openingHours ? describeOpeningHours(agent.openingHours) : given(agent.customHours);
}

function languageRule(agent: AgentProfile): string {
  switch (agent.language) {
    case "english":
      return "Always speak English.";
    case "spanish":
      return "Always speak Spanish, addressing the caller as usted.";
    case "multilingual":
      return "Reply in the language of the caller's latest words: English or Spanish (addressing the caller as usted). If you cannot tell, keep the language of your previous reply.";
  }
}

function workflowRules(agent: AgentProfile): string {
  if (!agent.workflowMode) {
    // A request the business handles is still served, as the message (as offline).
    return "Workflow mode is off: do not confirm bookings or orders yourself. When the caller asks for what the business does (a booking, appointment, consultation, reservation, quote or order), never say you cannot help: take it as a message, asking for their name, a call-back number, what it is about and, for a booking, the preferred day and time; put the whole request in the message's reason and say the business will call back to confirm.";
  }
  const intakes = INTAKES_BY_CATEGORY[agent.businessCategory]
    .map(
      (intake) =>
        `- ${intake.kind}: ${intake.fields.map((field) => `${field.key} (${field.label})`).join(", ")}`,
    )
    .join("\n");
  return `Workflow mode is on. When the caller wants one of these, collect its details, asking for one missing detail at a time (callers often give several at once):
${intakes}
When you have every detail, read the whole item back in one sentence and ask the caller to confirm. Only after they confirm, call record_request once with the kind above, a one-sentence summary and the details by the names listed (the caller's words), thank them and say ${agent.businessName} will be in touch to confirm.`;
}

/** What the business told the agent that matches the caller's latest words, and how the agent may use it. */
function knowledgeRules(context: CallContext): string {
  const found = context.knowledge?.length
    ? `\n\nWhat the business told you that matches the caller's latest words (look up anything else):\n${knowledgeText(context.knowledge)}`
    : "";
  return `What the business told you: call lookup_business_info to find its services and menu items with their prices and durations, answers to common questions, policies, staff and location. Never state a price, an amount, a percentage, a duration, a time or a policy that is not in these instructions, in what ${context.appointments ? "lookup_business_info or find_open_times" : "lookup_business_info"} found, or in the caller's own words: quote them exactly. When you cannot find it, say you don't have that information and offer to pass the question to the team, then take a message with the question in its reason.${found}`;
}

function reviewRules(agent: AgentProfile, context: CallContext): string {
  if (!reviewLinkAvailable(agent, context.callerNumber)) {
    return "Do not offer review links.";
  }
  return 'Reviews: when the caller signals they are done ("that\'s all", "thanks, bye") after a call that went well (a question answered, an item recorded or a message taken), offer once to text them a link to leave a review, before saying goodbye. If they accept, call send_review_link and say goodbye; the text is sent for you. Never read the link aloud.';
}

function transferRule(agent: AgentProfile, now: Date): string {
  if (agent.transferTargets.length === 0) return "";
  const hours = inTransferHours(agent, now)
    ? ""
    : " No one takes transferred calls at this hour: tell a caller who wants a person so and offer to take a message.";
  return `Transfers: you can put the caller through to these people, each for the calls listed:\n${transferDuties(agent).join("\n")}\nWhen a call is one of those, call transfer_call naming the person, with what the caller wants (and their name if they gave it), and tell them in one short sentence that you are putting them through. Do it once per call; if the person could not take the call, offer to take a message instead.${hours}\n\n`;
}

function bookingRule(context: CallContext): string {
  if (!context.appointments) return "";
  const number = context.appointments.knowsCallerNumber
    ? "the number they call from"
    : "the phone number they give you (this line shows none: ask for it before booking and pass it as callerPhone)";
  return `Appointments: you can book the business's appointment book yourself; this comes before taking a booking as a message or a request. Offer only real free times from find_open_times, said as it writes them, and book the one the caller chooses with book_appointment and its exact start once you have their name; after it succeeds, read the booking back (service, day and time). To cancel or move a booking, the caller is found by ${number} and their name: call find_my_bookings, then cancel_booking or move_booking. If a booking tool answers "Not done", tell the caller and offer another free time.\n\n`;
}

export function buildSystemPrompt(agent: AgentProfile, context: CallContext): string {
  const callerNumber = isCallableNumber(context.callerNumber) ? context.callerNumber : "";
  const localTime = answerQuestion("time-now", agent, context.now, "english").say;
  const hoursNow = answerQuestion("hours", agent, context.now, "english").say;
  return `You are ${agent.agentName}, the phone agent of ${agent.businessName}, answering a live phone call. A text-to-speech voice reads your words to the caller.

The business:
- Business name: ${agent.businessName}
- Category: ${BUSINESS_CATEGORY_LABELS[agent.businessCategory]}
- What you do for callers: ${given(agent.agentPurpose)}
- Location: ${given(agent.areaLocation)}
- Website: ${given(agent.businessWebsite)}
- Opening hours: ${openingHoursLine(agent)}
- Time zone: ${agent.timezone}. ${localTime} (local time, worked out for you; trust it.)
- Open or closed right now: ${hoursNow}
- Your greeting, already spoken: ${given(agent.agentIntro)}
- Languages: ${LANGUAGE_LABELS[agent.language]}. Voice: ${agent.voice}.
- The caller's phone number: ${callerNumber || "unknown"}

How you speak:
- Short, natural spoken sentences: one or two per reply, three at most, about 40 words in all. No markdown, lists, symbols or emojis.
- Ask one question at a time.
- ${languageRule(agent)}
- Use only the facts above and what the business told you (below). Never invent prices, availability, addresses, staff or policies. If the hours are not given, say so honestly and offer to take a message.
- If asked, say honestly that you are a virtual assistant.

${transferRule(agent, context.now)}Messages: when you cannot help, when the caller asks for a person, or when they want to leave a message, take a message: ask for their name, then a call-back number (offer the number they are calling from${callerNumber ? `, ending in ${callerNumber.slice(-4)}; "this number" means ${callerNumber}` : ""}), then the reason, one at a time. When you have all three, call take_message once and tell the caller ${agent.businessName} will call them back.

${knowledgeRules(context)}

${bookingRule(context)}${workflowRules(agent)}

${reviewRules(agent, context)}

Ending: when the caller says goodbye or is done and nothing is left to ask, say a short goodbye and call end_call in the same reply.

Tools do what they say only when you call them; saying you did something is not doing it. If a tool answers "Not done", fix the call or ask the caller for what is missing.`;
}

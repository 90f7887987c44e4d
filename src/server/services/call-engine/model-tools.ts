import { z } from "zod";
import { TRANSFER_LABEL_MAX } from "../../../shared/api/transfers";
import { AGENT_LONG_TEXT_MAX, AGENT_TEXT_MAX } from "../../../shared/catalog/agents";
import type { ChatTool, ChatToolCall } from "../../integrations/model/chat-model";
import { addBookingTools } from "./booking-tools";
import { INTAKES_BY_CATEGORY } from "./intakes";
import { knowledgeText } from "./knowledge-text";
import { reviewLinkAvailable, reviewLinkSms } from "./review-link";
import {
  done,
  refused,
  type ToolEffects,
  type ToolLimits,
  type ToolOutcome,
  text,
  toolSet,
} from "./tool-outcomes";
import { inTransferHours, targetNamed, transferOf, transferPeople } from "./transfer";
import type { AgentProfile, CallContext, SpokenLanguage } from "./types";

// What the model does besides speaking, as the functions it may call (OpenAI's tool calling, which
// the usual OpenAI-compatible servers speak). Each call's arguments are checked here before
// anything is done: a call that does not validate is answered with the reason, so the model can
// correct it in its next answer, and a message or an item is never recorded half-filled.

export type { ToolEffects, ToolOutcome } from "./tool-outcomes";

const MessageArguments = z.strictObject({
  callerName: text(AGENT_TEXT_MAX),
  callbackNumber: text(AGENT_TEXT_MAX),
  reason: text(AGENT_LONG_TEXT_MAX),
  urgent: z
    .boolean()
    .optional()
    .describe(
      "true when the caller reports an emergency (flooding, a gas smell, bleeding, a poisoned pet…): the owner is told at once",
    ),
});

const NoArguments = z.strictObject({});

const TransferArguments = z.strictObject({
  person: text(TRANSFER_LABEL_MAX)
    .optional()
    .describe("whom to put the caller through to, by the name listed (leave out when only one is listed)"),
  callerName: text(AGENT_TEXT_MAX).optional().describe("the caller's name, only if they gave it"),
  reason: text(AGENT_LONG_TEXT_MAX).describe(
    "what the caller wants, in one short sentence, for the person who picks up",
  ),
});

const LookupArguments = z.strictObject({
  query: text(AGENT_TEXT_MAX).describe(
    'what to look up, in a few words: "price of a men\'s haircut", "parking", "cancellation policy"',
  ),
});

function workflowArguments(kinds: [string, ...string[]]) {
  return z.strictObject({
    kind: z.enum(kinds),
    summary: text(AGENT_LONG_TEXT_MAX),
    // "partySize": 4 is as good as "4"; the stored details are text.
    details: z.record(
      z.string().max(AGENT_TEXT_MAX),
      z
        .union([z.string(), z.number(), z.boolean()])
        .transform(String)
        .pipe(z.string().max(AGENT_LONG_TEXT_MAX)),
    ),
  });
}

/** The tools this agent's model may call on this call, and how each call is carried out. */
export function modelTools(agent: AgentProfile, context: CallContext, language: SpokenLanguage) {
  const { tools, add } = toolSet();

  add("take_message", {
    description:
      "Passes the caller's message on to the business. Call it once, when you have the caller's name, a call-back number and the reason for the call.",
    arguments: MessageArguments,
    run(message, effects) {
      effects.state.message = message;
      return done(`The message is saved; ${agent.businessName} will call the caller back.`);
    },
  });

  const kinds = INTAKES_BY_CATEGORY[agent.businessCategory].map((intake) => intake.kind);
  if (agent.workflowMode && kinds.length > 0) {
    add("record_request", {
      description:
        "Records a request the caller confirmed (a booking, an order, an appointment request…) for the business to confirm. Call it once per request, only after the caller confirmed every detail you read back.",
      arguments: workflowArguments(kinds as [string, ...string[]]),
      run(item, effects) {
        effects.state.workflowItems.push(item);
        return done(`The ${item.kind} is recorded; ${agent.businessName} will be in touch to confirm.`);
      },
    });
  }

  if (reviewLinkAvailable(agent, context.callerNumber)) {
    add("send_review_link", {
      description:
        "Texts the caller the link to review the business. Call it only when the caller has accepted your offer of the link.",
      arguments: NoArguments,
      run(_args, effects) {
        // The text is ours, not the model's, and goes once.
        if (effects.state.sms.length > 0) return refused("the review link was already sent on this call.");
        effects.state.sms.push(reviewLinkSms(agent, context.callerNumber, language));
        return done("The link is sent by text message.");
      },
    });
  }

  // Only an agent with transfer numbers can put a caller through; the numbers are the owner's, never the model's.
  if (agent.transferTargets.length > 0) {
    add("transfer_call", {
      description: `Puts the caller through to one of these people once your words in this reply are spoken: ${transferPeople(agent)}. Call it as your transfer instructions say, together with one short sentence saying you are putting them through.`,
      arguments: TransferArguments,
      run({ person, callerName, reason }, effects) {
        if (effects.state.transfer) {
          return refused("the caller was already put through once on this call; offer to take a message.");
        }
        const target = targetNamed(agent, person);
        if (!target) return refused(`name one of: ${transferPeople(agent)}.`);
        if (!inTransferHours(agent, context.now)) {
          return refused(
            "no one takes transferred calls at this hour; tell the caller so and offer to take a message.",
          );
        }
        effects.state.transfer = transferOf(
          agent,
          target,
          { name: callerName, number: context.callerNumber, reason },
          language,
          context.now,
        );
        return done(
          `The caller is put through to ${target.label || "that number"} after your reply. If that person cannot take the call, the caller comes back to you.`,
        );
      },
    });
  }

  // Only an agent whose book is on books appointments.
  if (context.appointments) addBookingTools(add, agent, context.appointments, language);

  add("end_call", {
    description:
      "Hangs up once your words in this reply are spoken. Call it when the caller is done, together with a short goodbye.",
    arguments: NoArguments,
    run(_args, effects) {
      effects.hangUp = true;
      return done("The call ends after your reply.");
    },
  });

  add("lookup_business_info", {
    description:
      "Looks up what the business has told you: its services and menu items with their prices and durations, answers to common questions, policies, staff and location. Call it before stating any price, duration, time or policy that is not in your instructions. Quote what it finds exactly; when it finds nothing, say you don't have that information and offer to pass the question on.",
    arguments: LookupArguments,
    async run({ query }, _effects, { signal }) {
      const { lookupKnowledge } = context;
      if (!lookupKnowledge) return done(knowledgeText([]));
      try {
        return done(knowledgeText(await lookupKnowledge(query, signal)));
      } catch {
        return done(
          "The information could not be looked up right now: say you don't have it and offer to pass the question on.",
        );
      }
    },
  });

  return {
    /** The tools as the model is offered them, each with the JSON schema of its arguments. */
    offered: Object.entries(tools).map(
      ([name, tool]): ChatTool => ({
        name,
        description: tool.description,
        parameters: jsonSchemaOf(tool.arguments),
      }),
    ),

    /**
     * Carries out one call the model made, if its arguments are right; says what came of it. A tool
     * that waits on another service (the calendar) stops waiting when `limits.signal` ends.
     */
    async run(call: ChatToolCall, effects: ToolEffects, limits: ToolLimits = {}): Promise<ToolOutcome> {
      const tool = Object.hasOwn(tools, call.name) ? tools[call.name] : undefined;
      if (!tool) return refused(`there is no tool named "${call.name}".`);
      let json: unknown;
      try {
        // A call without arguments may come with none at all.
        json = JSON.parse(call.arguments.trim() || "{}");
      } catch {
        return refused("the arguments are not JSON.");
      }
      const args = tool.arguments.safeParse(json);
      if (!args.success) return refused(`the arguments are wrong. ${z.prettifyError(args.error)}`);
      return tool.run(args.data, effects, limits);
    },
  };
}

// Each tool's arguments schema is one object for the life of the process, and writing it as JSON
// schema takes longer than the rest of a model turn's own work, so each is written once.
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/** The schema of what the model sends (before numbers become text), without the $schema line. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const written = jsonSchemas.get(schema);
  if (written) return written;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input" });
  jsonSchemas.set(schema, rest);
  return rest;
}

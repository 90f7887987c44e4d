import type { ChatMessage } from "../../../shared/api/assistant";
import {
  CHAT_COUNTER_DANGER_AT,
  CHAT_COUNTER_WARN_AT,
  CONFIGURE_COMMANDS,
} from "../../../shared/catalog/agents";
import { clockTime, dateOf } from "../../dates";
import { createRandomId } from "../../random-id";

// Messages that report a saved agent carry this id prefix, so a saved conversation still shows,
// after a reload, that an agent was made from it (the deleted-agent banner relies on it).
const AGENT_SAVED_MESSAGE_ID_PREFIX = "agent-saved-";

export function createChatMessage(role: ChatMessage["role"], content: string): ChatMessage {
  return { id: createRandomId(), role, content, timestamp: new Date().toISOString() };
}

/** An assistant message announcing that an agent was created or updated. */
export function createAgentSavedMessage(content: string): ChatMessage {
  return {
    ...createChatMessage("assistant", content),
    id: `${AGENT_SAVED_MESSAGE_ID_PREFIX}${createRandomId()}`,
  };
}

export function isAgentSavedMessage(message: ChatMessage): boolean {
  return message.role === "assistant" && message.id.startsWith(AGENT_SAVED_MESSAGE_ID_PREFIX);
}

/** The assistant greets the owner on a fresh session. */
export function createGreetingMessage(): ChatMessage {
  return createChatMessage(
    "assistant",
    "Hi! I'm your Switchboard assistant. Let's build an AI agent that answers your business calls. " +
      "First pick a phone number in Agent setup: a country, an area code, then a number. " +
      "Then tell me about your business: its name, what it does, and what your agent should handle on calls.",
  );
}

/** Typing 'configure', 'config' or 'configure agent' opens the configuration form. */
export function isConfigureCommand(text: string): boolean {
  return (CONFIGURE_COMMANDS as readonly string[]).includes(text.trim().toLowerCase());
}

type CounterTone = "normal" | "warning" | "danger";

/** The counter turns orange above 3500 characters and red above 3800. */
export function counterToneFor(length: number): CounterTone {
  if (length > CHAT_COUNTER_DANGER_AT) return "danger";
  if (length > CHAT_COUNTER_WARN_AT) return "warning";
  return "normal";
}

export function formatMessageTime(timestamp: string): string {
  const date = dateOf(timestamp);
  return date ? clockTime(date) : "";
}

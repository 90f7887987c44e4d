import type { Agent } from "../../../shared/api/agents";
import type { Conversation } from "../../../shared/api/conversations";
import { BUSINESS_CATEGORY_LABELS } from "../../../shared/catalog/agents";
import { businessCategoriesNamedBy } from "../../../shared/catalog/business-kinds";
import { AGENT_TEMPLATES, type AgentTemplate } from "../../../shared/catalog/templates";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";

const TITLE_MAX = 60;

function includesQuery(query: string, ...texts: ReadonlyArray<string | null>): boolean {
  return texts.some((text) => text?.toLowerCase().includes(query));
}

/** The search as typed, ready to compare; empty means no filter. */
export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** An agent matches by its names, its number, or its kind of business ("dental" finds a dentist's). */
export function agentMatchesSearch(agent: Agent, query: string): boolean {
  return (
    query === "" ||
    businessCategoriesNamedBy(query).has(agent.businessCategory) ||
    includesQuery(
      query,
      agent.agentName,
      agent.businessName,
      BUSINESS_CATEGORY_LABELS[agent.businessCategory],
      agent.phoneNumber,
      formatPhoneNumber(agent.phoneNumber),
    )
  );
}

export function conversationMatchesSearch(conversation: Conversation, query: string): boolean {
  if (query === "") return true;
  const { phoneNumber, areaLocation, countryName } = conversation;
  return (
    includesQuery(
      query,
      phoneNumber,
      phoneNumber && formatPhoneNumber(phoneNumber),
      areaLocation,
      countryName,
    ) || conversation.messages.some((message) => includesQuery(query, message.content))
  );
}

/** Search also finds templates; they open the template library. */
export function templatesMatchingSearch(query: string): AgentTemplate[] {
  if (query === "") return [];
  const namedCategories = businessCategoriesNamedBy(query);
  return AGENT_TEMPLATES.filter(
    (template) =>
      namedCategories.has(template.category) ||
      includesQuery(query, template.title, template.description, BUSINESS_CATEGORY_LABELS[template.category]),
  );
}

/** A history item's name: the owner's first message, shortened, else its phone number. */
export function conversationTitle(conversation: Conversation): string {
  const firstUserMessage = conversation.messages.find((message) => message.role === "user")?.content.trim();
  if (!firstUserMessage) {
    return conversation.phoneNumber ? formatPhoneNumber(conversation.phoneNumber) : "New conversation";
  }
  return firstUserMessage.length > TITLE_MAX
    ? `${firstUserMessage.slice(0, TITLE_MAX - 1).trimEnd()}…`
    : firstUserMessage;
}

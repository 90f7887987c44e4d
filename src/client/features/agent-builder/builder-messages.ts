import type { Agent } from "../../../shared/api/agents";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import type { ToastOptions } from "../../ui/toast-store";
import type { AgentConfiguration } from "./builder-state";

// The assistant's own words at the steps of the creation flow and around it.

export function creationStartedText(
  configuration: AgentConfiguration,
  phoneNumber: string,
  isUpdate: boolean,
) {
  const { agentName, businessName } = configuration;
  return isUpdate
    ? `Updating ${agentName} for ${businessName}. This takes about 15 seconds.`
    : `Creating ${agentName} for ${businessName} on ${formatPhoneNumber(phoneNumber)}. This takes about 15 seconds.`;
}

export function agentLiveText(agent: Agent): string {
  return (
    `${agent.agentName} is now live! It answers calls to ${formatPhoneNumber(agent.phoneNumber)} ` +
    `for ${agent.businessName}. The $25 creation fee was taken from your balance.`
  );
}

export function agentUpdatedText(agent: Agent): string {
  return (
    `${agent.agentName} has been updated. Calls to ${formatPhoneNumber(agent.phoneNumber)} ` +
    "now use the new configuration. Updates are free."
  );
}

/** A failed creation posts an assistant message starting with 'Agent creation failed'. */
export function creationFailedText(reason: string): string {
  return `Agent creation failed: ${reason}`;
}

/**
 * After the assistant said the agent "is being created and will be live soon", the chat
 * says why nothing follows yet, so the promise does not stand unexplained above the input.
 */
export function creationWaitsForBalanceText(): string {
  return "Your agent is ready to go, but creating it takes $25 from your balance. Add balance, then press Create Agent.";
}

/** An announced creation found this chat's agent already saved: changing it is the owner's press. */
export function agentExistsText(): string {
  return "This chat's agent already exists, so no new agent was created and nothing was charged. To change it, open Configure Agent, save your changes, then press Update Agent.";
}

export function agentUnchangedText(agent: Agent): string {
  return `${agent.agentName} already uses this configuration, so nothing was changed.`;
}

/** The owner's yes in the chat, when the configuration still lacks what creation needs. */
export function creationNeedsConfigurationText(missing: readonly string[]): string {
  return `Your agent is not created yet and nothing was charged. Please complete the configuration first. Still needed: ${missing.join(", ")}.`;
}

export function configurationSavedText(
  configuration: AgentConfiguration,
  phoneNumber: string,
  isUpdate: boolean,
): string {
  const next = !phoneNumber
    ? "Pick a phone number in Agent setup, then press Create Agent."
    : isUpdate
      ? "Press Update Agent to apply the changes; updates are free."
      : `Press Create Agent when you are ready to put it live on ${formatPhoneNumber(phoneNumber)}.`;
  return `${configuration.agentName} for ${configuration.businessName} is configured. ${next}`;
}

export function askForConfigurationText(): string {
  return "Thanks! Let's set up the basics first: fill in the configuration form with your business category, the agent's purpose, your business name and the agent's name. Then tell me anything else your agent should know.";
}

export function agentLoadedGreetingText(agent: Agent): string {
  return (
    `Here is ${agent.agentName} for ${agent.businessName}, answering ${formatPhoneNumber(agent.phoneNumber)}. ` +
    "Change its settings with Configure Agent, or tell me what you would like to adjust."
  );
}

export function templateLoadedText(businessName: string): string {
  return (
    `I've loaded your template for ${businessName}. Pick a phone number in Agent setup, ` +
    "review the details with Configure Agent, then press Create Agent."
  );
}

/** Create Agent needs category, purpose, business name, agent name and phone. */
export const CONFIGURATION_INCOMPLETE_TOAST: ToastOptions = {
  variant: "destructive",
  title: "Configuration Incomplete",
  description: "Please complete the configuration first.",
};

/** The agent was created and charged once; only its facts failed to save, and they wait in the form. */
export function knowledgeNotSavedText(agent: Agent, reason: string | undefined): string {
  return (
    `${agent.agentName} is live, but what it knows about your business was not saved` +
    `${reason ? `: ${reason}` : "."} Your facts are still in Configure Agent: open it and press Save Configuration to try again.`
  );
}

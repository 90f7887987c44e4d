import type { Agent } from "../../../shared/api/agents";
import { formatNationalNumber } from "../../../shared/catalog/phone-numbers";
import type { ToastOptions } from "../../ui/toast-store";
import type { AgentConfiguration } from "./builder-state";

// The assistant's own words at the steps of the creation flow (spec 000 §4) and around it.

export function creationStartedText(
  configuration: AgentConfiguration,
  phoneNumber: string,
  isUpdate: boolean,
) {
  const { agentName, businessName } = configuration;
  return isUpdate
    ? `Updating ${agentName} for ${businessName}. This takes about 15 seconds.`
    : `Creating ${agentName} for ${businessName} on ${formatNationalNumber(phoneNumber)}. This takes about 15 seconds.`;
}

export function agentLiveText(agent: Agent): string {
  return (
    `${agent.agentName} is now live! It answers calls to ${formatNationalNumber(agent.phoneNumber)} ` +
    `for ${agent.businessName}. The $25 creation fee was taken from your balance.`
  );
}

export function agentUpdatedText(agent: Agent): string {
  return (
    `${agent.agentName} has been updated. Calls to ${formatNationalNumber(agent.phoneNumber)} ` +
    "now use the new configuration. Updates are free."
  );
}

/** Spec 000 §8: a failed creation posts an assistant message starting with 'Agent creation failed'. */
export function creationFailedText(reason: string): string {
  return `Agent creation failed: ${reason}`;
}

/**
 * After the assistant said the agent "is being created and will be live soon" (spec 000 §4), the chat
 * says why nothing follows yet, so the promise does not stand unexplained above the input.
 */
export function creationWaitsForBalanceText(): string {
  return "Your agent is ready to go, but creating it takes $25 from your balance. Add balance, then press Create Agent.";
}

export function creationWaitsForFormText(): string {
  return "No problem, your agent is not created yet. When you are ready, open Configure Agent, save the configuration, then press Create Agent.";
}

export function updateFailedText(reason: string): string {
  return `Agent update failed: ${reason}`;
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
      : `Press Create Agent when you are ready to put it live on ${formatNationalNumber(phoneNumber)}.`;
  return `${configuration.agentName} for ${configuration.businessName} is configured. ${next}`;
}

export function askForConfigurationText(): string {
  return "Thanks! Let's set up the basics first: fill in the configuration form with your business category, the agent's purpose, your business name and the agent's name. Then tell me anything else your agent should know.";
}

export function agentLoadedGreetingText(agent: Agent): string {
  return (
    `Here is ${agent.agentName} for ${agent.businessName}, answering ${formatNationalNumber(agent.phoneNumber)}. ` +
    "Change its settings with Configure Agent, or tell me what you would like to adjust."
  );
}

export function templateLoadedText(businessName: string): string {
  return (
    `I've loaded your template for ${businessName}. Pick a phone number in Agent setup, ` +
    "review the details with Configure Agent, then press Create Agent."
  );
}

/** Spec 000 §5: Create Agent needs category, purpose, business name, agent name and phone. */
export const CONFIGURATION_INCOMPLETE_TOAST: ToastOptions = {
  variant: "destructive",
  title: "Configuration Incomplete",
  description: "Please complete the configuration first.",
};

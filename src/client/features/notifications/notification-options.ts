import { NOTIFICATION_KEYS, type NotificationKey } from "../../../shared/catalog/support";

/** What each notification setting decides: the emails the server sends or holds back. */
export const NOTIFICATION_OPTIONS: Record<NotificationKey, { label: string; explanation: string }> = {
  agentCreated: {
    label: "Agent created",
    explanation: "An email when a new agent is live and answering calls.",
  },
  agentErrors: {
    label: "Agent errors",
    explanation: "An email when an agent's phone number cannot be set up or its calls run into errors.",
  },
  balanceAlerts: {
    label: "Balance alerts",
    explanation: "An email when your balance falls below your auto-recharge limit or reaches $0.",
  },
  paymentUpdates: {
    label: "Payment updates",
    explanation: "Receipts for your top-ups, auto-recharges and licence payments.",
  },
  weeklyReports: {
    label: "Weekly reports",
    explanation: "A weekly summary of your agents, their calls and your spending.",
  },
  systemUpdates: {
    label: "System updates",
    explanation: "News about new features and changes to Switchboard.",
  },
};

/** True when the two settings differ in any one of the six switches. */
export function hasUnsavedChanges(
  draft: Record<NotificationKey, boolean>,
  saved: Record<NotificationKey, boolean>,
): boolean {
  return NOTIFICATION_KEYS.some((key) => draft[key] !== saved[key]);
}

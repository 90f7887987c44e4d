// Support issue types, and the promised response time.
export const SUPPORT_ISSUE_TYPES = [
  "Technical Issue",
  "Billing & Payments",
  "Agent Configuration",
  "Phone Number Problems",
  "Account Access",
  "Feature Request",
  "General Question",
  "Other",
] as const;
export type SupportIssueType = (typeof SUPPORT_ISSUE_TYPES)[number];
export const SUPPORT_RESPONSE_HOURS = 24;
export const SUPPORT_MESSAGE_MAX = 5000;

// Notification settings and their defaults (all on except weekly reports).
export const NOTIFICATION_KEYS = [
  "agentCreated",
  "agentErrors",
  "balanceAlerts",
  "paymentUpdates",
  "weeklyReports",
  "systemUpdates",
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export const DEFAULT_NOTIFICATION_SETTINGS: Record<NotificationKey, boolean> = {
  agentCreated: true,
  agentErrors: true,
  balanceAlerts: true,
  paymentUpdates: true,
  weeklyReports: false,
  systemUpdates: true,
};

// The documentation's sidebar sections, in order. Each id is the section's URL hash, so
// /documentation#billing-payments opens Billing & Payments.
export const DOCUMENTATION_SECTIONS = [
  { id: "getting-started", title: "Getting Started" },
  { id: "phone-number-setup", title: "Phone Number Setup" },
  { id: "bring-your-number", title: "Bring Your Own Number" },
  { id: "agent-creation", title: "Agent Creation" },
  { id: "configuration-options", title: "Configuration Options" },
  { id: "billing-payments", title: "Billing & Payments" },
  { id: "agent-templates", title: "Agent Templates" },
  { id: "troubleshooting", title: "Troubleshooting" },
  { id: "api-reference", title: "API Reference" },
] as const;

export type DocumentationSectionId = (typeof DOCUMENTATION_SECTIONS)[number]["id"];

export const DOCUMENTATION_SECTION_IDS: readonly DocumentationSectionId[] = DOCUMENTATION_SECTIONS.map(
  (section) => section.id,
);

export function isDocumentationSectionId(value: string): value is DocumentationSectionId {
  return DOCUMENTATION_SECTION_IDS.some((id) => id === value);
}

export function documentationSectionTitle(id: DocumentationSectionId): string {
  return DOCUMENTATION_SECTIONS.find((section) => section.id === id)?.title ?? id;
}

/** The section a URL hash ("#billing-payments") names, or null when it names none. */
export function sectionIdFromHash(hash: string): DocumentationSectionId | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  return isDocumentationSectionId(id) ? id : null;
}

/** Where owners read how to forward their line or move their number into the Twilio account. */
export const BRING_YOUR_NUMBER_GUIDE = "/documentation#bring-your-number";

import { useEffect } from "react";

interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
}

const KEYWORDS =
  "AI call agent, AI receptionist, virtual phone answering, business phone number, Switchboard";

// Spec 000 §2: metadata presets for home, signup, login and dashboard; spec 001 §2: the other pages.
const PAGE_METADATA = {
  home: {
    title: "Switchboard | Custom AI Call Agents for Your Business",
    description:
      "Create custom AI agents that answer your business phone calls, take messages and help your callers in English and Spanish.",
    keywords: KEYWORDS,
  },
  signup: {
    title: "Sign Up | Switchboard",
    description: "Create your Switchboard account and set up an AI agent that answers your business calls.",
    keywords: `sign up, create account, ${KEYWORDS}`,
  },
  login: {
    title: "Sign In | Switchboard",
    description: "Sign in to Switchboard to manage the AI agents that answer your business calls.",
    keywords: `sign in, log in, ${KEYWORDS}`,
  },
  dashboard: {
    title: "Dashboard | Switchboard",
    description: "Create and manage the AI agents that answer your business phone calls.",
    keywords: `dashboard, ${KEYWORDS}`,
  },
  pricing: {
    title: "Pricing | Switchboard",
    description:
      "One $39 yearly licence, then pay only for what your AI call agents use from a prepaid balance.",
    keywords: `pricing, licence, ${KEYWORDS}`,
  },
  checkout: {
    title: "Checkout | Switchboard",
    description: "Buy your Switchboard licence and set up AI agents that answer your business calls.",
    keywords: `checkout, ${KEYWORDS}`,
  },
  addBalance: {
    title: "Add Balance | Switchboard",
    description: "Top up the prepaid balance that pays for your AI call agents.",
    keywords: `add balance, top up, ${KEYWORDS}`,
  },
  settings: {
    title: "Payment & Settings | Switchboard",
    description: "Manage your saved cards and auto-recharge.",
    keywords: `payment methods, auto-recharge, ${KEYWORDS}`,
  },
  upgrade: {
    title: "Upgrade to Plus | Switchboard",
    description: "Upgrade to the Plus plan for unlimited AI call agents.",
    keywords: `upgrade, plus plan, ${KEYWORDS}`,
  },
  upgradeSuccess: {
    title: "Upgrade Successful | Switchboard",
    description: "Your account is now on the Plus plan.",
    keywords: `plus plan, ${KEYWORDS}`,
  },
  agentTemplates: {
    title: "Agent Templates | Switchboard",
    description:
      "Twelve ready-made AI call agents for restaurants, clinics, salons, law firms and more: add your business name and go.",
    keywords: `agent templates, ${KEYWORDS}`,
  },
  helpSupport: {
    title: "Help & Support | Switchboard",
    description: "Send the Switchboard team a support request and get a reply within 24 hours.",
    keywords: `help, support, ${KEYWORDS}`,
  },
  documentation: {
    title: "Documentation | Switchboard",
    description:
      "How Switchboard works: phone numbers, creating and configuring agents, billing, templates and the API.",
    keywords: `documentation, API reference, ${KEYWORDS}`,
  },
  notifications: {
    title: "Notifications | Switchboard",
    description: "Choose which emails Switchboard sends you about your agents, balance and payments.",
    keywords: `notifications, email settings, ${KEYWORDS}`,
  },
  calls: {
    title: "Calls | Switchboard",
    description: "Every call your AI agents answer: transcripts, messages taken, costs and 30-day totals.",
    keywords: `call log, call transcripts, ${KEYWORDS}`,
  },
  notFound: {
    title: "Page Not Found | Switchboard",
    description: "The page you were looking for does not exist.",
    keywords: KEYWORDS,
  },
} satisfies Record<string, PageMetadata>;

export type PageMetadataPreset = keyof typeof PAGE_METADATA;

function setMetaTag(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Writes the preset's title, description, keywords and social-share tags into the document head. */
export function usePageMetadata(preset: PageMetadataPreset): void {
  useEffect(() => {
    const metadata = PAGE_METADATA[preset];
    document.title = metadata.title;
    setMetaTag("name", "description", metadata.description);
    setMetaTag("name", "keywords", metadata.keywords);
    setMetaTag("property", "og:title", metadata.title);
    setMetaTag("property", "og:description", metadata.description);
    setMetaTag("property", "og:type", "website");
    setMetaTag("name", "twitter:card", "summary");
    setMetaTag("name", "twitter:title", metadata.title);
    setMetaTag("name", "twitter:description", metadata.description);
  }, [preset]);
}

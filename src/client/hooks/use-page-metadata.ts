import { useEffect } from "react";

interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
}

const KEYWORDS =
  "AI call agent, AI receptionist, virtual phone answering, business phone number, Switchboard";

// Spec 000 §2: metadata presets for home, signup, login and dashboard.
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

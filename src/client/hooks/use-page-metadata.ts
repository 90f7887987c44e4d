import { useEffect } from "react";

/** A page's head: its title, its description, and keywords of its own ahead of the site's. */
export interface PageMetadata {
  title: string;
  description: string;
  keywords?: string;
}

// Each page holds its own metadata, so a page's chunk carries no other page's words.
const SITE_KEYWORDS =
  "AI call agent, AI receptionist, virtual phone answering, business phone number, Switchboard";

function setMetaTag(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Writes the page's title, description, keywords and social-share tags into the document head. */
export function usePageMetadata(metadata: PageMetadata): void {
  useEffect(() => {
    const keywords = metadata.keywords ? `${metadata.keywords}, ${SITE_KEYWORDS}` : SITE_KEYWORDS;
    document.title = metadata.title;
    setMetaTag("name", "description", metadata.description);
    setMetaTag("name", "keywords", keywords);
    setMetaTag("property", "og:title", metadata.title);
    setMetaTag("property", "og:description", metadata.description);
    setMetaTag("property", "og:type", "website");
    setMetaTag("name", "twitter:card", "summary");
    setMetaTag("name", "twitter:title", metadata.title);
    setMetaTag("name", "twitter:description", metadata.description);
  }, [metadata]);
}

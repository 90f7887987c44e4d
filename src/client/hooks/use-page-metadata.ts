import { useEffect } from "react";

/** A page's head: its title, its description, and keywords of its own ahead of the site's. */
export interface PageMetadata {
  title: string;
  description: string;
  keywords?: string;
}

/** A `<meta>` of the head, by the attribute that names it. */
export interface MetaTag {
  attribute: "name" | "property";
  key: string;
  content: string;
}

// Each page holds its own metadata, so a page's chunk carries no other page's words.
const SITE_KEYWORDS =
  "AI call agent, AI receptionist, virtual phone answering, business phone number, Switchboard";

/** The description, keywords and social-share tags of a page, as the app writes them and the build renders them. */
export function metaTagsOf(metadata: PageMetadata): MetaTag[] {
  const keywords = metadata.keywords ? `${metadata.keywords}, ${SITE_KEYWORDS}` : SITE_KEYWORDS;
  return [
    { attribute: "name", key: "description", content: metadata.description },
    { attribute: "name", key: "keywords", content: keywords },
    { attribute: "property", key: "og:title", content: metadata.title },
    { attribute: "property", key: "og:description", content: metadata.description },
    { attribute: "property", key: "og:type", content: "website" },
    { attribute: "name", key: "twitter:card", content: "summary" },
    { attribute: "name", key: "twitter:title", content: metadata.title },
    { attribute: "name", key: "twitter:description", content: metadata.description },
  ];
}

function setMetaTag({ attribute, key, content }: MetaTag): void {
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
    document.title = metadata.title;
    for (const tag of metaTagsOf(metadata)) setMetaTag(tag);
  }, [metadata]);
}

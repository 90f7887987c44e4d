import { useEffect } from "react";

/** A page's head: its title, its description, and keywords of its own ahead of the site's. */
export interface PageMetadata {
  title: string;
  description: string;
  keywords?: string;
}

/** A `<meta>` of the head: the attribute that names it, its name, its content. */
export type MetaTag = readonly ["name" | "property", string, string];

// Each page holds its own metadata, so a page's chunk carries no other page's words.
const SITE_KEYWORDS =
  "AI call agent, AI receptionist, virtual phone answering, business phone number, Switchboard";

/** The description, keywords and social-share tags of a page, as the app writes them and the build renders them. */
export function metaTagsOf({ title, description, keywords }: PageMetadata): MetaTag[] {
  return [
    ["name", "description", description],
    ["name", "keywords", keywords ? `${keywords}, ${SITE_KEYWORDS}` : SITE_KEYWORDS],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:type", "website"],
    ["name", "twitter:card", "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ];
}

function setMetaTag([attribute, key, content]: MetaTag): void {
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

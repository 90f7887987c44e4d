import { useRef } from "react";
import { DocumentationContent } from "../features/documentation/documentation-content";
import {
  DocumentationSectionPicker,
  DocumentationSidebar,
} from "../features/documentation/documentation-navigation";
import { useActiveSection, useScrollToHashSection } from "../features/documentation/use-active-section";
import { OpenPage } from "../features/shell/framed-pages";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";

const PAGE_METADATA: PageMetadata = {
  title: "Documentation | Switchboard",
  description:
    "How Switchboard works: phone numbers, creating and configuring agents, billing, templates and the API.",
  keywords: "documentation, API reference",
};

/** The documentation, with a sidebar of its sections and a link to each. */
export function DocumentationPage() {
  usePageMetadata(PAGE_METADATA);
  const pageEndRef = useRef<HTMLDivElement>(null);
  const activeSectionId = useActiveSection(pageEndRef);
  useScrollToHashSection();
  return (
    <OpenPage
      width="wide"
      title="Documentation"
      description="How Switchboard works, from your first agent to the API."
    >
      <DocumentationSectionPicker activeId={activeSectionId} />
      <div className="mt-6 grid gap-10 md:mt-0 md:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
        <DocumentationSidebar activeId={activeSectionId} />
        <DocumentationContent />
      </div>
      <div ref={pageEndRef} aria-hidden="true" />
    </OpenPage>
  );
}

import { OpenPage } from "../features/shell/framed-pages";
import { TemplateGallery } from "../features/templates/template-gallery";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";

const PAGE_METADATA: PageMetadata = {
  title: "Agent Templates | Switchboard",
  description:
    "Twelve ready-made AI call agents for restaurants, clinics, salons, law firms and more: add your business name and go.",
  keywords: "agent templates",
};

/** The template gallery; visitors may browse, using a template needs an account. */
export function AgentTemplatesPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <OpenPage
      width="wide"
      title="Agent Templates"
      description="Start from an agent made for your kind of business, add your business name, and adjust anything you like."
    >
      {({ user }) => <TemplateGallery user={user} />}
    </OpenPage>
  );
}

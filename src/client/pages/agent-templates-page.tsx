import { OpenPage } from "../features/shell/framed-pages";
import { TemplateGallery } from "../features/templates/template-gallery";
import { usePageMetadata } from "../hooks/use-page-metadata";

/** Spec 001 §2: the template gallery; visitors may browse, using a template needs an account. */
export function AgentTemplatesPage() {
  usePageMetadata("agentTemplates");
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

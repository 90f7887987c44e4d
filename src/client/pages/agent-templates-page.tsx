import { useSession } from "../api/session";
import { TemplateGallery } from "../features/templates/template-gallery";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { DashboardOrSignInLink } from "../ui/dashboard-or-sign-in-link";
import { PageFrame, PageHeading } from "../ui/page-frame";

/** Spec 001 §2: the template gallery; visitors may browse, using a template needs an account. */
export function AgentTemplatesPage() {
  usePageMetadata("agentTemplates");
  const { user, isLoading } = useSession();
  return (
    <PageFrame
      width="wide"
      plus={user?.subscriptionPlan === "plus"}
      navigation={isLoading ? undefined : <DashboardOrSignInLink isSignedIn={user !== null} />}
    >
      <PageHeading
        title="Agent Templates"
        description="Start from an agent made for your kind of business, add your business name, and adjust anything you like."
      />
      <TemplateGallery user={user} />
    </PageFrame>
  );
}

import { SUPPORT_RESPONSE_HOURS } from "../../shared/catalog/support";
import { OpenPage } from "../features/shell/framed-pages";
import { CommonQuestions } from "../features/support/common-questions";
import { SupportForm } from "../features/support/support-form";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { HeadedRegion } from "../ui/headed-region";
import { LoadingStatus, Skeleton } from "../ui/skeleton";

const PAGE_METADATA: PageMetadata = {
  title: "Help & Support | Switchboard",
  description: "Send the Switchboard team a support request and get a reply within 24 hours.",
  keywords: "help, support",
};

function SupportFormSkeleton() {
  return (
    <LoadingStatus label="Loading the support form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-16" />
      <Skeleton className="h-40" />
      <Skeleton className="ml-auto h-11 w-40" />
    </LoadingStatus>
  );
}

/** Help & Support: the support request form and the common questions. */
export function HelpSupportPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <OpenPage
      title="Help & Support"
      description={`Tell us what is wrong and we will reply within ${SUPPORT_RESPONSE_HOURS} hours.`}
    >
      {({ user, isLoading }) => (
        <div className="flex flex-col gap-12">
          <HeadedRegion
            title="Send a support request"
            className="rounded-xl border border-border bg-surface p-5 sm:p-6"
            headingClassName="mb-5 text-xl font-semibold"
          >
            {isLoading ? <SupportFormSkeleton /> : <SupportForm user={user} />}
          </HeadedRegion>
          <CommonQuestions />
        </div>
      )}
    </OpenPage>
  );
}

import { useAgents } from "../features/agents/agents-api";
import { BookingFeedSection } from "../features/bookings/booking-feed-section";
import { BookingSettingsSection } from "../features/bookings/booking-settings-section";
import { BookingsSection } from "../features/bookings/bookings-section";
import { SignedInPage } from "../features/shell/framed-pages";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { RetryNotice } from "../ui/retry-notice";

const PAGE_METADATA: PageMetadata = {
  title: "Bookings | Switchboard",
  description:
    "The appointments your AI agents book: a week view and a list, each agent's book, and your calendar feed.",
  keywords: "bookings, appointments, calendar feed",
};

function BookingsPageContent() {
  const agents = useAgents();
  const ownAgents = agents.data ?? [];
  return (
    <>
      {agents.isError ? (
        <RetryNotice title="Error loading agents" className="mb-8" onRetry={() => void agents.refetch()}>
          Bookings need your agents for their names and timezones, and each agent's booking settings.
        </RetryNotice>
      ) : null}
      <div className="flex flex-col gap-12">
        <BookingsSection agents={ownAgents} />
        <BookingSettingsSection agents={ownAgents} />
        <BookingFeedSection />
      </div>
    </>
  );
}

/** The Bookings page: upcoming bookings as a list or a week, each agent's appointment book, the calendar feed. */
export function BookingsPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <SignedInPage
      width="wide"
      title="Bookings"
      description="The appointments callers book with your agents, on each agent's clock."
    >
      <BookingsPageContent />
    </SignedInPage>
  );
}

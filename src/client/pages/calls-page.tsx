import { useLocation, useSearch } from "wouter";
import { useAgents } from "../features/agents/agents-api";
import { CallDetailDialog } from "../features/calls/call-detail-dialog";
import { CALLS_PATH, callLogPath, openCallIdFrom } from "../features/calls/call-log-path";
import { CallLogSection } from "../features/calls/call-log-section";
import { CallStatsSection } from "../features/calls/call-stats-section";
import { SignedInPage } from "../features/shell/framed-pages";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { RetryNotice } from "../ui/retry-notice";

const PAGE_METADATA: PageMetadata = {
  title: "Calls | Switchboard",
  description: "Every call your AI agents answer: transcripts, messages taken, costs and 30-day totals.",
  keywords: "call log, call transcripts",
};

function CallsPageContent() {
  const agents = useAgents();
  const ownAgents = agents.data ?? [];
  const [, navigate] = useLocation();
  // The open call lives in the address (/calls?call=…), so the link at the end of a test call opens it.
  const openCallId = openCallIdFrom(useSearch());
  return (
    <>
      {agents.isError ? (
        <RetryNotice title="Error loading agents" className="mb-8" onRetry={() => void agents.refetch()}>
          Your calls are listed below, but filtering by agent and test calls need your agents.
        </RetryNotice>
      ) : null}
      <div className="flex flex-col gap-12">
        <CallStatsSection agents={ownAgents} />
        <CallLogSection
          agents={ownAgents}
          onOpenCall={(callId) => navigate(callLogPath(callId), { replace: true })}
        />
      </div>
      <CallDetailDialog callId={openCallId} onClose={() => navigate(CALLS_PATH, { replace: true })} />
    </>
  );
}

/** The Calls page: totals of the last 30 days with a chart, the call log and each call. */
export function CallsPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <SignedInPage
      width="wide"
      title="Calls"
      description="Every call your agents answer, phone or test, with its transcript, message and cost."
    >
      <CallsPageContent />
    </SignedInPage>
  );
}

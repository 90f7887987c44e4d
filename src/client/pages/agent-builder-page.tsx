import { Suspense, useCallback, useState } from "react";
import type { Agent } from "../../shared/api/agents";
import type { PublicUser } from "../../shared/api/auth";
import {
  configurationPrefill,
  findAgentToUpdate,
  matchCriteriaOf,
} from "../features/agent-builder/agent-matching";
import { ChatPanel } from "../features/agent-builder/chat-panel";
import { SetupDisclosure, SetupSidePanel } from "../features/agent-builder/setup-panel";
import { useAgentBuilder } from "../features/agent-builder/use-agent-builder";
import { useAgents } from "../features/agents/agents-api";
import { useAddFaqLink } from "../features/knowledge/use-add-faq-link";
import { AppShell } from "../features/shell/app-shell";
import { ACTIVE_AGENTS_HEADING_ID } from "../features/sidebar/active-agents-section";
import { AgentToolsSidebar } from "../features/sidebar/agent-tools-sidebar";
import { useMediaQuery } from "../hooks/use-media-query";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { lazyComponent } from "../lazy-component";
import { ErrorBoundary } from "../ui/error-boundary";
import { lazyDialog, usePreloadWhenIdle } from "../ui/lazy-dialog";

const PAGE_METADATA: PageMetadata = {
  title: "Dashboard | Switchboard",
  description: "Create and manage the AI agents that answer your business phone calls.",
  keywords: "dashboard",
};

// The screen's dialogs are closed when it loads, so their code waits for the first paint (decision 0015).
const ConfigureAgentDialog = lazyDialog(() =>
  import("../features/agents/configure-agent-dialog").then((module) => module.ConfigureAgentDialog),
);
const BalanceManagerDialog = lazyDialog(() =>
  import("../features/billing/balance-manager-dialog").then((module) => module.BalanceManagerDialog),
);
const ClearHistoryDialog = lazyDialog(() =>
  import("../features/history/clear-history-dialog").then((module) => module.ClearHistoryDialog),
);
const AgentRequestDialog = lazyDialog(() =>
  import("../features/chat/agent-request-dialog").then((module) => module.AgentRequestDialog),
);
const DeleteAgentDialog = lazyDialog(
  () => import("../features/agents/delete-agent-dialog").then((module) => module.DeleteAgentDialog),
  (props) => props.agent !== null,
);

// The glance at the appointment book loads after the screen: its code would push the screen's
// first load past its budget.
const NextBookingsCard = lazyComponent(() =>
  import("../features/bookings/next-bookings-card").then((module) => module.NextBookingsCard),
);

type OpenDialog = "configure" | "balance" | "clearHistory" | "agentRequest" | null;

// The setup panel sits beside the chat from Tailwind's lg breakpoint.
const WIDE_VIEWPORT_QUERY = "(min-width: 1024px)";

/** The main screen, where owners build agents by chatting and filling in a form. */
export function AgentBuilderPage({ user }: { user: PublicUser }) {
  usePageMetadata(PAGE_METADATA);
  usePreloadWhenIdle(
    ConfigureAgentDialog,
    BalanceManagerDialog,
    ClearHistoryDialog,
    AgentRequestDialog,
    DeleteAgentDialog,
  );
  const isPlus = user.subscriptionPlan === "plus";
  const isWide = useMediaQuery(WIDE_VIEWPORT_QUERY);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [agentToDelete, setAgentToDelete] = useState<Agent | null>(null);
  const openConfiguration = useCallback(() => setOpenDialog("configure"), []);
  const openBalanceManager = useCallback(() => setOpenDialog("balance"), []);
  const builder = useAgentBuilder({
    username: user.username,
    onNeedsConfiguration: openConfiguration,
    onNeedsBalance: openBalanceManager,
  });
  const agents = useAgents();
  const faqQuestion = useAddFaqLink(agents.data, builder.openAgent, openConfiguration);
  const dialogOpenChange = (dialog: Exclude<OpenDialog, null>) => (open: boolean) => {
    setOpenDialog(open ? dialog : null);
    if (!open && dialog === "configure") faqQuestion.clear();
  };
  // The Knowledge section edits the agent this chat would update, else the draft's facts.
  const knowledgeAgent = findAgentToUpdate(agents.data ?? [], matchCriteriaOf(builder.state));

  return (
    <AppShell
      user={user}
      sidebar={(view) => (
        <AgentToolsSidebar
          view={view}
          plan={user.subscriptionPlan}
          currentSessionId={builder.state.sessionId}
          onNewAgent={builder.startNewAgent}
          onOpenAgent={(agent) => void builder.openAgent(agent)}
          onDeleteAgent={setAgentToDelete}
          onOpenBalanceManager={openBalanceManager}
          onOpenConversation={builder.openConversation}
          onClearHistory={() => setOpenDialog("clearHistory")}
        />
      )}
    >
      {() => (
        <div className="flex h-full min-w-0">
          <section aria-label="Chat with the assistant" className="flex min-w-0 flex-1 flex-col">
            {/* The screen's title for screen readers; the chat itself says what to do. */}
            <h1 className="sr-only">Build your AI call agent</h1>
            {isWide ? null : <SetupDisclosure builder={builder} isPlus={isPlus} />}
            {agents.data && agents.data.length > 0 ? (
              // While its code loads the card takes no room; if it cannot load, the screen does without it.
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <NextBookingsCard agents={agents.data} />
                </Suspense>
              </ErrorBoundary>
            ) : null}
            <ChatPanel
              builder={builder}
              agents={agents.data}
              isPlus={isPlus}
              onConfigure={openConfiguration}
              onRequestAgent={() => setOpenDialog("agentRequest")}
            />
          </section>
          {isWide ? <SetupSidePanel builder={builder} isPlus={isPlus} /> : null}

          <ConfigureAgentDialog
            open={openDialog === "configure"}
            onOpenChange={dialogOpenChange("configure")}
            initialValues={configurationPrefill(builder.state, agents.data ?? [])}
            knowledge={{
              agentId: knowledgeAgent?.id ?? null,
              pendingFacts: [...builder.state.knowledge, ...builder.state.suggestedFacts],
              faqQuestion: faqQuestion.question,
              onSavedToAgent: builder.handleKnowledgeSaved,
            }}
            onSubmit={builder.submitConfiguration}
          />
          <BalanceManagerDialog open={openDialog === "balance"} onOpenChange={dialogOpenChange("balance")} />
          <ClearHistoryDialog
            open={openDialog === "clearHistory"}
            onOpenChange={dialogOpenChange("clearHistory")}
            onCleared={builder.handleHistoryCleared}
          />
          <AgentRequestDialog
            open={openDialog === "agentRequest"}
            onOpenChange={dialogOpenChange("agentRequest")}
            user={user}
            context={{
              phoneNumber: builder.state.phone.phoneNumber,
              messages: builder.state.messages,
              reputationManagement: builder.state.settings.reputationManagement,
            }}
          />
          <DeleteAgentDialog
            agent={agentToDelete}
            onOpenChange={(open) => {
              if (!open) setAgentToDelete(null);
            }}
            onDeleted={builder.handleAgentDeleted}
            focusAfterDeletion={() => document.getElementById(ACTIVE_AGENTS_HEADING_ID)?.focus()}
          />
        </div>
      )}
    </AppShell>
  );
}

import { AlertTriangle, LifeBuoy, Rocket, Settings2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Agent } from "../../../shared/api/agents";
import { Button } from "../../ui/button";
import { ChatInput } from "../chat/chat-input";
import { MessageList } from "../chat/message-list";
import {
  configurationPrefill,
  findAgentToUpdate,
  isAgentOfConversationDeleted,
  matchCriteriaOf,
} from "./agent-matching";
import { canCreateAgent, formHoldsUnsavedValues, missingFrom } from "./builder-state";
import type { AgentBuilder } from "./use-agent-builder";

function DeletedAgentBanner() {
  return (
    <div
      role="status"
      className="mx-3 mt-3 flex items-start gap-3 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm sm:mx-6"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-text" />
      <p>
        <span className="font-semibold text-warning-text">The agent of this conversation was deleted.</span>{" "}
        It no longer answers calls. Review it with Configure Agent to create it again, or start a New AI
        Agent.
      </p>
    </div>
  );
}

// A spinner with words while the assistant types and during the ~15 s creation.
function activityOf(builder: AgentBuilder): string | null {
  if (builder.creationKind === "create") return "Creating your agent… this takes about 15 seconds.";
  if (builder.creationKind === "update") return "Updating your agent… this takes about 15 seconds.";
  if (builder.creationKind === "settings") return "Applying your agent's new settings…";
  if (builder.isAwaitingReply) return "The assistant is typing…";
  return null;
}

/**
 * What stands between the owner and Create Agent, judged by what the Configure Agent form holds, so
 * the hint never asks for a value the form already shows.
 */
function NextStepHint({ builder, agents }: { builder: AgentBuilder; agents: readonly Agent[] | undefined }) {
  const { state } = builder;
  if (builder.creationKind !== null || canCreateAgent(state)) return null;
  if (state.isAgentCreated) {
    return (
      <p className="text-xs text-muted-foreground">
        Your agent is saved. Change it any time with Configure Agent.
      </p>
    );
  }
  const formValues = configurationPrefill(state, agents ?? []);
  const missing = missingFrom(formValues, state.phone.phoneNumber);
  const isSaveAway = formHoldsUnsavedValues(state, formValues);
  if (missing.length === 0 && !isSaveAway) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {missing.length > 0
        ? `Please complete the configuration first. Still needed: ${missing.join(", ")}.`
        : null}
      {isSaveAway && missing.length > 0 ? " " : null}
      {isSaveAway
        ? missing.some((label) => label !== "phone number")
          ? "The assistant has filled in part of the form: open Configure Agent to check it and save it."
          : "The form is filled in: open Configure Agent to check it and save it."
        : null}
    </p>
  );
}

/**
 * A keyboard user who starts a creation keeps a place: the buttons stay focusable while it runs (they
 * are aria-disabled, not disabled), and when Create Agent goes away with the agent created, focus moves
 * to the message box instead of dropping to the page. A pointer user's focus is left alone, so a phone
 * does not raise its keyboard.
 */
function useFocusKeptThroughCreation(isCreating: boolean) {
  const barRef = useRef<HTMLDivElement>(null);
  const keyboardStarted = useRef(false);
  useEffect(() => {
    const bar = barRef.current;
    if (isCreating) {
      keyboardStarted.current = bar?.querySelector(":focus-visible") !== null;
    } else if (keyboardStarted.current) {
      keyboardStarted.current = false;
      if (document.activeElement === document.body) bar?.parentElement?.querySelector("textarea")?.focus();
    }
  }, [isCreating]);
  return barRef;
}

/** The message list and the input bar with the Create Agent and Configure Agent buttons. */
export function ChatPanel({
  builder,
  agents,
  isPlus,
  onConfigure,
  onRequestAgent,
}: {
  builder: AgentBuilder;
  /** The owner's agents, once loaded; undefined while they load or when they failed to load. */
  agents: readonly Agent[] | undefined;
  isPlus: boolean;
  onConfigure: () => void;
  onRequestAgent: () => void;
}) {
  const { state } = builder;
  const isCreating = builder.creationKind !== null;
  const actionBarRef = useFocusKeptThroughCreation(isCreating);
  const isUpdate = findAgentToUpdate(agents ?? [], matchCriteriaOf(state)) !== undefined;
  const showDeletedBanner =
    agents !== undefined &&
    isAgentOfConversationDeleted({
      agents,
      messages: state.messages,
      savedConversationId: state.savedConversationId,
      sessionId: state.sessionId,
    });

  return (
    <>
      {showDeletedBanner ? <DeletedAgentBanner /> : null}
      <MessageList
        messages={state.messages}
        isLoading={builder.isLoadingConversation}
        isPlus={isPlus}
        activity={activityOf(builder)}
      />
      <div className="flex shrink-0 flex-col gap-2 border-t border-border px-3 py-3 sm:px-6">
        <div ref={actionBarRef} className="flex flex-wrap items-center gap-2">
          {/* Create Agent shows only when the configuration is complete and not yet created. */}
          {canCreateAgent(state) ? (
            <Button
              variant={isPlus ? "plus" : "primary"}
              size="sm"
              aria-disabled={isCreating}
              onClick={isCreating ? undefined : builder.createAgent}
            >
              <Rocket aria-hidden="true" className="size-4" />
              {isUpdate ? "Update Agent" : "Create Agent"}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={isCreating}
            onClick={isCreating ? undefined : onConfigure}
          >
            <Settings2 aria-hidden="true" className="size-4" />
            Configure Agent
          </Button>
          <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={onRequestAgent}>
            <LifeBuoy aria-hidden="true" className="size-4 max-sm:hidden" />
            Request Custom Agent
          </Button>
        </div>
        <NextStepHint builder={builder} agents={agents} />
        <ChatInput
          onSend={builder.sendMessage}
          isBusy={builder.isAwaitingReply || isCreating}
          isPlus={isPlus}
        />
      </div>
    </>
  );
}

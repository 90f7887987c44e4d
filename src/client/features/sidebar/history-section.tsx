import type { Conversation } from "../../../shared/api/conversations";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { monthDay } from "../../dates";
import { Button } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { useConversations } from "../chat/conversations-api";
import { conversationMatchesSearch, conversationTitle } from "./sidebar-search";
import { SidebarQueryList, SidebarSection } from "./sidebar-section";

export const HISTORY_HEADING_ID = "sidebar-history";

function ConversationRow({
  conversation,
  isCurrent,
  onOpen,
}: {
  conversation: Conversation;
  isCurrent: boolean;
  onOpen: () => void;
}) {
  const title = conversationTitle(conversation);
  const phoneNumber = conversation.phoneNumber ? formatPhoneNumber(conversation.phoneNumber) : null;
  // A chat with nothing of the owner's in it is titled by its number, which the details then leave out.
  const details = [monthDay(new Date(conversation.updatedAt)), phoneNumber === title ? null : phoneNumber]
    .filter(Boolean)
    .join(" · ");
  return (
    <li>
      <button
        type="button"
        aria-current={isCurrent ? "true" : undefined}
        onClick={onOpen}
        className={cn(
          "flex min-h-12 w-full flex-col items-start gap-0.5 rounded-md px-2 py-1.5 text-left",
          isCurrent ? "bg-surface-hover" : "hover:bg-surface-hover",
        )}
      >
        <span className="w-full truncate text-sm">{title}</span>
        <span className="w-full truncate text-xs text-muted-foreground">{details}</span>
      </button>
    </li>
  );
}

export function HistorySection({
  query,
  currentSessionId,
  onOpenConversation,
  onClearHistory,
}: {
  query: string;
  currentSessionId: string;
  onOpenConversation: (conversation: Conversation) => void;
  onClearHistory: () => void;
}) {
  const conversations = useConversations();
  const hasHistory = (conversations.data?.length ?? 0) > 0;
  return (
    <SidebarSection
      id={HISTORY_HEADING_ID}
      title="History"
      aside={
        // Disabled rather than removed when empty, so focus can come back to it after clearing.
        <Button
          variant="ghost"
          size="sm"
          className="text-xs text-muted-foreground"
          aria-disabled={!hasHistory}
          onClick={() => {
            if (hasHistory) onClearHistory();
          }}
        >
          Clear All History
        </Button>
      }
    >
      <SidebarQueryList
        query={conversations}
        matches={(conversation) => conversationMatchesSearch(conversation, query)}
        failure="Error loading history"
        empty="No conversations yet. Your chats with the assistant are kept here."
        noMatch="No conversation matches your search."
      >
        {(conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            isCurrent={conversation.sessionId === currentSessionId}
            onOpen={() => onOpenConversation(conversation)}
          />
        )}
      </SidebarQueryList>
    </SidebarSection>
  );
}

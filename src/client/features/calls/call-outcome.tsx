import {
  CalendarCheck,
  ClipboardList,
  type LucideIcon,
  MessageCircleQuestion,
  MessageSquareText,
  Send,
} from "lucide-react";
import type { ReactNode } from "react";
import type { CallDetail } from "../../../shared/api/calls";
import { addFaqPath } from "../../../shared/knowledge-links";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { cn } from "../../ui/class-names";
import { detailLabel } from "./call-labels";

function OutcomeSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A section of things the call left, each on a card, in the call's order; nothing when there are none. */
function OutcomeList<Item>({
  title,
  icon,
  items,
  itemClassName,
  children,
}: {
  title: string;
  icon: LucideIcon;
  items: readonly Item[];
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <OutcomeSection title={title} icon={icon}>
      <ul className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: what a call left has no id of its own and keeps its order; one booking may change twice.
            key={index}
            className={cn("rounded-lg border border-border bg-surface-raised p-3 text-sm", itemClassName)}
          >
            {children(item)}
          </li>
        ))}
      </ul>
    </OutcomeSection>
  );
}

/** "Urgent message taken, partly": the message's flags, as the section's title says them. */
function messageTitle(message: CallDetail["message"]): string {
  const title = message?.urgent ? "Urgent message taken" : "Message taken";
  return message?.partial ? `${title}, partly` : title;
}

const BOOKING_ACTIONS: Record<CallDetail["bookings"][number]["action"], string> = {
  book: "Booked",
  move: "Moved",
  cancel: "Cancelled",
};

/**
 * What the call left behind: the message taken, the questions the agent passed to the team,
 * bookings, workflow items and the texts sent.
 */
export function CallOutcome({
  call,
}: {
  call: Pick<
    CallDetail,
    "agentId" | "message" | "workflowItems" | "sms" | "bookings" | "unansweredQuestions"
  >;
}) {
  return (
    <div className="flex flex-col gap-5">
      <OutcomeSection title={messageTitle(call.message)} icon={MessageSquareText}>
        {call.message?.urgent ? (
          <p className="text-sm text-warning-text">
            The caller reported an emergency; its mail to you was marked URGENT.
          </p>
        ) : null}
        {call.message?.partial ? (
          <p className="text-sm text-warning-text">
            The call ended before the caller gave everything; the reason says what is missing.
          </p>
        ) : null}
        {call.message ? (
          <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-border bg-surface-raised p-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Name</dt>
            <dd>{call.message.callerName || "Not given"}</dd>
            <dt className="text-muted-foreground">Call back</dt>
            <dd className="tabular-nums">
              {call.message.callbackNumber ? formatPhoneNumber(call.message.callbackNumber) : "Not given"}
            </dd>
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words">{call.message.reason || "Not given"}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">The agent took no message on this call.</p>
        )}
      </OutcomeSection>

      <OutcomeList
        title="Questions the agent could not answer"
        icon={MessageCircleQuestion}
        items={call.unansweredQuestions}
        itemClassName="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
      >
        {(question) => (
          <>
            <span className="break-words">&ldquo;{question}&rdquo;</span>
            {call.agentId ? (
              // A page load, not an in-app route: the agent's page reads the question from
              // the address as it opens, as it does for the mail's link.
              <a
                href={addFaqPath(call.agentId, question)}
                className="shrink-0 font-medium text-primary-text underline"
              >
                Add as FAQ
              </a>
            ) : null}
          </>
        )}
      </OutcomeList>

      <OutcomeList title="Bookings" icon={CalendarCheck} items={call.bookings}>
        {(change) => (
          <>
            <p className="font-medium">
              {BOOKING_ACTIONS[change.action]}: {change.service} for {change.callerName}
            </p>
            <p className="mt-1 text-muted-foreground">{change.when}</p>
          </>
        )}
      </OutcomeList>

      <OutcomeList title="Workflow items" icon={ClipboardList} items={call.workflowItems}>
        {(item) => (
          <>
            <p className="font-medium">{item.summary}</p>
            {Object.keys(item.details).length > 0 ? (
              <dl className="mt-1.5 grid gap-x-4 gap-y-0.5 text-muted-foreground sm:grid-cols-[auto_1fr]">
                {Object.entries(item.details).map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt>{detailLabel(key)}</dt>
                    <dd className="break-words text-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </>
        )}
      </OutcomeList>

      <OutcomeList title="Texts sent" icon={Send} items={call.sms}>
        {(sms) => (
          <>
            <p className="text-muted-foreground">To {formatPhoneNumber(sms.to)}</p>
            <p className="mt-1 break-words">{sms.body}</p>
          </>
        )}
      </OutcomeList>
    </div>
  );
}

import { CalendarCheck, ClipboardList, MessageSquareText, Send } from "lucide-react";
import type { ReactNode } from "react";
import type { CallDetail } from "../../../shared/api/calls";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { detailLabel } from "./call-labels";

function OutcomeSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

const iconClasses = "size-4 text-muted-foreground";

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

/** What the call left behind: the message taken, bookings, workflow items and the texts sent. */
export function CallOutcome({
  call,
}: {
  call: Pick<CallDetail, "message" | "workflowItems" | "sms" | "bookings">;
}) {
  return (
    <div className="flex flex-col gap-5">
      <OutcomeSection
        title={messageTitle(call.message)}
        icon={<MessageSquareText aria-hidden="true" className={iconClasses} />}
      >
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

      {call.bookings.length > 0 ? (
        <OutcomeSection title="Bookings" icon={<CalendarCheck aria-hidden="true" className={iconClasses} />}>
          <ul className="flex flex-col gap-2">
            {call.bookings.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one booking may change twice on a call; the order is kept.
              <li key={index} className="rounded-lg border border-border bg-surface-raised p-3 text-sm">
                <p className="font-medium">
                  {BOOKING_ACTIONS[change.action]}: {change.service} for {change.callerName}
                </p>
                <p className="mt-1 text-muted-foreground">{change.when}</p>
              </li>
            ))}
          </ul>
        </OutcomeSection>
      ) : null}

      {call.workflowItems.length > 0 ? (
        <OutcomeSection
          title="Workflow items"
          icon={<ClipboardList aria-hidden="true" className={iconClasses} />}
        >
          <ul className="flex flex-col gap-2">
            {call.workflowItems.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: workflow items have no id and keep their order.
              <li key={index} className="rounded-lg border border-border bg-surface-raised p-3 text-sm">
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
              </li>
            ))}
          </ul>
        </OutcomeSection>
      ) : null}

      {call.sms.length > 0 ? (
        <OutcomeSection title="Texts sent" icon={<Send aria-hidden="true" className={iconClasses} />}>
          <ul className="flex flex-col gap-2">
            {call.sms.map((sms, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: texts have no id and keep their order.
              <li key={index} className="rounded-lg border border-border bg-surface-raised p-3 text-sm">
                <p className="text-muted-foreground">To {formatPhoneNumber(sms.to)}</p>
                <p className="mt-1 break-words">{sms.body}</p>
              </li>
            ))}
          </ul>
        </OutcomeSection>
      ) : null}
    </div>
  );
}

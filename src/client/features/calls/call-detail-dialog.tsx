import type { ReactNode } from "react";
import type { CallDetail } from "../../../shared/api/calls";
import { LANGUAGE_LABELS, LANGUAGES } from "../../../shared/catalog/agents";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { QueryResult } from "../../api/query-result";
import { cn } from "../../ui/class-names";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Skeleton } from "../../ui/skeleton";
import { formatCallDuration, spokenCallDuration } from "./call-cost";
import { CallCostBreakdown } from "./call-cost-breakdown";
import { callerLabel, formatCallTime } from "./call-labels";
import { CallOutcome } from "./call-outcome";
import { useCall } from "./calls-api";
import { FULL_SCREEN_ON_PHONES } from "./dialog-layout";
import { TranscriptView } from "./transcript-view";

function languageLabel(language: string): string {
  const known = LANGUAGES.find((option) => option === language);
  return known ? LANGUAGE_LABELS[known] : language;
}

function CallFacts({ call }: { call: CallDetail }) {
  const facts = [
    ["Agent", `${call.agentName} · ${call.businessName}`],
    ["Agent number", formatPhoneNumber(call.agentNumber)],
    ["Caller", callerLabel(call)],
    ["Started", formatCallTime(call.startedAt)],
    ["Language", languageLabel(call.language)],
  ] as const;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
      <div>
        <dt className="text-muted-foreground">Duration</dt>
        <dd className="tabular-nums">
          {call.status === "in_progress" ? (
            "In progress"
          ) : (
            <>
              <span aria-hidden="true">{formatCallDuration(call.durationSeconds)}</span>
              <span className="sr-only">{spokenCallDuration(call.durationSeconds)}</span>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("flex flex-col gap-2", className)}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function CallDetailBody({ detail }: { detail: CallDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <CallFacts call={detail} />
      <DetailSection title="Transcript">
        <div className="rounded-lg border border-border bg-background/60 p-3">
          {detail.transcript.length > 0 ? (
            <TranscriptView
              transcript={detail.transcript}
              agentName={detail.agentName}
              callerName={detail.source === "test" ? "You" : "Caller"}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Nothing was said on this call.</p>
          )}
        </div>
      </DetailSection>
      <CallOutcome call={detail} />
      <DetailSection title="Cost">
        <CallCostBreakdown cost={detail.cost} />
      </DetailSection>
    </div>
  );
}

function CallDetailQuery({ callId }: { callId: string }) {
  const call = useCall(callId);
  return (
    <QueryResult
      query={call}
      loadingLabel="Loading the call"
      loadingClassName="flex flex-col gap-3"
      skeleton={
        <>
          <Skeleton className="h-20" />
          <Skeleton className="h-40" />
          <Skeleton className="h-24" />
        </>
      }
      failureTitle="This call could not be loaded"
    >
      {(detail) => <CallDetailBody detail={detail} />}
    </QueryResult>
  );
}

/** One call's transcript, message, workflow items, texts and cost. */
export function CallDetailDialog({ callId, onClose }: { callId: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={callId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {callId !== null ? (
        <DialogContent title="Call details" className={cn(FULL_SCREEN_ON_PHONES, "sm:max-w-2xl")}>
          <CallDetailQuery callId={callId} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

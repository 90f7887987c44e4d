import type { CallDetail, CallSummary } from "../../shared/api/calls";
import { centsToDollars } from "../../shared/catalog/billing";
import type { calls } from "../db/schema";
import { bookingChangesOf } from "./call-engine/booking-changes";

// A call as the call log, the owner's mails, the webhooks and the account export show it.

type CallRow = typeof calls.$inferSelect;

function costOf(row: CallRow) {
  const total = row.voiceCents + row.aiCents + row.smsCents + row.workflowCents;
  return {
    voice: centsToDollars(row.voiceCents),
    ai: centsToDollars(row.aiCents),
    sms: centsToDollars(row.smsCents),
    workflow: centsToDollars(row.workflowCents),
    total: centsToDollars(total),
    unpaid: centsToDollars(row.unpaidCents),
  };
}

export function toCallSummary(row: CallRow): CallSummary {
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: row.agentName,
    businessName: row.businessName,
    agentNumber: row.agentNumber,
    source: row.source,
    callerNumber: row.callerNumber,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    language: row.language,
    status: row.status,
    messageTaken: row.message !== null,
    urgentMessage: row.message?.urgent === true,
    cost: costOf(row),
  };
}

export function toCallDetail(row: CallRow): CallDetail {
  return {
    ...toCallSummary(row),
    transcript: row.transcript,
    message: row.message ?? null,
    workflowItems: row.workflowItems,
    sms: row.sms,
    bookings: bookingChangesOf(row.engineState),
    unansweredQuestions: row.engineState.unansweredQuestions ?? [],
  };
}

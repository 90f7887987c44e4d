import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { centsToDollars } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { type agents, calls, type TranscriptTurn } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import type { Telephony } from "../integrations/telephony/telephony";
import { createAbandonedCalls } from "./abandoned-calls";
import { bookPartsOf, type TurnAppointments } from "./call-appointments";
import { minuteCharges, smsCents, startedMinutes, workflowCents } from "./call-billing";
import type { CallTurnResult, TurnCall } from "./call-control";
import { createCallControl } from "./call-control";
import { keptAtCallEnd, mailedWhenTaken } from "./call-engine/call-end";
import { messageToStore } from "./call-engine/taken-message";
import { wholeTurn } from "./call-engine/turn-stream";
import {
  AGENT_PROFILE_FIELDS,
  type AgentProfile,
  type ConversationEngine,
  type EngineTurn,
} from "./call-engine/types";
import { createCallMails } from "./call-mails";
import { createCallTransfers } from "./call-transfers";
import { createTurnReads } from "./call-turn-reads";
import { createTurnRunner, type TurnKnowledge, type TurnObservers } from "./call-turns";
import { toCallSummary } from "./call-views";
import { completeCall } from "./call-webhooks";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import { agentCallErrorMail } from "./mail-templates";
import type { NotificationService } from "./notifications";
import type { FailureLog } from "./service-deps";
import { createTurnsUnderWay } from "./turns-under-way";
import type { WebhookQueue } from "./webhook-queue";

type CallRow = typeof calls.$inferSelect;

// The call log's views of a call, used here and by the mails, the webhooks and the export.
export { toCallDetail, toCallSummary } from "./call-views";

// What billing needs to know of a call without reading its transcript.
const billingColumns = { id: calls.id, startedAt: calls.startedAt, billedMinutes: calls.billedMinutes };
type BillingView = { id: string; startedAt: Date; billedMinutes: number };
type AgentRow = typeof agents.$inferSelect;

type Deps = {
  db: Db;
  clock: Clock;
  engine: ConversationEngine;
  telephony: Telephony;
  mailer: Mailer;
  /** Auto-recharge and pausing after the call's charges. */
  reconcileBalance: (userId: string) => Promise<void>;
  notifications: NotificationService;
  /** PUBLIC_URL: the message mail links to the call when the server knows its own address. */
  publicUrl: string | undefined;
  /** The operator's metrics of turns. */
  observers?: TurnObservers;
  /** What a turn finds of what its agent knows. */
  knowledge: TurnKnowledge;
  /** Where failures that must not stop a turn are reported (a knowledge search that failed). */
  log: FailureLog;
  /** How long a turn waits for its knowledge search (KNOWLEDGE_WAIT_MS). */
  knowledgeWaitMs: number;
  /** The owner's webhooks of a call's end and of a transfer's, stored with the change. */
  webhooks: Pick<WebhookQueue, "enqueue">;
  /** The agent's appointment book for a turn's caller, when it is on. */
  appointments?: TurnAppointments;
};

/** The transcript with turns (a JSON array) added at its end, without reading it back. */
// How long a call's end waits for the words it is still answering: a built-in turn takes
// milliseconds and a model turn a few seconds, and Twilio gives its status callback 15 seconds.
const END_WAITS_FOR_TURN_MS = 10_000;

const appendedToTranscript = (turns: unknown) => sql`${calls.transcript} || ${turns}::jsonb`;

function profileOf(agent: AgentRow): AgentProfile {
  return Object.fromEntries(AGENT_PROFILE_FIELDS.map((field) => [field, agent[field]])) as AgentProfile;
}

/**
 * A call's life — started by a phone webhook or a test call, turned by
 * the conversation engine, billed per started minute, and
 * kept in the call log with its transcript, message, workflow items and cost.
 */
export function createCallService({
  db,
  clock,
  engine,
  telephony,
  mailer,
  reconcileBalance,
  notifications,
  publicUrl,
  observers = {},
  knowledge,
  log,
  knowledgeWaitMs,
  webhooks,
  appointments,
}: Deps) {
  const mails = createCallMails({ db, mailer, publicUrl });
  /**
   * Charges what the call owes so far: every started minute, and at the end its
   * texts and workflow items. The balance never goes below zero: what it cannot
   * cover is recorded as unpaid, and the call is told to end.
   */
  async function bill(
    known: BillingView,
    final: boolean,
    endedAt: Date = clock(),
  ): Promise<{ call: CallRow | null; balanceRanOut: boolean }> {
    // A turn inside an already billed minute costs no database work at all.
    const elapsedNow = (endedAt.getTime() - known.startedAt.getTime()) / 1000;
    if (!final && startedMinutes(elapsedNow) <= known.billedMinutes)
      return { call: null, balanceRanOut: false };
    const callId = known.id;
    let debited = false;
    const result = await db.transaction(async (tx) => {
      const [call] = await tx.select().from(calls).where(eq(calls.id, callId)).for("update");
      if (!call) throw new DomainError("CallNotFound");
      const elapsedSeconds = (endedAt.getTime() - call.startedAt.getTime()) / 1000;
      const minutes = startedMinutes(elapsedSeconds);
      const newMinutes = Math.max(0, minutes - call.billedMinutes);
      const minuteCost = minuteCharges(newMinutes);
      // While a person of the owner's talks with a caller put through to them, no agent is on the
      // line: those minutes are voice only.
      const agentMinutes = startedMinutes(elapsedSeconds - (call.engineState?.transfer?.talkedSeconds ?? 0));
      const aiDue = Math.max(0, minuteCharges(agentMinutes).aiCents - call.aiCents);
      const smsDue = final ? call.sms.reduce((sum, sms) => sum + smsCents(sms.body), 0) - call.smsCents : 0;
      const workflowDue = final ? workflowCents(call.workflowItems.length) - call.workflowCents : 0;
      const due = minuteCost.voiceCents + aiDue + Math.max(0, smsDue) + Math.max(0, workflowDue);
      let unpaid = 0;
      if (due > 0) {
        const account = await ledger.lockAccount(tx, call.userId);
        const payable = Math.min(account.balanceCents, due);
        unpaid = due - payable;
        if (payable > 0) {
          debited = true;
          await ledger.debit(tx, call.userId, payable, {
            kind: "call_usage",
            reference: `${call.id}:${minutes}:${final ? "final" : "minute"}`,
            description: `Call ${call.callerNumber} with ${call.agentName}`,
          });
        }
      }
      const [updated] = await tx
        .update(calls)
        .set({
          billedMinutes: Math.max(call.billedMinutes, minutes),
          voiceCents: call.voiceCents + minuteCost.voiceCents,
          aiCents: call.aiCents + aiDue,
          smsCents: call.smsCents + Math.max(0, smsDue),
          workflowCents: call.workflowCents + Math.max(0, workflowDue),
          unpaidCents: call.unpaidCents + unpaid,
          durationSeconds: Math.max(call.durationSeconds, Math.round(elapsedSeconds)),
        })
        .where(eq(calls.id, callId))
        .returning();
      const balance = await ledger.balanceCents(tx, call.userId);
      return { call: updated!, balanceRanOut: unpaid > 0 || balance === 0 };
    });
    if (debited) await reconcileBalance(result.call.userId);
    return result;
  }

  /**
   * Appends the turn to the transcript in the database (jsonb ||), so a turn never
   * reads the whole transcript back: a phone turn has 20 ms. A call that ended while the turn
   * ran is left as its end kept it (undefined is returned): a late turn never replaces its message.
   */
  async function record(
    callId: string,
    turn: EngineTurn,
    callerText: string | null,
    agentNumber: string,
  ): Promise<(BillingView & { agentId: string | null }) | undefined> {
    const at = clock().toISOString();
    const newTurns: TranscriptTurn[] = [
      ...(callerText !== null ? [{ speaker: "caller" as const, text: callerText, at }] : []),
      // A turn the caller cut before hearing any of it leaves no words of the agent's.
      ...(turn.say ? [{ speaker: "agent" as const, text: turn.say, at }] : []),
    ];
    const [updated] = await recordStatement.execute({
      callId,
      newTurns: JSON.stringify(newTurns),
      engineState: JSON.stringify(turn.state),
      message:
        turn.state.message && JSON.stringify(messageToStore(turn.state.message, agentNumber, turn.state)),
      workflowItems: JSON.stringify(turn.state.workflowItems),
      sms: JSON.stringify(turn.state.sms),
      language: turn.language,
    });
    return updated;
  }

  /**
   * Ends a call once: final charges, the review texts, and the owner's message mail.
   * `durationSeconds` is the carrier's count (Twilio's CallDuration); `endedAt`, when
   * the call was last alive (an abandoned test call).
   */
  async function finish(
    callId: string,
    timing: { durationSeconds?: number | undefined; endedAt?: Date } = {},
  ): Promise<CallRow> {
    const [current] = await db.select().from(calls).where(eq(calls.id, callId));
    if (!current) throw new DomainError("CallNotFound");
    if (current.status === "completed") return current;
    const endedAt =
      timing.durationSeconds !== undefined
        ? new Date(current.startedAt.getTime() + timing.durationSeconds * 1000)
        : (timing.endedAt ?? clock());
    const { call } = await bill(current, true, endedAt);
    // Whatever ended the call, what the caller gave is kept: a partial message is marked so.
    const kept = keptAtCallEnd(current.engineState);
    const ended = await completeCall(db, webhooks, callId, {
      message: kept && messageToStore(kept, current.agentNumber, current.engineState),
      endedAt,
      durationSeconds:
        timing.durationSeconds ?? Math.round((endedAt.getTime() - current.startedAt.getTime()) / 1000),
    });
    if (!ended) return call ?? current;
    for (const sms of ended.sms) {
      await telephony.sendSms({ from: ended.agentNumber, to: sms.to, body: sms.body });
    }
    // The owner gets a mail per call that left a message, a request or a question the agent could
    // not answer, unless its urgent message was mailed as it was taken and the call left nothing since.
    const questions = ended.engineState.unansweredQuestions?.length ?? 0;
    const mailedAlready =
      mailedWhenTaken(current.engineState, kept) && ended.workflowItems.length === 0 && questions === 0;
    const leftSomething = ended.message || ended.workflowItems.length > 0 || questions > 0;
    if (leftSomething && !mailedAlready) await mails.mailMessage(ended);
    return ended;
  }

  // The turn is appended with jsonb ||, so the transcript is never read back.
  const readForTurn = createTurnReads(db);
  const recordStatement = db
    .update(calls)
    .set({
      transcript: appendedToTranscript(sql.placeholder("newTurns")),
      engineState: sql`${sql.placeholder("engineState")}::jsonb`,
      message: sql`${sql.placeholder("message")}::jsonb`,
      workflowItems: sql`${sql.placeholder("workflowItems")}::jsonb`,
      sms: sql`${sql.placeholder("sms")}::jsonb`,
      language: sql`${sql.placeholder("language")}`,
      // The caller spoke (or the engine did), so a later silence is prompted afresh.
      silencePrompts: 0,
    })
    .where(and(eq(calls.id, sql.placeholder("callId")), eq(calls.status, "in_progress")))
    .returning({ ...billingColumns, agentId: calls.agentId })
    .prepare("record_call_turn");

  const recordedTurn = createTurnRunner({
    engine,
    clock,
    profileOf,
    record,
    bill,
    finish,
    mailUrgentMessage: mails.mailUrgentMessage,
    // The model failing during a call is an agentErrors mail, once per call (the engine marks the
    // call the first time it takes a message for a failed model turn).
    reportModelFailure: (call) =>
      notifications.notify(call.userId, "agentErrors", (owner) =>
        agentCallErrorMail(owner, {
          agentName: call.agentName,
          source: call.source,
          callerNumber: call.callerNumber,
        }),
      ),
    observers,
    knowledge,
    log,
    knowledgeWaitMs,
    ...(appointments ? { appointments } : {}),
  });

  // The caller's words still being answered, which the end of their call waits for.
  const underWay = createTurnsUnderWay();
  const runTurn: typeof recordedTurn = async (call, callerText, options) => {
    const done = underWay.begin(call.id);
    try {
      return await recordedTurn(call, callerText, options);
    } finally {
      done();
    }
  };

  /**
   * Ends a call from outside it (the carrier's status callback, a closed line, the owner) once the
   * words it is still answering are recorded, so what the caller said last is kept with its message.
   */
  async function finishAfterTurns(
    callId: string,
    timing: { durationSeconds?: number | undefined; endedAt?: Date } = {},
  ): Promise<CallRow> {
    // A phone line's turns go by its CallSid, read only when some call's words are being answered.
    if (!underWay.idle) {
      const [named] = await db
        .select({ providerCallSid: calls.providerCallSid })
        .from(calls)
        .where(eq(calls.id, callId));
      await underWay.settled([callId, named?.providerCallSid], END_WAITS_FOR_TURN_MS);
    }
    return finish(callId, timing);
  }

  async function findByProviderSid(providerCallSid: string): Promise<CallRow | undefined> {
    const [call] = await db.select().from(calls).where(eq(calls.providerCallSid, providerCallSid));
    return call;
  }

  /** The life of a call as the call-control decisions drive it. */
  const life = {
    now: clock,

    /** Starts a call with an agent that can take it (services/call-control.ts decides that). */
    async start(input: {
      agent: AgentRow;
      source: "phone" | "test";
      callerNumber: string;
      providerCallSid?: string;
    }): Promise<CallTurnResult> {
      const now = clock();
      const turn = await wholeTurn(
        engine.start(profileOf(input.agent), { now, callerNumber: input.callerNumber }),
      );
      const [call] = await db
        .insert(calls)
        .values({
          userId: input.agent.userId,
          agentId: input.agent.id,
          agentName: input.agent.agentName,
          businessName: input.agent.businessName,
          agentNumber: input.agent.phoneNumber,
          source: input.source,
          providerCallSid: input.providerCallSid ?? null,
          callerNumber: input.callerNumber,
          startedAt: now,
          language: turn.language,
          transcript: [{ speaker: "agent", text: turn.say, at: now.toISOString() }],
          engineState: turn.state,
          message: null,
          workflowItems: [],
          sms: [],
          status: "in_progress",
        })
        .returning(billingColumns);
      // The first minute starts when the call is answered.
      await bill(call!, false);
      const voice = input.agent.voice;
      return { callId: call!.id, say: turn.say, language: turn.language, voice, next: "listen" as const };
    },

    runTurn,

    /** A turn loads its call once, by Twilio's CallSid or, for a test call, by its id. */
    openCallForTurn: readForTurn,

    /** The agent's appointment book for the call's caller, or undefined when it is off. */
    appointmentsOf: async (call: TurnCall) =>
      call.agent && appointments ? appointments(bookPartsOf(call, call.agent)) : undefined,

    findByProviderSid,
    finish,
    underWay,
  };

  const transfers = createCallTransfers(db, { now: clock, profileOf, webhooks });
  const abandoned = createAbandonedCalls({
    db,
    clock,
    telephony,
    log,
    finish,
    transferEnded: transfers.transferEnded,
  });

  return {
    profileOf,
    ...createCallControl(db, life),
    ...transfers,

    /** The caller said something: the engine answers, the minutes are billed, the call may end. */
    async turn(callId: string, callerText: string): Promise<CallTurnResult> {
      const loaded = await readForTurn({ callId });
      if (!loaded) throw new DomainError("CallNotFound");
      return runTurn(loaded, callerText, { transport: "browser" });
    },

    finish: finishAfterTurns,

    // A test call whose tab was closed, or a phone call whose end Twilio never reported.
    finishAbandonedCalls: abandoned.finishAbandonedCalls,

    findByProviderSid,

    async ownCall(userId: string, callId: string): Promise<CallRow> {
      const [call] = await db
        .select()
        .from(calls)
        .where(and(eq(calls.id, callId), eq(calls.userId, userId)));
      if (!call) throw new DomainError("CallNotFound");
      return call;
    },

    async list(userId: string, query: { agentId?: string | undefined; page: number; pageSize: number }) {
      const where = and(
        eq(calls.userId, userId),
        query.agentId ? eq(calls.agentId, query.agentId) : undefined,
      );
      const rows = await db
        .select()
        .from(calls)
        .where(where)
        .orderBy(desc(calls.startedAt))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [{ value: total } = { value: 0 }] = await db.select({ value: count() }).from(calls).where(where);
      return { calls: rows.map(toCallSummary), page: query.page, pageSize: query.pageSize, total };
    },

    /** Per-agent totals and a day-by-day series for the last `days` days. */
    async stats(userId: string, days: number) {
      const since = new Date(clock().getTime() - days * 86_400_000);
      const recent = and(eq(calls.userId, userId), gte(calls.startedAt, since));
      const spendingCents =
        sql<number>`sum(${calls.voiceCents} + ${calls.aiCents} + ${calls.smsCents} + ${calls.workflowCents})`.mapWith(
          Number,
        );
      const perAgent = await db
        .select({
          agentId: calls.agentId,
          agentName: calls.agentName,
          calls: count(),
          minutes: sql<number>`sum(${calls.billedMinutes})`.mapWith(Number),
          spending: spendingCents,
        })
        .from(calls)
        .where(recent)
        .groupBy(calls.agentId, calls.agentName);
      const daily = await db
        .select({
          date: sql<string>`to_char(${calls.startedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
          calls: count(),
          spending: spendingCents,
        })
        .from(calls)
        .where(recent)
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return {
        days,
        agents: perAgent.map((row) => ({ ...row, spending: centsToDollars(row.spending) })),
        daily: daily.map((row) => ({ ...row, spending: centsToDollars(row.spending) })),
      };
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;

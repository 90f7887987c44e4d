import { eq, sql } from "drizzle-orm";
import { formatInternationalNumber } from "../../shared/phone/phone-number-format";
import type { Db } from "../db/client";
import { agents, calls, type TranscriptTurn } from "../db/schema";
import type { CallAnswer, TransferTarget } from "./call-control";
import { afterTransferNotAnswered, notAnsweredSentence, whisperOf } from "./call-engine/transfer";
import { pendingTransfer } from "./call-engine/turn-stream";
import { type AgentProfile, type CallTransfer, spokenLanguageOf } from "./call-engine/types";
import type { Clock } from "./clock";
import type { WebhookQueue } from "./webhook-queue";

// A caller put through to a person, after the agent said so (services/call-turns.ts answers
// `next: "transfer"`): the line rings the agent's transfer number, the person who picks up hears who
// is calling and takes the call with a key, and the line tells how it went. A call whose person
// could not take it goes back to the agent, which offers to take a message. Each step finds the
// call by Twilio's CallSid and reads the transfer from the call's stored state, never from the wire.

/** How Twilio's <Dial> ended (DialCallStatus). */
export type DialStatus = "completed" | "answered" | "busy" | "no-answer" | "failed" | "canceled";

type AgentRow = typeof agents.$inferSelect;

/** Whom the line rang, as the owner reads it: "Manager at +1 512 555 0100". */
const personOf = ({ label, number }: { label: string; number: string }): string =>
  `${label || "the transfer number"} at ${formatInternationalNumber(number)}`;

/** A test call dials no one: the owner is told whom the line would ring and what they would hear. */
export function testCallTransferNote(target: TransferTarget): string {
  return `Would now ring ${personOf(target)}, who would hear: ${target.summary}`;
}

/** The call log's line for a transfer that did not connect, by how the ringing ended. */
const NOT_CONNECTED: Record<Exclude<DialStatus, "completed" | "answered">, string> = {
  busy: "the line was busy",
  "no-answer": "no one answered",
  failed: "the call could not be placed",
  canceled: "the caller hung up first",
};

/** The transfer.completed event of a transfer that ended, for the call's owner. */
type TransferEnded = { userId: string; event: Record<string, unknown> };

function transferEnded(
  call: typeof calls.$inferSelect,
  transfer: CallTransfer,
  result: { status: DialStatus; taken: boolean; talkedSeconds: number; ringingSeconds: number; line: string },
): TransferEnded {
  return {
    userId: call.userId,
    event: {
      callId: call.id,
      agentId: call.agentId,
      agentNumber: call.agentNumber,
      callerNumber: call.callerNumber,
      transferNumber: transfer.number,
      transferLabel: transfer.label,
      reason: transfer.reason,
      outcome: result.taken ? "answered" : "not-answered",
      dialStatus: result.status,
      talkedSeconds: result.taken ? result.talkedSeconds : 0,
      ringingSeconds: result.ringingSeconds,
      summary: result.line,
    },
  };
}

export function createCallTransfers(
  db: Db,
  deps: {
    now: Clock;
    profileOf: (agent: AgentRow) => AgentProfile;
    /** The owner's transfer.completed webhooks, stored with the call log's line. */
    webhooks: Pick<WebhookQueue, "enqueue">;
  },
) {
  /** A call still on the line, its agent, and the transfer it waits on. */
  async function transferring(providerCallSid: string) {
    const [found] = await db
      .select({ call: calls, agent: agents })
      .from(calls)
      .leftJoin(agents, eq(agents.id, calls.agentId))
      .where(eq(calls.providerCallSid, providerCallSid));
    if (!found || found.call.status === "completed") return undefined;
    const transfer = pendingTransfer(found.call.engineState);
    return transfer ? { ...found, transfer } : undefined;
  }

  async function append(callId: string, turns: TranscriptTurn[], state?: unknown, ended?: TransferEnded) {
    await db.transaction(async (tx) => {
      await tx
        .update(calls)
        .set({
          transcript: sql`${calls.transcript} || ${JSON.stringify(turns)}::jsonb`,
          ...(state ? { engineState: sql`${JSON.stringify(state)}::jsonb`, silencePrompts: 0 } : {}),
        })
        .where(eq(calls.id, callId));
      if (ended) await deps.webhooks.enqueue(ended.userId, "transfer.completed", ended.event, tx);
    });
  }

  return {
    /** Who to ring for the call's transfer, once its agent has said it puts the caller through. */
    async transferTargetOf(providerCallSid: string): Promise<TransferTarget | undefined> {
      const found = await transferring(providerCallSid);
      if (!found) return undefined;
      const { number, label, summary } = found.transfer;
      return { number, label, summary, callerId: found.call.agentNumber };
    },

    /** What the person who picks up hears, in the call's language; undefined: nothing to put through. */
    async whisperFor(providerCallSid: string): Promise<CallAnswer | undefined> {
      const found = await transferring(providerCallSid);
      if (!found) return undefined;
      const language = spokenLanguageOf(found.call.language);
      return {
        say: whisperOf(found.transfer, language),
        language,
        voice: found.agent?.voice ?? "female",
        next: "listen",
      };
    },

    /** The person who picked up takes the call: kept, so its end is read as a call they took. */
    async transferAccepted(providerCallSid: string): Promise<boolean> {
      const found = await transferring(providerCallSid);
      if (!found) return false;
      const state = found.call.engineState;
      const acceptedAt = deps.now().toISOString();
      await append(found.call.id, [], {
        ...state,
        transfer: { ...found.transfer, accepted: true, acceptedAt },
      });
      return true;
    },

    /**
     * The ringing is over. A person who took the call talked with the caller, and the call ends; a
     * caller whose person was busy, did not answer or declined comes back to the agent, which
     * offers to take a message. Either way the call log says who was rung, how it went and how long
     * it took. Undefined: nothing more is said (the call is over, or was never being put through).
     */
    async transferEnded(input: {
      providerCallSid: string;
      status: DialStatus;
      /** DialCallDuration: how long the caller and the person talked. */
      talkedSeconds: number;
      /** When the ringing ended, if not now: the carrier's end of a call whose report was lost. */
      endedAt?: Date;
    }): Promise<(CallAnswer & { agentNumber: string }) | undefined> {
      const found = await transferring(input.providerCallSid);
      if (!found) return undefined;
      const { call, agent, transfer } = found;
      const now = input.endedAt ?? deps.now();
      const at = now.toISOString();
      const taken =
        (input.status === "completed" || input.status === "answered") && transfer.accepted === true;
      const ringing = Math.max(0, Math.round((now.getTime() - Date.parse(transfer.at)) / 1000));
      if (taken) {
        const line = `Put through to ${personOf(transfer)}: they took the call and talked with the caller for ${input.talkedSeconds} seconds.`;
        await append(
          call.id,
          [{ speaker: "line", text: line, at }],
          {
            ...call.engineState,
            transfer: { ...transfer, outcome: "answered", talkedSeconds: input.talkedSeconds },
          },
          transferEnded(call, transfer, { ...input, taken, ringingSeconds: ringing, line }),
        );
        return undefined;
      }
      const why =
        input.status === "completed" || input.status === "answered"
          ? "they did not take the call"
          : NOT_CONNECTED[input.status];
      const back = input.status === "canceled" || !agent;
      const line = `Rang ${personOf(transfer)} for ${ringing} seconds: ${why}.${back ? "" : " The caller came back to the agent."}`;
      const event = transferEnded(call, transfer, { ...input, taken, ringingSeconds: ringing, line });
      if (back) {
        await append(
          call.id,
          [{ speaker: "line", text: line, at }],
          { ...call.engineState, transfer: { ...transfer, outcome: "not-answered" } },
          event,
        );
        return undefined;
      }
      const language = spokenLanguageOf(call.language);
      const say = notAnsweredSentence(deps.profileOf(agent), transfer, language);
      await append(
        call.id,
        [
          { speaker: "line", text: line, at },
          { speaker: "agent", text: say, at },
        ],
        afterTransferNotAnswered(call.engineState, say),
        event,
      );
      return { say, language, voice: agent.voice, next: "listen", agentNumber: call.agentNumber };
    },
  };
}

export type CallTransfers = ReturnType<typeof createCallTransfers>;

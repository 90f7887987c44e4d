import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { calls } from "../db/schema";
import {
  FINAL_CALL_STATUSES,
  type PhoneCallStatus,
  type Telephony,
} from "../integrations/telephony/telephony";
import { pendingTransfer } from "./call-engine/turn-stream";
import type { CallTransfers } from "./call-transfers";
import type { Clock } from "./clock";
import type { FailureLog } from "./service-deps";

// Calls whose end never arrived. A browser test call's tab may close without a word. A phone call's
// end comes from Twilio's status callback, and a transfer's from its <Dial action>; either can be
// lost, most often while the line rings a person, when the agent hears nothing for minutes. After a
// few quiet minutes the carrier is asked how the call stands: one it says is over is ended as it
// says, the talk with a person it was put through to counted to the call's end; one it says goes on
// is left. A call the carrier cannot tell about is ended as of its last news after four hours.

type CallRow = typeof calls.$inferSelect;

// A browser test call nobody has spoken in for 10 minutes has been left.
const ABANDONED_TEST_CALL_MS = 10 * 60_000;
// Twilio's reports come within seconds of a call's end; a few minutes without any means one was lost.
const ASK_CARRIER_AFTER_MS = 5 * 60_000;
const ABANDONED_PHONE_CALL_MS = 4 * 60 * 60_000;

/** The last moment the call was heard of: its last words, or the agent putting the caller through. */
function lastNewsOf(call: CallRow): number {
  const lastWords = call.transcript.at(-1)?.at;
  const transferAt = call.engineState?.transfer?.at;
  return Math.max(
    call.startedAt.getTime(),
    lastWords ? Date.parse(lastWords) : 0,
    transferAt ? Date.parse(transferAt) : 0,
  );
}

export function createAbandonedCalls(deps: {
  db: Db;
  clock: Clock;
  telephony: Pick<Telephony, "callStatus">;
  log: FailureLog;
  finish: (callId: string, timing: { durationSeconds?: number; endedAt?: Date }) => Promise<unknown>;
  transferEnded: CallTransfers["transferEnded"];
}) {
  const { db, clock, telephony, log, finish, transferEnded } = deps;

  /** What the carrier says of the call; undefined when it cannot say (no such call, or not reached). */
  async function carrierStatusOf(providerCallSid: string): Promise<PhoneCallStatus | undefined> {
    try {
      return (await telephony.callStatus(providerCallSid)) ?? undefined;
    } catch (error) {
      log(`could not ask the carrier how call ${providerCallSid} stands`, error);
      return undefined;
    }
  }

  /**
   * Ends the call at the carrier's end: its length is the carrier's, and a pending transfer ends
   * first, so the minutes a person talked with the caller are billed at the voice rate alone.
   */
  async function endAsCarrierSays(call: CallRow, providerCallSid: string, carrier: PhoneCallStatus) {
    const durationSeconds =
      carrier.durationSeconds ??
      (carrier.endedAt
        ? Math.max(0, Math.round((carrier.endedAt.getTime() - call.startedAt.getTime()) / 1000))
        : Math.round((lastNewsOf(call) - call.startedAt.getTime()) / 1000));
    const endedAt = new Date(call.startedAt.getTime() + durationSeconds * 1000);
    const transfer = pendingTransfer(call.engineState);
    if (transfer) {
      const taken = transfer.accepted === true;
      const talkFrom = Date.parse(transfer.acceptedAt ?? transfer.at);
      await transferEnded({
        providerCallSid,
        // A person who took the call talked until it ended; otherwise the caller hung up first.
        status: taken ? "completed" : "canceled",
        talkedSeconds: taken ? Math.max(0, Math.round((endedAt.getTime() - talkFrom) / 1000)) : 0,
        endedAt,
      });
    }
    await finish(call.id, { durationSeconds });
  }

  return {
    /** Ends the calls whose end was never reported; answers how many it ended. */
    async finishAbandonedCalls(): Promise<number> {
      const now = clock().getTime();
      const open = await db.select().from(calls).where(eq(calls.status, "in_progress"));
      let finished = 0;
      for (const call of open) {
        const lastNews = lastNewsOf(call);
        const quietFor = now - lastNews;
        if (call.source === "test") {
          if (quietFor < ABANDONED_TEST_CALL_MS) continue;
          await finish(call.id, { endedAt: new Date(lastNews) });
          finished++;
          continue;
        }
        if (quietFor < ASK_CARRIER_AFTER_MS) continue;
        const sid = call.providerCallSid;
        const carrier = sid ? await carrierStatusOf(sid) : undefined;
        if (sid && carrier) {
          if (!FINAL_CALL_STATUSES.has(carrier.status)) continue;
          await endAsCarrierSays(call, sid, carrier);
          finished++;
          continue;
        }
        if (quietFor < ABANDONED_PHONE_CALL_MS) continue;
        await finish(call.id, { endedAt: new Date(lastNews) });
        finished++;
      }
      return finished;
    },
  };
}

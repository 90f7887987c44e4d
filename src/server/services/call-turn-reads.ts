import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  agents,
  bookingSettings,
  calcomConnections,
  calls,
  knowledgeFacts,
  knowledgePassages,
} from "../db/schema";
import type { CallKey } from "./call-control";

// What a turn reads of its call, in one statement: the call (never its transcript), its agent, what
// the agent's appointment book is made of, and whether the agent knows anything to search. A phone
// turn has 20 ms of server time; each statement a turn saves is a millisecond on the embedded database.

function turnQuery(db: Db, where: SQL) {
  return db
    .select({
      id: calls.id,
      userId: calls.userId,
      status: calls.status,
      source: calls.source,
      language: calls.language,
      callerNumber: calls.callerNumber,
      agentName: calls.agentName,
      engineState: calls.engineState,
      silencePrompts: calls.silencePrompts,
      agent: agents,
      bookingSettings,
      calcom: calcomConnections,
      // An agent whose owner has given it no facts and no documents is not searched.
      agentKnows: sql<boolean>`(exists (select 1 from ${knowledgeFacts} where ${knowledgeFacts.agentId} = ${calls.agentId})
        or exists (select 1 from ${knowledgePassages} where ${knowledgePassages.agentId} = ${calls.agentId}))`,
    })
    .from(calls)
    .leftJoin(agents, eq(agents.id, calls.agentId))
    .leftJoin(bookingSettings, eq(bookingSettings.agentId, calls.agentId))
    .leftJoin(calcomConnections, eq(calcomConnections.agentId, calls.agentId))
    .where(where);
}

/** The call as a turn needs it, by its id or Twilio's CallSid; built and planned once. */
export function createTurnReads(db: Db) {
  const byId = turnQuery(db, eq(calls.id, sql.placeholder("key"))).prepare("call_turn_by_id");
  const byProviderSid = turnQuery(db, eq(calls.providerCallSid, sql.placeholder("key"))).prepare(
    "call_turn_by_provider_sid",
  );
  return async (key: CallKey) =>
    "callId" in key
      ? (await byId.execute({ key: key.callId }))[0]
      : (await byProviderSid.execute({ key: key.providerCallSid }))[0];
}

/** A call as its turn reads it: never the transcript. */
export type TurnCall = NonNullable<Awaited<ReturnType<ReturnType<typeof createTurnReads>>>>;

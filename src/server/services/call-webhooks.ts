import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { calls } from "../db/schema";
import { toCallDetail } from "./calls";
import type { Tx } from "./ledger";
import type { WebhookQueue } from "./webhook-queue";

type CallRow = typeof calls.$inferSelect;

/**
 * The owner's webhooks of a call that just ended, stored in the transaction that ended it: the call
 * with its transcript and any message (call.completed), and the message alone (message.taken).
 * A test call's events say `source: "test"`, so an owner can try their receiver from the browser.
 */
async function enqueueCallEnded(webhooks: Pick<WebhookQueue, "enqueue">, tx: Tx, ended: CallRow) {
  const call = toCallDetail(ended);
  await webhooks.enqueue(ended.userId, "call.completed", { call }, tx);
  if (!call.message) return;
  await webhooks.enqueue(
    ended.userId,
    "message.taken",
    {
      callId: call.id,
      source: call.source,
      agentId: call.agentId,
      agentName: call.agentName,
      agentNumber: call.agentNumber,
      callerNumber: call.callerNumber,
      endedAt: call.endedAt,
      message: call.message,
    },
    tx,
  );
}

/**
 * Ends a call still in progress, once, with its events in the same transaction; undefined when it
 * had already ended.
 */
export function completeCall(
  db: Db,
  webhooks: Pick<WebhookQueue, "enqueue">,
  callId: string,
  end: Pick<CallRow, "message" | "endedAt" | "durationSeconds">,
): Promise<CallRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(calls)
      .set({ status: "completed", ...end })
      .where(and(eq(calls.id, callId), eq(calls.status, "in_progress")))
      .returning();
    if (row) await enqueueCallEnded(webhooks, tx, row);
    return row;
  });
}

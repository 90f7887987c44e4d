import type { calls } from "../db/schema";
import { toCallDetail } from "./calls";
import type { Tx } from "./ledger";
import type { WebhookQueue } from "./webhook-queue";

type CallRow = typeof calls.$inferSelect;

/**
 * The owner's webhooks of a call that just ended, stored in the transaction that ended it: the call
 * with its transcript and any message (call.completed), and the message alone (message.taken).
 * A test call's events say `source: "test"`, so an owner can try their receiver from the browser.
 */
export async function enqueueCallEnded(webhooks: Pick<WebhookQueue, "enqueue">, tx: Tx, ended: CallRow) {
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

import { eq } from "drizzle-orm";
import { DEFAULT_TIMEZONE } from "../../shared/catalog/agents";
import type { Db } from "../db/client";
import { agents, calls, users } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import { toCallDetail } from "./calls";
import { MAIL_OWNER_COLUMNS, messageTakenMail } from "./mail-templates";

type CallRow = typeof calls.$inferSelect;

// The owner's mail about what a call left: its message and requests and the caller's questions the
// agent could not answer, once the call ends, and an urgent message as soon as it is taken (the
// caller reported an emergency).
export function createCallMails({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: the message mail links to the call when the server knows its own address. */
  publicUrl: string | undefined;
}) {
  /** The owner, and the agent's timezone for the call's time (null once the agent is deleted). */
  async function messageMailOwner(call: CallRow) {
    const [owner] = await db
      .select({ ...MAIL_OWNER_COLUMNS, timezone: agents.timezone })
      .from(calls)
      .innerJoin(users, eq(users.id, calls.userId))
      .leftJoin(agents, eq(agents.id, calls.agentId))
      .where(eq(calls.id, call.id));
    return owner;
  }

  /** The owner's mail of the call's message and requests, as the call stands. */
  async function mailMessage(call: CallRow): Promise<void> {
    const owner = await messageMailOwner(call);
    if (!owner) return;
    const { timezone, ...to } = owner;
    const detail = toCallDetail(call);
    const unanswered = { agentId: call.agentId, questions: detail.unansweredQuestions };
    await mailer.send(
      messageTakenMail(to, detail, {
        timezone: timezone ?? DEFAULT_TIMEZONE,
        publicUrl,
        unanswered,
      }),
    );
  }

  return {
    mailMessage,
    /** The urgent message a turn just took, mailed before the call ends. */
    async mailUrgentMessage(callId: string): Promise<void> {
      const [call] = await db.select().from(calls).where(eq(calls.id, callId));
      if (call?.message) await mailMessage(call);
    },
  };
}

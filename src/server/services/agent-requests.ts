import type { Db } from "../db/client";
import { agentRequests } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import { ownAddressOnly, requestLimits } from "./account-mail-guard";
import { agentRequestConfirmationMail, agentRequestSupportMail } from "./mail-templates";
import type { Limit, RateLimiter } from "./rate-limiter";

type AgentRequestInput = {
  phoneNumber: string;
  requirements: string;
  userEmail?: string | undefined;
  conversationHistory: { role: string; content: string }[];
  reputationManagement: boolean;
};

// Each request mails the support inbox and the owner: a few an hour per account, and per address
// for the accounts one client could open.
export const AGENT_REQUESTS_PER_USER: Limit = { max: 5, windowMs: 60 * 60_000 };
export const AGENT_REQUESTS_PER_ADDRESS: Limit = { max: 20, windowMs: 60 * 60_000 };

// An agent request is kept, mailed to the support inbox, and confirmed
// to the owner when they give their address. The confirmation never goes to any other address: the
// form cannot be used to send our mail to strangers.
export function createAgentRequestService(deps: {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  supportEmail: string;
}) {
  const limits = requestLimits(deps.limiter, {
    key: "agent-request",
    perUser: AGENT_REQUESTS_PER_USER,
    perAddress: AGENT_REQUESTS_PER_ADDRESS,
    action: "agentRequests",
  });
  return {
    async submit(
      user: { id: string; username: string; email: string },
      input: AgentRequestInput,
      clientAddress: string,
    ): Promise<string> {
      const confirmTo = input.userEmail ? ownAddressOnly(user, input.userEmail, "userEmail") : undefined;
      await limits.hit(user.id, clientAddress);
      const [row] = await deps.db
        .insert(agentRequests)
        .values({
          userId: user.id,
          phoneNumber: input.phoneNumber,
          requirements: input.requirements,
          userEmail: confirmTo ?? null,
          conversationHistory: input.conversationHistory,
          reputationManagement: input.reputationManagement,
        })
        .returning({ id: agentRequests.id });
      const id = row!.id;
      await deps.mailer.send(agentRequestSupportMail(deps.supportEmail, { id, user, ...input }));
      if (confirmTo) {
        await deps.mailer.send(
          agentRequestConfirmationMail(confirmTo, { id, phoneNumber: input.phoneNumber }),
        );
      }
      return id;
    },
  };
}

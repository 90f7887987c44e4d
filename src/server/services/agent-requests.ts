import type { Db } from "../db/client";
import { agentRequests } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import { agentRequestConfirmationMail, agentRequestSupportMail } from "./mail-templates";

type AgentRequestInput = {
  phoneNumber: string;
  requirements: string;
  userEmail?: string | undefined;
  conversationHistory: { role: string; content: string }[];
  reputationManagement: boolean;
};

// Spec 000 §7 and issue 3 §3: an agent request is kept, mailed to the support
// inbox, and confirmed to the address the owner gave.
export function createAgentRequestService(deps: { db: Db; mailer: Mailer; supportEmail: string }) {
  return {
    async submit(
      user: { id: string; username: string; email: string },
      input: AgentRequestInput,
    ): Promise<string> {
      const [row] = await deps.db
        .insert(agentRequests)
        .values({
          userId: user.id,
          phoneNumber: input.phoneNumber,
          requirements: input.requirements,
          userEmail: input.userEmail || null,
          conversationHistory: input.conversationHistory,
          reputationManagement: input.reputationManagement,
        })
        .returning({ id: agentRequests.id });
      const id = row!.id;
      await deps.mailer.send(agentRequestSupportMail(deps.supportEmail, { id, user, ...input }));
      if (input.userEmail) {
        await deps.mailer.send(
          agentRequestConfirmationMail(input.userEmail, { id, phoneNumber: input.phoneNumber }),
        );
      }
      return id;
    },
  };
}

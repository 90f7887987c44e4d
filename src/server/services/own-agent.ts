import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agents } from "../db/schema";
import { DomainError } from "./domain-errors";

/** Refuses, as if it did not exist, an agent that is not this owner's. */
export async function checkOwnAgent(db: Db, userId: string, agentId: string): Promise<void> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.userId, userId)));
  if (!row) throw new DomainError("AgentNotFound");
}

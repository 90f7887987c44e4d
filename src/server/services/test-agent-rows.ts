import { randomInt, randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { agents, users } from "../db/schema";

// For tests and benches that need an agent's rows and nothing of the way an owner creates one.

type AgentRow = typeof agents.$inferInsert;

/** An active agent's columns but its owner, with a number in area code 999 (see below). */
export function agentRowFields(): Omit<AgentRow, "userId"> {
  return {
    sessionId: "",
    conversationId: "",
    phoneNumber: `+1999${String(randomInt(10_000_000)).padStart(7, "0")}`,
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "999",
    areaLocation: "",
    businessName: "Tony's Pizza",
    businessCategory: "restaurant",
    agentName: "Sofia",
    agentPurpose: "Take orders",
    agentIntro: "",
    businessWebsite: "",
    language: "multilingual",
    voice: "female",
    timezone: "America/New_York",
    customHours: "",
    customHoursEnabled: false,
    openingHoursStatus: "none",
    reputationManagement: false,
    workflowMode: false,
    status: "active",
  };
}

/**
 * An owner and an active agent written straight to the database, without the fee or the carrier.
 * The agent's number is in area code 999, which no country's catalogue offers, so it never takes a
 * number that a test on the same PostgreSQL is creating an agent on through the API.
 */
export async function insertOwnerAndAgent(
  db: Database["db"],
  fields: Partial<Omit<AgentRow, "userId">> = {},
): Promise<{ userId: string; agentId: string }> {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({ username: `knows-${tag}`, email: `knows-${tag}@example.com`, passwordHash: "h" })
    .returning();
  const [agent] = await db
    .insert(agents)
    .values({ ...agentRowFields(), ...fields, userId: user!.id })
    .returning();
  return { userId: user!.id, agentId: agent!.id };
}

import { and, eq } from "drizzle-orm";
import { storedOpeningHours } from "../integrations/ai/opening-hours";
import type { Db } from "./client";
import { agents } from "./schema";

// Agents saved before opening hours were data keep their owner's words in custom_hours; migration
// 0009 marks them pending, and this step reads each once with the same reader saving uses (which
// SQL cannot run). It runs after the migrations at every start and finds nothing once done.

/** Reads pending agents' hours; answers the ids of those whose words could not be read. */
export async function convertPendingOpeningHours(db: Db): Promise<string[]> {
  const pending = await db
    .select({ id: agents.id, customHours: agents.customHours })
    .from(agents)
    .where(eq(agents.openingHoursStatus, "pending"));
  const notUnderstood: string[] = [];
  for (const { id, customHours } of pending) {
    const stored = storedOpeningHours(customHours);
    if (stored.openingHoursStatus === "not-understood") notUnderstood.push(id);
    // Only a row still pending: an owner's save in between has already read its own hours.
    await db
      .update(agents)
      .set(stored)
      .where(and(eq(agents.id, id), eq(agents.openingHoursStatus, "pending")));
  }
  return notUnderstood;
}

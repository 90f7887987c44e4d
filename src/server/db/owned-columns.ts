import { timestamp, uuid } from "drizzle-orm/pg-core";
import { agents, users } from "./schema";

// The columns tables of an agent's own data share: the agent a row belongs to and the agent's
// owner (deleting either deletes the row), and a moment with its time zone.

export const agentIdColumn = () =>
  uuid("agent_id")
    .notNull()
    .references(() => agents.id, { onDelete: "cascade" });

export const ownerIdColumn = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const moment = (name: string) => timestamp(name, { withTimezone: true });

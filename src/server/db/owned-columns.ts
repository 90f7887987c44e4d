import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

// The columns most tables share: the owner a row belongs to and the agent, deleting either deletes
// the row, and a moment with its time zone. Each table names the referenced column itself, lazily:
// this module imports no table, since schema.ts re-exports the tables that use it.

export const ownerIdColumn = (userId: () => AnyPgColumn) =>
  uuid("user_id").notNull().references(userId, { onDelete: "cascade" });

export const agentIdColumn = (agentId: () => AnyPgColumn) =>
  uuid("agent_id").notNull().references(agentId, { onDelete: "cascade" });

export const moment = (name: string) => timestamp(name, { withTimezone: true });

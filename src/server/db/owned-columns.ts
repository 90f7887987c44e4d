import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

// The columns most tables share: the row a row belongs to (most often its owner or its agent),
// deleting which deletes the row, and a moment with its time zone. Each table names the referenced
// column itself, lazily: this module imports no table, since schema.ts re-exports the tables that use it.

/** The row this one belongs to, among others of it: deleting that row deletes this one. */
export const parentIdColumn = (name: string, parentId: () => AnyPgColumn) =>
  uuid(name).notNull().references(parentId, { onDelete: "cascade" });

export const ownerIdColumn = (userId: () => AnyPgColumn) => parentIdColumn("user_id", userId);

export const agentIdColumn = (agentId: () => AnyPgColumn) => parentIdColumn("agent_id", agentId);

/** The key of a row that adds to one other row, at most one each: deleting that row deletes this one. */
export const extensionIdColumn = (name: string, extendedId: () => AnyPgColumn) =>
  uuid(name).primaryKey().references(extendedId, { onDelete: "cascade" });

export const moment = (name: string) => timestamp(name, { withTimezone: true });

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from "./change-feed";
import { convertPendingOpeningHours } from "./opening-hours-conversion";
import { preparedStatementsClient } from "./pglite-statements";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs one statement and answers its rows; `name` is the statement's, the same for the same text. */
export type TurnRead = (name: string, statement: SQL) => Promise<Record<string, unknown>[]>;

/** The rows a statement reads. */
export const rowsOf = async (db: Db, statement: SQL): Promise<Record<string, unknown>[]> =>
  ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Turn reads on a database's own handle, their statements not kept by name. */
export const readsOn =
  (db: Db): TurnRead =>
  (_name, statement) =>
    rowsOf(db, statement);

export type Database = {
  db: Db;
  /**
   * The reads a caller's first words wait for (the search of what the agent knows). On PostgreSQL
   * they have connections of their own, so a turn never waits for one that another call's billing
   * holds while it waits for the owner's balance row, and each statement is prepared once on each
   * connection (planning the search took half its 0.9 ms); PGlite has one connection, and prepares
   * every statement once already.
   */
  turnRead: TurnRead;
  kind: "pglite" | "postgres";
  /** Which users' cached rows changed, from this instance or any other (docs/decisions/0008). */
  changes: ChangeFeed;
  ping(): Promise<void>;
  /** Periodic care the database does not do by itself (run by src/server/scheduled-work.ts). */
  upkeep(): Promise<void>;
  close(): Promise<void>;
};

// Any fixed 64-bit number; all instances agree on it so only one migrates at a time.
const MIGRATION_LOCK_ID = 5_000_2026;

/**
 * Loads the English and Spanish dictionaries a caller's words are searched with (what an agent
 * knows). A server process loads them on first use, some 20 ms; run once as a connection opens,
 * it is paid there rather than inside a call's turn.
 */
const LOAD_TEXT_SEARCH =
  "select to_tsvector('english', 'a') || to_tsvector('spanish', 'a'), ts_lexize('english_stem', 'a'), ts_lexize('spanish_stem', 'a')";

export type DatabaseLocation = { databaseUrl: string } | { pgliteDir: string } | { inMemory: true };

/** `onTrouble` hears what the database layer recovers from by itself (the change feed reconnecting). */
export async function openDatabase(
  location: DatabaseLocation,
  onTrouble: (message: string, error: unknown) => void = () => undefined,
): Promise<Database> {
  return "databaseUrl" in location
    ? openPostgres(location.databaseUrl, onTrouble)
    : openPglite(location, onTrouble);
}

// Hours kept as the owner wrote them still answer calls (read out as written); the operator hears
// which agents' owners may want to enter them in the week editor.
function reportNotUnderstood(agentIds: string[], onTrouble: (message: string, error: unknown) => void): void {
  if (agentIds.length === 0) return;
  onTrouble(
    `Opening hours not understood, kept as written, for agents ${agentIds.join(", ")}`,
    new Error("opening hours not understood"),
  );
}

const POOL_SIZE = 10;
const dialect = new PgDialect();
const TURN_READS_POOL_SIZE = 4;

/**
 * A connection handed out only once the dictionaries are loaded: the first statement on it is never
 * queued behind that load, and never pays its 20 ms inside a call's turn.
 */
class DictionariesLoadedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error | null) => void): void;
  override connect(callback?: (error: Error | null) => void): Promise<pg.Client> | undefined {
    const ready = super.connect().then(async (client) => {
      try {
        await client.query(LOAD_TEXT_SEARCH);
      } catch (error) {
        // A connection that cannot load them is never handed out; its socket is closed, not left open.
        await client.end().catch(() => undefined);
        throw error;
      }
      return client;
    });
    if (!callback) return ready;
    ready.then(() => callback(null), callback);
    return undefined;
  }
}

/**
 * The turn reads' connections are all opened as the server starts, not when a burst of calls first
 * needs them: after a deploy the first busy second would otherwise open them inside callers' turns.
 * The other pool opens its connections as writes need them; no caller's first words wait for those.
 */
async function openWholePool(pool: pg.Pool): Promise<void> {
  const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  for (const client of clients) client.release();
}

function openPool(databaseUrl: string, size: number): pg.Pool {
  // Idle connections are kept, not closed after 10 s: a call's turns come seconds apart, and each new
  // connection is a new server process that loads the text-search dictionaries again.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: size,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    Client: DictionariesLoadedClient,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return pool;
}

async function openPostgres(
  databaseUrl: string,
  onTrouble: (message: string, error: unknown) => void,
): Promise<Database> {
  const pool = openPool(databaseUrl, POOL_SIZE);
  // Two instances starting together apply migrations once. The lock is
  // session-level, so it is held on one dedicated client for the whole migration.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    reportNotUnderstood(await convertPendingOpeningHours(drizzlePg(lockClient, { schema })), onTrouble);
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const turnReadsPool = openPool(databaseUrl, TURN_READS_POOL_SIZE);
  await openWholePool(turnReadsPool);
  const db = drizzlePg(pool, { schema });
  const changes = await postgresChangeFeed(databaseUrl, onTrouble);
  return {
    db,
    turnRead: async (name, statement) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return (await turnReadsPool.query({ name, text, values: params })).rows;
    },
    kind: "postgres",
    changes,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PostgreSQL's autovacuum keeps its tables.
    upkeep: async () => undefined,
    close: async () => {
      await changes.close();
      await Promise.all([pool.end(), turnReadsPool.end()]);
    },
  };
}

async function openPglite(
  location: { pgliteDir: string } | { inMemory: true },
  onTrouble: (message: string, error: unknown) => void,
): Promise<Database> {
  let client: PGlite;
  if ("pgliteDir" in location) {
    mkdirSync(location.pgliteDir, { recursive: true });
    client = new PGlite(location.pgliteDir);
  } else {
    client = new PGlite();
  }
  // Migrations are one-off statements, so they go through PGlite's own query(); everything
  // else is prepared once per SQL text (docs/decisions/0010).
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  reportNotUnderstood(await convertPendingOpeningHours(drizzlePglite(client, { schema })), onTrouble);
  await client.query(LOAD_TEXT_SEARCH);
  const db = drizzlePglite(preparedStatementsClient(client) as PGlite, { schema });
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    turnRead: readsOn(db),
    kind: "pglite",
    changes,
    ping: async () => {
      if (client.closed) throw new Error("database closed");
      await client.query("select 1");
    },
    // PGlite runs PostgreSQL in single-user mode, where autovacuum never starts: without this, every
    // updated row (a call's transcript, a saved chat, a balance) would stay on disk as a dead copy.
    // A database-wide VACUUM holds PGlite's only thread for hundreds of milliseconds (catalogs
    // included), a phone turn's budget many times over; the changed tables one at a time let the
    // requests waiting in between go first.
    upkeep: async () => {
      // Table statistics reach pg_stat_user_tables at most once a second; this one is counted now.
      await client.exec("select pg_stat_force_next_flush()");
      const changed = await client.query<{ name: string }>(
        `select quote_ident(schemaname) || '.' || quote_ident(relname) as name from pg_stat_user_tables
         where n_dead_tup > 0 or n_mod_since_analyze > 0`,
      );
      for (const { name } of changed.rows) await client.exec(`VACUUM (ANALYZE) ${name}`);
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, "pglite");
}

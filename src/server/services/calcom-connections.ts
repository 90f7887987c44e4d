import { eq } from "drizzle-orm";
import type {
  CalcomConnection,
  CalcomEventTypeChoice,
  ConnectCalcomRequest,
} from "../../shared/api/calendars";
import type { Db } from "../db/client";
import { calcomConnections } from "../db/schema";
import {
  type CalcomClient,
  type CalcomClientOptions,
  CalcomError,
  createCalcomClient,
} from "../integrations/calendars/calcom-client";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { checkOwnAgent } from "./own-agent";
import type { SecretBox } from "./secret-box";

// The owner's side of an agent's Cal.com connection: a key is checked with Cal.com before anything
// is kept (a wrong key stores nothing), kept sealed, and never answered back.

type ConnectionRow = typeof calcomConnections.$inferSelect;

/** Cal.com's API for one key: the base URL and timeout come from the configuration. */
export type CalcomClients = (apiKey: string) => CalcomClient;

export function calcomClientsOf(settings: Omit<CalcomClientOptions, "apiKey">): CalcomClients {
  return (apiKey) => createCalcomClient({ ...settings, apiKey });
}

const NOT_CONNECTED: CalcomConnection = { connected: false, eventType: null, connectedAt: null };

function toConnection(row: ConnectionRow): CalcomConnection {
  return {
    connected: true,
    eventType: { id: row.eventTypeId, title: row.eventTypeTitle, lengthInMinutes: row.eventTypeMinutes },
    connectedAt: row.connectedAt.toISOString(),
  };
}

/** Cal.com's refusal of the owner's request as the owner should read it. */
function ownerFailure(error: unknown): never {
  if (error instanceof CalcomError) {
    if (error.failure === "unauthorized") throw new DomainError("CalcomKeyRefused");
    throw new DomainError("CalcomUnavailable");
  }
  throw error;
}

type Deps = { db: Db; clock: Clock; secrets: SecretBox; clients: CalcomClients };

export function createCalcomConnectionService({ db, clock, secrets, clients }: Deps) {
  async function eventTypesOf(apiKey: string): Promise<CalcomEventTypeChoice[]> {
    try {
      const types = await clients(apiKey).eventTypes();
      return types.map(({ id, title, lengthInMinutes }) => ({ id, title, lengthInMinutes }));
    } catch (error) {
      ownerFailure(error);
    }
  }

  async function read(userId: string, agentId: string): Promise<CalcomConnection> {
    await checkOwnAgent(db, userId, agentId);
    const [row] = await db.select().from(calcomConnections).where(eq(calcomConnections.agentId, agentId));
    return row ? toConnection(row) : NOT_CONNECTED;
  }

  return {
    read,

    async eventTypes(userId: string, agentId: string, apiKey: string): Promise<CalcomEventTypeChoice[]> {
      await checkOwnAgent(db, userId, agentId);
      return eventTypesOf(apiKey);
    },

    /** Checks the key and the event type with Cal.com, then keeps both; a second connect replaces the first. */
    async connect(userId: string, agentId: string, request: ConnectCalcomRequest): Promise<CalcomConnection> {
      await checkOwnAgent(db, userId, agentId);
      const eventType = (await eventTypesOf(request.apiKey)).find((type) => type.id === request.eventTypeId);
      if (!eventType) throw new DomainError("CalcomEventTypeNotFound");
      const values = {
        userId,
        apiKeySealed: secrets.seal(request.apiKey),
        eventTypeId: eventType.id,
        eventTypeTitle: eventType.title,
        eventTypeMinutes: eventType.lengthInMinutes,
        connectedAt: clock(),
      };
      const [row] = await db
        .insert(calcomConnections)
        .values({ agentId, ...values })
        .onConflictDoUpdate({ target: calcomConnections.agentId, set: values })
        .returning();
      return toConnection(row!);
    },

    async disconnect(userId: string, agentId: string): Promise<CalcomConnection> {
      await checkOwnAgent(db, userId, agentId);
      await db.delete(calcomConnections).where(eq(calcomConnections.agentId, agentId));
      return NOT_CONNECTED;
    },
  };
}

export type CalcomConnectionService = ReturnType<typeof createCalcomConnectionService>;

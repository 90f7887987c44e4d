import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { conversations } from "../db/schema";
import type { Clock } from "./clock";

type ConversationRow = typeof conversations.$inferSelect;

/** One chat as the owner saves it: everything of the row but its id and times. */
export type ConversationSave = Pick<
  ConversationRow,
  | "userId"
  | "sessionId"
  | "phoneNumber"
  | "numberSource"
  | "selectedCountry"
  | "countryName"
  | "areaCode"
  | "areaLocation"
  | "messages"
>;

type Waiting = { save: ConversationSave; resolve: (id: string) => void; reject: (error: unknown) => void };

const keyOf = (save: ConversationSave) => `${save.userId} ${save.sessionId}`;

/**
 * The chat is saved after every message, and each save is a durable commit. Saves that
 * arrive while one is being written wait and go together in the next statement, one commit for all
 * (50 owners saving at once). A save that finds nothing in progress goes at once, so
 * a quiet server adds no delay. Every caller is answered only after its row is committed.
 * Sharing pays on PostgreSQL, where each statement is a round trip and each commit a disk flush;
 * PGlite runs in this thread without either, and a large statement only holds the thread longer,
 * so there `maxBatch` is 1 and saves simply go one after another.
 */
export function createConversationSaver({ db, clock, maxBatch }: { db: Db; clock: Clock; maxBatch: number }) {
  const queue: Waiting[] = [];
  let writing = false;

  /** Upserts the rows (one per conversation) in one statement; returns each conversation's id by key. */
  async function upsert(saves: ConversationSave[]): Promise<Map<string, string>> {
    const now = clock();
    // One JSON document carries every row: PostgreSQL reads it once, with no per-row parameters.
    const saved = saves.map((save) => ({
      user_id: save.userId,
      session_id: save.sessionId,
      phone_number: save.phoneNumber,
      number_source: save.numberSource,
      selected_country: save.selectedCountry,
      country_name: save.countryName,
      area_code: save.areaCode,
      area_location: save.areaLocation,
      messages: save.messages,
    }));
    const result = await db.execute(sql`
      insert into conversations
        (user_id, session_id, phone_number, number_source, selected_country, country_name, area_code,
         area_location, messages, created_at, updated_at)
      select user_id, session_id, phone_number, number_source, selected_country, country_name, area_code,
             area_location, messages, ${now}::timestamptz, ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(saved)}::jsonb)
        as saved(user_id uuid, session_id text, phone_number text, number_source text,
                 selected_country text, country_name text, area_code text, area_location text,
                 messages jsonb)
      on conflict (user_id, session_id) do update set
        phone_number = excluded.phone_number, number_source = excluded.number_source,
        selected_country = excluded.selected_country,
        country_name = excluded.country_name, area_code = excluded.area_code,
        area_location = excluded.area_location, messages = excluded.messages,
        updated_at = excluded.updated_at
      returning id, user_id, session_id`);
    const rows = (result as unknown as { rows: { id: string; user_id: string; session_id: string }[] }).rows;
    return new Map(rows.map((row) => [`${row.user_id} ${row.session_id}`, row.id]));
  }

  async function write(batch: Waiting[]): Promise<void> {
    // The last save of a conversation wins, as it would have had they gone one after another.
    const latest = new Map<string, ConversationSave>();
    for (const { save } of batch) latest.set(keyOf(save), save);
    try {
      const ids = await upsert([...latest.values()]);
      for (const waiting of batch) waiting.resolve(ids.get(keyOf(waiting.save))!);
    } catch (error) {
      if (latest.size === 1) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // One bad row (its owner deleted meanwhile) must not fail the others: each goes alone.
      for (const save of latest.values()) {
        const key = keyOf(save);
        await write(batch.filter((waiting) => keyOf(waiting.save) === key));
      }
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (queue.length > 0) await write(queue.splice(0, maxBatch));
    writing = false;
  }

  return {
    /** Resolves with the conversation's id once its row is committed. */
    save(save: ConversationSave): Promise<string> {
      return new Promise((resolve, reject) => {
        queue.push({ save, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

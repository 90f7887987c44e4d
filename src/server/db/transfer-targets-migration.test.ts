import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../paths";
import { openDatabase } from "./client";
import { agents } from "./schema";

// An agent saved with one transfer number keeps it as its first transfer target, rung when a
// caller asks for a person, at any time, as before.

async function databaseWithOneTransferNumber(dir: string): Promise<void> {
  const oldMigrations = join(dir, "migrations");
  await cp(migrationsFolder, oldMigrations, { recursive: true });
  const journalPath = join(oldMigrations, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter(({ tag }) => tag < "0012");
  await writeFile(journalPath, JSON.stringify(journal));

  const client = new PGlite(join(dir, "data"));
  await migrate(drizzle(client), { migrationsFolder: oldMigrations });
  const {
    rows: [owner],
  } = await client.query<{ id: string }>(
    "insert into users (username, email, password_hash) values ('old', 'old@example.com', 'h') returning id",
  );
  for (const [index, [number, label]] of [
    ["+15125550100", "Manager"],
    ["", ""],
  ].entries()) {
    await client.query(
      `insert into agents (user_id, session_id, conversation_id, phone_number, selected_country, country_name,
         area_code, area_location, business_name, business_category, agent_name, agent_purpose, agent_intro,
         business_website, language, voice, timezone, custom_hours, custom_hours_enabled,
         reputation_management, workflow_mode, opening_hours_status, transfer_number, transfer_label, status)
       values ($1, '', '', $2, 'US', '', '', '', 'Bea''s', 'restaurant', 'Bea', 'Take orders', '', '', 'english',
         'female', 'America/New_York', '', false, false, false, 'none', $3, $4, 'active')`,
      [owner!.id, `+1212555010${index}`, number, label],
    );
  }
  await client.close();
}

describe("the agent's one transfer number becomes a list of people", () => {
  it("keeps the number and who answers it as the first transfer target, any time", async () => {
    const dir = await mkdtemp(join(tmpdir(), "transfer-migration-"));
    try {
      await databaseWithOneTransferNumber(dir);
      const database = await openDatabase({ pgliteDir: join(dir, "data") }, () => {});
      const rows = await database.db
        .select({ targets: agents.transferTargets, hours: agents.transferHours })
        .from(agents)
        .orderBy(asc(agents.phoneNumber));
      expect(rows).toEqual([
        {
          targets: [
            { label: "Manager", number: "+15125550100", whenAsked: true, whenUrgent: false, rule: "" },
          ],
          hours: { mode: "always" },
        },
        { targets: [], hours: { mode: "always" } },
      ]);
      await database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

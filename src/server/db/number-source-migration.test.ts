import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { databaseBeforeMigration } from "./migration-test-support";
import { agents } from "./schema";

// Every agent saved before owners could bring their own number had its number bought, so deleting
// it still releases that number.
describe("the agent's number source", () => {
  it("marks the numbers of agents saved before it as bought", async () => {
    const dir = await mkdtemp(join(tmpdir(), "number-source-migration-"));
    try {
      await databaseBeforeMigration(dir, "0020", async (client, ownerId) => {
        await client.query(
          `insert into agents (user_id, session_id, conversation_id, phone_number, selected_country, country_name,
             area_code, area_location, business_name, business_category, agent_name, agent_purpose, agent_intro,
             business_website, language, voice, timezone, custom_hours, custom_hours_enabled,
             reputation_management, workflow_mode, opening_hours_status, status)
           values ($1, '', '', '+12125550100', 'US', '', '', '', 'Bea''s', 'restaurant', 'Bea', 'Take orders', '', '',
             'english', 'female', 'America/New_York', '', false, false, false, 'none', 'active')`,
          [ownerId],
        );
      });
      const database = await openDatabase({ pgliteDir: join(dir, "data") }, () => {});
      const rows = await database.db
        .select({ phoneNumber: agents.phoneNumber, numberSource: agents.numberSource })
        .from(agents);
      expect(rows).toEqual([{ phoneNumber: "+12125550100", numberSource: "bought" }]);
      await database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

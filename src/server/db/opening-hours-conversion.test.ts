import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { databaseBeforeMigration } from "./migration-test-support";
import { agents } from "./schema";

// An agent saved before hours were data has only the owner's words; migration 0009 and the step
// after it turn them into the structure once, and keep words that state no hours as written.

/** A database as it was before migration 0009, with agents saved then. */
function databaseBeforeStructuredHours(dir: string, hours: readonly string[]): Promise<void> {
  return databaseBeforeMigration(dir, "0009", async (client, ownerId) => {
    for (const [index, customHours] of hours.entries()) {
      await client.query(
        `insert into agents (user_id, session_id, conversation_id, phone_number, selected_country, country_name,
           area_code, area_location, business_name, business_category, agent_name, agent_purpose, agent_intro,
           business_website, language, voice, timezone, custom_hours, custom_hours_enabled,
           reputation_management, workflow_mode, status)
         values ($1, '', '', $2, 'US', '', '', '', $3, 'restaurant', 'Bea', 'Take orders', '', '', 'english',
           'female', 'America/New_York', $4, true, false, false, 'active')`,
        [ownerId, `+1212555010${index}`, `Agent ${index}`, customHours],
      );
    }
  });
}

describe("migration 0009: opening hours become data", () => {
  it("reads old words into the structure once, and keeps and reports the ones it cannot read", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hours-migration-"));
    try {
      await databaseBeforeStructuredHours(dir, [
        "Mon-Fri 9-5, Sat 10-2, closed Sundays",
        "By appointment only",
        "",
      ]);
      const reports: string[] = [];
      const database = await openDatabase({ pgliteDir: join(dir, "data") }, (message) =>
        reports.push(message),
      );
      const rows = await database.db
        .select({
          id: agents.id,
          customHours: agents.customHours,
          openingHours: agents.openingHours,
          status: agents.openingHoursStatus,
        })
        .from(agents)
        .orderBy(asc(agents.phoneNumber));
      const weekday = [{ opens: "09:00", closes: "17:00" }];
      expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
        {
          customHours: "Mon-Fri 9-5, Sat 10-2, closed Sundays",
          status: "structured",
          openingHours: {
            week: {
              monday: weekday,
              tuesday: weekday,
              wednesday: weekday,
              thursday: weekday,
              friday: weekday,
              saturday: [{ opens: "10:00", closes: "14:00" }],
              sunday: [],
            },
            exceptions: [],
          },
        },
        { customHours: "By appointment only", status: "not-understood", openingHours: null },
        { customHours: "", status: "none", openingHours: null },
      ]);
      expect(reports).toEqual([`Opening hours not understood, kept as written, for agents ${rows[1]!.id}`]);
      await database.close();

      // The next start finds nothing left to read and reports nothing again.
      const again: string[] = [];
      const reopened = await openDatabase({ pgliteDir: join(dir, "data") }, (message) => again.push(message));
      expect(again).toEqual([]);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { users } from "./schema";

describe("the embedded database", () => {
  it("keeps its data across a restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "pglite-"));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.db
        .insert(users)
        .values({ username: "keeper", email: "keeper@example.com", passwordHash: "h" });
      await first.close();
      const second = await openDatabase({ pgliteDir: dir });
      const [row] = await second.db.select().from(users).where(eq(users.username, "keeper"));
      expect(row?.email).toBe("keeper@example.com");
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

// Two instances starting at once against one PostgreSQL migrate once.
describe.runIf(process.env.DATABASE_URL)("PostgreSQL migrations", () => {
  it("are applied once when two instances start at the same time", async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `switchboard_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: url.toString() }),
        openDatabase({ databaseUrl: url.toString() }),
      ]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      await check.end();
      const journal = await import("./migrations/meta/_journal.json");
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }, 60_000);
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { rateLimits } from "../db/schema";
import { createRateLimiter } from "./rate-limiter";

let database: Database;
// Far in the past, so purging as of this clock never touches the counters of other tests
// that share a PostgreSQL.
let now = new Date("2001-01-01T10:00:00Z");
const clock = () => now;
beforeAll(async () => {
  database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true },
  );
});
afterAll(async () => {
  await database.close();
});

describe("the rate limiter", () => {
  const limit = { max: 3, windowMs: 60_000 };
  const key = `unit-test:${Math.random()}`;

  it("allows max hits in a window, then says how long to wait, and opens a new window after", async () => {
    const limiter = createRateLimiter(database.db, clock);
    for (let hit = 1; hit <= 3; hit++) expect((await limiter.hit(key, limit)).allowed).toBe(true);
    const refused = await limiter.hit(key, limit);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.check(key, limit)).allowed).toBe(false);
    now = new Date(now.getTime() + 60_001);
    expect((await limiter.hit(key, limit)).allowed).toBe(true);
  });

  it("purges counters older than a day", async () => {
    const limiter = createRateLimiter(database.db, clock);
    await limiter.hit(key, limit);
    now = new Date(now.getTime() + 86_400_001);
    await limiter.purgeStale();
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });
});

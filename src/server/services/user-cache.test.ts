import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ChangeFeed, pgliteChangeFeed } from "../db/change-feed";
import { createUserCache } from "./user-cache";

// docs/decisions/0008: a remembered read is served until the user's rows change, and a read
// that a change overtook is never remembered.
describe("the per-user cache", () => {
  let client: PGlite;
  let changes: ChangeFeed;
  beforeEach(async () => {
    client = new PGlite();
    changes = await pgliteChangeFeed(client);
  });
  afterEach(async () => {
    await changes.close();
    await client.close();
  });

  it("reads the database once, then answers from memory until the user's rows change", async () => {
    const cache = createUserCache<number>(changes, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.readThrough("ana", load)).toBe(1);
    expect(await cache.readThrough("ana", load)).toBe(1);
    changes.changed("ben");
    expect(await cache.readThrough("ana", load)).toBe(1);
    changes.changed("ana");
    expect(await cache.readThrough("ana", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not remember a value when the user's rows changed while it was being read", async () => {
    const cache = createUserCache<string>(changes, 10);
    const stale = await cache.readThrough("ana", async () => {
      changes.changed("ana");
      return "before the change";
    });
    expect(stale).toBe("before the change");
    expect(await cache.readThrough("ana", async () => "after the change")).toBe("after the change");
  });

  it("hears changes the database announces on the user_changes channel", async () => {
    const cache = createUserCache<string>(changes, 10);
    await cache.readThrough("ana", async () => "remembered");
    await client.query("select pg_notify('user_changes', 'ana')");
    expect(await cache.readThrough("ana", async () => "read again")).toBe("read again");
  });

  it("forgets every key of a user at once, and the oldest entries beyond its size", async () => {
    const cache = createUserCache<string>(changes, 2);
    const mark = changes.mark();
    cache.remember("session-1", "ana", "first", mark);
    cache.remember("session-2", "ana", "second", mark);
    cache.remember("session-3", "ben", "third", mark);
    expect(cache.get("session-1")).toBeUndefined();
    expect(cache.get("session-2")).toBe("second");
    changes.changed("ana");
    expect(cache.get("session-2")).toBeUndefined();
    expect(cache.get("session-3")).toBe("third");
  });
});

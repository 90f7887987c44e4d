import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { preparedStatementsClient, type StatementClient } from "./pglite-statements";

// Drizzle's PGlite driver reads timestamps as text and maps them itself.
const drizzleLike = {
  rowMode: "array" as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
};

describe("PGlite with statements prepared once (docs/decisions/0010)", () => {
  let client: PGlite;
  let prepared: StatementClient;

  beforeAll(async () => {
    client = new PGlite();
  });

  beforeEach(async () => {
    // A fresh table and no statements left from the test before (each test makes its own client).
    await client.exec(`
      deallocate all;
      drop table if exists items;
      create table items (
        id integer primary key,
        name text not null unique,
        price numeric(10, 2),
        tags text[] not null default '{}',
        details jsonb,
        active boolean not null default true,
        created_at timestamptz not null default '2026-11-21T10:00:00Z'
      )`);
    prepared = preparedStatementsClient(client);
  });

  afterAll(async () => {
    await client.close();
  });

  const preparedStatementCount = async () =>
    (await client.query<{ count: number }>("select count(*)::int as count from pg_prepared_statements"))
      .rows[0]!.count;

  it("answers exactly as PGlite's own query() does, in both row modes and with custom parsers", async () => {
    const insert = "insert into items (id, name, price, tags, details) values ($1, $2, $3, $4, $5::jsonb)";
    await prepared.query(insert, [1, "Soup", "4.50", ["hot", "vegan"], JSON.stringify({ spicy: false })]);
    await prepared.query(insert, [2, "Bread", null, [], null]);
    const select = "select * from items where id = any($1::int[]) order by id";
    for (const options of [undefined, drizzleLike, { rowMode: "object" as const }]) {
      const ours = await prepared.query(select, [[1, 2]], options);
      const theirs = await client.query(select, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [soup] = (await prepared.query<{ details: unknown; tags: string[] }>(select, [[1]])).rows;
    expect(soup).toMatchObject({ details: { spicy: false }, tags: ["hot", "vegan"] });
  });

  it("reports how many rows a write touched and what it returned", async () => {
    await prepared.query("insert into items (id, name) values (1, 'Soup'), (2, 'Bread')");
    const updated = await prepared.query("update items set active = $1 where id > $2", [false, 0]);
    expect(updated.affectedRows).toBe(2);
    const returned = await prepared.query<{ id: number }>(
      "delete from items where id = $1 returning id",
      [2],
    );
    expect(returned.rows).toEqual([{ id: 2 }]);
  });

  it("prepares a statement once and runs it again without preparing", async () => {
    const text = "select name from items where id = $1";
    await client.query("insert into items (id, name) values (1, 'Soup')");
    const before = await preparedStatementCount();
    expect((await prepared.query(text, [1])).rows).toEqual([{ name: "Soup" }]);
    expect((await prepared.query(text, [1])).rows).toEqual([{ name: "Soup" }]);
    expect(await preparedStatementCount()).toBe(before + 1);
  });

  it("throws the database's error with its code, and the statement still works afterwards", async () => {
    const insert = "insert into items (id, name) values ($1, $2)";
    await prepared.query(insert, [1, "Soup"]);
    const failure = await prepared.query(insert, [2, "Soup"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", constraint: "items_name_key", query: insert });
    await prepared.query(insert, [2, "Bread"]);
    expect((await client.query("select name from items order by id")).rows).toEqual([
      { name: "Soup" },
      { name: "Bread" },
    ]);
  });

  it("does not keep a statement that failed to prepare", async () => {
    await expect(prepared.query("select nope from items")).rejects.toMatchObject({ code: "42703" });
    await expect(prepared.query("select nope from items")).rejects.toMatchObject({ code: "42703" });
    await client.exec("alter table items add column nope text");
    expect((await prepared.query("select nope from items")).rows).toEqual([]);
  });

  it("closes the least recently used statement when its slots run out, and stays correct", async () => {
    const few = preparedStatementsClient(client, { statementSlots: 2 });
    const before = await preparedStatementCount();
    for (let round = 0; round < 3; round++) {
      for (let value = 1; value <= 5; value++) {
        const { rows } = await few.query<{ answer: number }>(`select $1::int + ${value} as answer`, [round]);
        expect(rows).toEqual([{ answer: round + value }]);
      }
    }
    expect(await preparedStatementCount()).toBe(before + 2);
  });

  it("commits a transaction, rolls back a failed one, and lets no other query in while one is open", async () => {
    await prepared.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values ($1, $2)", [1, "Soup"]);
    });
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query("insert into items (id, name) values ($1, $2)", [2, "Bread"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");

    let releaseTransaction: () => void = () => undefined;
    const open = prepared.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values ($1, $2)", [3, "Pie"]);
      await new Promise<void>((resolve) => {
        releaseTransaction = resolve;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = prepared.query<{ name: string }>("select name from items order by id");
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseTransaction();
    await open;
    expect((await outside).rows).toEqual([{ name: "Soup" }, { name: "Pie" }]);
  });

  it("serves Drizzle, nested transactions (savepoints) included", async () => {
    const db = drizzle(preparedStatementsClient(client) as PGlite);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (${1}, ${"Soup"})`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into items (id, name) values (${2}, ${"Bread"})`);
          throw new Error("not the bread");
        })
        .catch(() => undefined);
    });
    const { rows } = await db.execute<{ name: string }>(sql`select name from items order by id`);
    expect(rows).toEqual([{ name: "Soup" }]);
  });

  it("delivers a notification before the statement that sent it resolves (the change feed relies on it)", async () => {
    const heard: string[] = [];
    await client.listen("user_changes", (payload) => heard.push(payload));
    await prepared.query("select pg_notify('user_changes', $1)", ["user-1"]);
    await Promise.resolve();
    expect(heard).toEqual(["user-1"]);
  });
});

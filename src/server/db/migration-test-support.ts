import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths";

/**
 * For a migration's test: a database under `dir` migrated up to, not including, the migration whose
 * tag starts with `before`, with rows the test writes as they were then, and one owner to own them.
 */
export async function databaseBeforeMigration(
  dir: string,
  before: string,
  seed: (client: PGlite, ownerId: string) => Promise<void>,
): Promise<void> {
  const oldMigrations = join(dir, "migrations");
  await cp(migrationsFolder, oldMigrations, { recursive: true });
  const journalPath = join(oldMigrations, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter(({ tag }) => tag < before);
  await writeFile(journalPath, JSON.stringify(journal));

  const client = new PGlite(join(dir, "data"));
  await migrate(drizzle(client), { migrationsFolder: oldMigrations });
  const {
    rows: [owner],
  } = await client.query<{ id: string }>(
    "insert into users (username, email, password_hash) values ('old', 'old@example.com', 'h') returning id",
  );
  await seed(client, owner!.id);
  await client.close();
}

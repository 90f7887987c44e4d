import pg from "pg";

/**
 * A PostgreSQL shared by every run keeps nothing of one: a bench or system test removes the account
 * it made, and with it (cascade) its agents, whose numbers would otherwise stay taken.
 */
export async function removeUserFromSharedDatabase(username: string): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("delete from users where username = $1", [username]);
  } finally {
    await client.end();
  }
}

import pg from "pg";

/** One statement on the PostgreSQL at DATABASE_URL, from outside the servers under test. */
export async function querySharedDatabase<Row extends pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL shared by every run keeps nothing of one: a bench or system test removes the account
 * it made, and with it (cascade) its agents, whose numbers would otherwise stay taken.
 */
export async function removeUserFromSharedDatabase(username: string): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  await querySharedDatabase("delete from users where username = $1", [username]);
}

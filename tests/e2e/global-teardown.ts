import pg from "pg";

// On a shared PostgreSQL the browser tests' accounts would stay, and their agents
// would keep holding numbers run after run; their usernames all start with e2e_.
export default async function removeBrowserTestAccounts(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("delete from users where username like 'e2e\\_%'");
  } finally {
    await client.end();
  }
}

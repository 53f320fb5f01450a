import pg from 'pg';

/**
 * One connection to the test PostgreSQL, outside any test's schema, for what makes and removes schemas
 * and databases; closed again whatever `work` does.
 */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement (`create schema …`, `drop database …`) on its own connection. */
export async function asAdmin(url: string, statement: string): Promise<void> {
  await withAdminClient(url, (client) => client.query(statement));
}

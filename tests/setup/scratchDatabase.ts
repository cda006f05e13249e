import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server DATABASE_URL names, and how to drop it: empty, or a copy
 * of `template` (which nobody may be connected to). Shared by the test suites and the benches
 * (plain relative imports: the benches run without Vite's aliases).
 */
export async function createScratchPostgresDatabase(
  prefix = 'voltfield_test',
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('A scratch PostgreSQL database needs DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

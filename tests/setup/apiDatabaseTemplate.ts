import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client.ts';
import { createScratchPostgresDatabase } from './scratchDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database (dumpDataDir). */
    pgliteSnapshot: string;
    /** The same before any migration (a fresh initdb), for the tests of the migrations themselves. */
    pgliteEmptySnapshot: string;
    /** A migrated PostgreSQL database to copy; empty without DATABASE_URL. */
    postgresTemplate: string;
  }
}

/**
 * The API suite's global setup: the migrations run once, from nothing, into a template every test
 * file then copies (tests/setup/testDatabase.ts). Creating and migrating a database per file was
 * ~5 s each on PGlite (initdb) and a good part of the PostgreSQL run. The PGlite snapshots are
 * always made (the files whose subject is the database run on PGlite too); the PostgreSQL template
 * when DATABASE_URL names a server, at the same time (it is mostly waiting on that server).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [pglite, postgres] = await Promise.all([pgliteSnapshots(), process.env.DATABASE_URL ? postgresTemplate() : undefined]);
  project.provide('pgliteEmptySnapshot', pglite.empty);
  project.provide('pgliteSnapshot', pglite.migrated);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await Promise.all([rm(pglite.dir, { recursive: true, force: true }), postgres?.drop()]);
  };
}

async function pgliteSnapshots(): Promise<{ dir: string; empty: string; migrated: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'voltfield-api-'));
  const handle = await connectDatabase({ pgliteDir: 'memory' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.waitReady;
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    const tarball = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  };
  const empty = await dump('empty.tar');
  await handle.migrate();
  const migrated = await dump('migrated.tar');
  await handle.close();
  return { dir, empty, migrated };
}

async function postgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const template = await createScratchPostgresDatabase('voltfield_template');
  const handle = await connectDatabase({ url: template.url, poolMax: 1 });
  await handle.migrate();
  await handle.close();
  return template;
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client.ts';
import { createScratchPostgresDatabase } from './scratchDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database (dumpDataDir), for TEST_DATABASE=pglite. */
    pgliteSnapshot: string;
    /** The same before any migration (a fresh initdb), for the tests of the migrations themselves. */
    pgliteEmptySnapshot: string;
    /** A migrated PostgreSQL database to copy, for TEST_DATABASE=pg. */
    postgresTemplate: string;
  }
}

/**
 * The API suite's global setup: the migrations run once, from nothing, into a template every test
 * file then copies (tests/setup/testDatabase.ts). Creating and migrating a database per file was
 * ~5 s each on PGlite (initdb) and a good part of the PostgreSQL run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if ((process.env.TEST_DATABASE ?? 'pglite') === 'pg') {
    const template = await createScratchPostgresDatabase('voltfield_template');
    const handle = await connectDatabase({ url: template.url, poolMax: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteSnapshot', '');
    project.provide('pgliteEmptySnapshot', '');
    return () => template.drop();
  }
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
  project.provide('pgliteEmptySnapshot', await dump('empty.tar'));
  await handle.migrate();
  project.provide('pgliteSnapshot', await dump('migrated.tar'));
  await handle.close();
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}

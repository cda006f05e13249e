import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '~/server/services/sessions';
import { connectDatabase, type ConnectOptions } from '~/server/db/client';
import { sessions, users } from '~/server/db/schema';
import { findUserByEmail } from '~/server/services/users';
import { createTestUser } from '../factories/users';
import { TEST_SESSION_SECRET } from '../setup/testApp';
import { createScratchPostgresDatabase, defaultTestDatabaseKind } from '../setup/testDatabase';

/**
 * `npm run user:create` on a database of its own, of the suite's default kind (a scratch PostgreSQL
 * database with DATABASE_URL, else a PGlite folder): a reset of an existing account's password
 * signs out every session it had, and a guessable password is refused.
 */
const run = promisify(execFile);
let target: { options: ConnectOptions; env: Record<string, string>; dispose(): Promise<void> };

beforeAll(async () => {
  if (defaultTestDatabaseKind() === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'voltfield-cli-'));
    const pgliteDir = path.join(dir, 'pglite');
    target = {
      options: { pgliteDir },
      env: { PGLITE_DIR: pgliteDir, DATABASE_URL: '' },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } else {
    const scratch = await createScratchPostgresDatabase();
    target = { options: { url: scratch.url }, env: { DATABASE_URL: scratch.url }, dispose: scratch.drop };
  }
});
afterAll(async () => {
  await target.dispose();
});

/** Runs the CLI with the project's Node (the one running this test), as `npm run user:create` does. */
function userCreate(...args: string[]) {
  return run(process.execPath, ['src/server/cli/createUser.ts', ...args], {
    env: { ...process.env, ...target.env, NODE_ENV: 'development' },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
  );
}

async function withDatabase<T>(work: (handle: Awaited<ReturnType<typeof connectDatabase>>) => Promise<T>): Promise<T> {
  const handle = await connectDatabase(target.options);
  try {
    await handle.migrate();
    return await work(handle);
  } finally {
    await handle.close();
  }
}

describe('npm run user:create', () => {
  it('resets the password of an existing account and signs out every session it had', async () => {
    const email = 'ops.reset@example.com';
    await withDatabase(async ({ db }) => {
      const user = await createTestUser(db, { email });
      const key = new TextEncoder().encode(TEST_SESSION_SECRET);
      await startSession(db, key, user.id);
      await startSession(db, key, user.id);
    });

    const reset = await userCreate('--email', email, '--password', 'tumbleweed lantern orbit', '--role', 'admin');
    expect(reset).toEqual({ code: 0, output: `Updated ${email}: new password (every session signed out), role admin.\n` });

    await withDatabase(async ({ db }) => {
      const user = await findUserByEmail(db, email);
      expect(user?.role).toBe('admin');
      const left = await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, user!.id));
      expect(left).toHaveLength(2);
      expect(left.every((session) => session.revokedAt !== null)).toBe(true);
    });
  }, 60_000);

  it('refuses to demote the last admin, and changes nothing', async () => {
    const email = 'ops.last@example.com';
    expect((await userCreate('--email', email, '--password', 'tumbleweed lantern orbit', '--role', 'admin')).code).toBe(0);
    await withDatabase(async ({ db }) => {
      // Every other admin of this database steps down first, so this one is the last.
      await db
        .update(users)
        .set({ role: 'buyer' })
        .where(and(eq(users.role, 'admin'), ne(users.email, email)));
    });
    const refused = await userCreate('--email', email, '--password', 'copper kettle meadow', '--role', 'buyer');
    expect(refused).toEqual({ code: 1, output: '--role: At least one admin must remain: make another account an admin first.\n' });
    await withDatabase(async ({ db }) => {
      expect((await findUserByEmail(db, email))?.role).toBe('admin');
    });
    // Once another admin exists, it may step down.
    expect((await userCreate('--email', 'ops.next@example.com', '--password', 'harbor violet summit', '--role', 'admin')).code).toBe(0);
    expect((await userCreate('--email', email, '--password', 'copper kettle meadow', '--role', 'buyer')).code).toBe(0);
  }, 60_000);

  it('refuses a guessable password', async () => {
    const refused = await userCreate('--email', 'new.ops@example.com', '--password', 'password1234');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--password: Password is too easy to guess. This is similar to a commonly used password.');
  }, 60_000);
});

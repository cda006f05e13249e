import { hashPassword } from '~/server/auth/passwords';
import type { Database } from '~/server/db/client';
import type { UserRow } from '~/server/db/schema';
import { createUser, type NewUser } from '~/server/services/users';

export const DEFAULT_PASSWORD = 'correct horse battery staple';

// Hashing costs ~0.3 s by design; hash the shared test password once per test file.
let defaultHash: Promise<string> | undefined;

let sequence = 0;

/** An address no other test has used: `label`, the time and a random tail, at example.com. */
export const newEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A user with a password (DEFAULT_PASSWORD unless given) and a unique email. */
export async function createTestUser(db: Database, overrides: Partial<NewUser> & { password?: string } = {}): Promise<UserRow> {
  const { password, ...fields } = overrides;
  sequence += 1;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return createUser(db, {
    email: `user${sequence}.${Date.now()}@example.com`,
    firstName: 'Pat',
    lastName: 'Nguyen',
    organizationName: 'Lone Star Solar',
    passwordHash: password ? await hashPassword(password) : await defaultHash,
    ...fields,
  });
}

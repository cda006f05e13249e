/**
 * `npm run user:create -- --email ops@example.com --password '…' --role admin
 *  [--first-name Ada --last-name Lovelace --organization 'Voltfield']`
 * Creates an account, or updates the password and role of an existing one (signing out all its
 * sessions). The password must be at least 12 characters and not easy to guess.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLES } from '../../domain/constants.ts';
import { MIN_PASSWORD_LENGTH } from '../../domain/schemas/auth.ts';
import { emailField } from '../../domain/schemas/fields.ts';
import { hashPassword } from '../auth/passwords.ts';
import { passwordWeakness } from '../auth/passwordStrength.ts';
import { connectDatabase } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { changeRole } from '../services/accountAdministration.ts';
import { createUser, findUserByEmail, setPassword } from '../services/users.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'buyer' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    organization: { type: 'string' },
  },
});

const args = z
  .object({
    email: emailField(),
    password: z
      .string({ error: '--password is required' })
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    role: z.enum(ROLES, { error: `--role must be one of: ${ROLES.join(', ')}` }),
  })
  .safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  console.error(
    'Usage: npm run user:create -- --email <email> --password <password> [--role admin] [--first-name …] [--last-name …] [--organization …]',
  );
  process.exit(1);
}

const env = getEnv();
const handle = await connectDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await handle.migrate();
  const { email, password, role } = args.data;
  const existing = await findUserByEmail(handle.db, email);
  const weakness = await passwordWeakness(password, [
    email,
    `${values['first-name'] ?? existing?.firstName ?? ''} ${values['last-name'] ?? existing?.lastName ?? ''}`,
    values.organization ?? existing?.organizationName,
  ]);
  if (weakness) {
    console.error(`--password: ${weakness}`);
    process.exitCode = 1;
  } else if (existing) {
    // One transaction: the role (never the last admin's, while it is the last) and the password
    // change together or not at all. A reset signs out every session the account had.
    const passwordHash = await hashPassword(password);
    try {
      await handle.db.transaction(async (tx) => {
        await changeRole(tx, existing, role);
        await setPassword(tx, existing.id, passwordHash);
      });
      console.info(`Updated ${existing.email}: new password (every session signed out), role ${role}.`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      console.error(`--role: ${error.message}`);
      process.exitCode = 1;
    }
  } else {
    const passwordHash = await hashPassword(password);
    await createUser(handle.db, {
      email,
      passwordHash,
      role,
      firstName: values['first-name'] ?? null,
      lastName: values['last-name'] ?? null,
      organizationName: values.organization ?? null,
    });
    console.info(`Created ${email} with role ${role}.`);
  }
} finally {
  await handle.close();
}

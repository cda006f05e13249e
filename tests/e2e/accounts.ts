import path from 'node:path';

/** The buyer the setup project registers for every run (a fresh database each time). */
export const BUYER = {
  firstName: 'Blake',
  lastName: 'Morgan',
  organizationName: 'Lone Star Cold Storage',
  email: 'e2e-buyer@voltfield.test',
  password: 'a passphrase for the e2e buyer',
  role: 'buyer',
};

/** The demo admin the server seeds in development (src/server/db/seed.ts). */
export const ADMIN = { email: 'admin@voltfield.dev', password: 'voltfield-admin-demo', firstName: 'Avery', lastName: 'Admin' };

export function storageStateFor(account: 'buyer' | 'admin'): string {
  return path.resolve(`test-results/.auth/${account}.json`);
}

import { tmpdir } from 'node:os';
import path from 'node:path';
import { appPort } from './ports';

/** The buyer the setup project registers for every run (a fresh database each time). */
export const BUYER = {
  firstName: 'Blake',
  lastName: 'Morgan',
  organizationName: 'Lone Star Cold Storage',
  email: 'e2e-buyer@voltfield.test',
  password: 'a passphrase for the e2e buyer',
  role: 'buyer',
};

/**
 * Buyers of their own for the tests that build RFQs, so no other test sees their carts: a shopper
 * for the buyer's journey at each width (they run at once), a clerk for the other RFQ tests, and an
 * observer who never makes anything (the second buyer who must see none of it, and an empty dashboard).
 */
export const BUYERS = {
  'shopper-desktop': { firstName: 'Dana', lastName: 'Desk', organizationName: 'Wide Plains Solar' },
  'shopper-mobile': { firstName: 'Mo', lastName: 'Bile', organizationName: 'Pocket Storage Co' },
  clerk: { firstName: 'Casey', lastName: 'Clerk', organizationName: 'Ledger Energy' },
  observer: { firstName: 'Olive', lastName: 'Observer', organizationName: 'Bystander Power' },
} as const;
export type BuyerName = keyof typeof BUYERS;

export function buyerAccount(name: BuyerName) {
  return { ...BUYERS[name], email: `e2e-${name}@voltfield.test`, password: `a passphrase for the ${name}`, role: 'buyer' };
}

/** The demo admin the server seeds in development (src/server/db/seed.ts). */
export const ADMIN = { email: 'admin@voltfield.dev', password: 'voltfield-admin-demo', firstName: 'Avery', lastName: 'Admin' };

/**
 * The demo buyer the server seeds (src/server/db/seed.ts), with the quotes and runs the seed gave
 * it: only the dashboard's tests use it, and they count its figures.
 */
export const DEMO_BUYER = {
  email: 'buyer@voltfield.dev',
  password: 'voltfield-buyer-demo',
  firstName: 'Blake',
  organizationName: 'Lone Star Cold Storage',
};

/**
 * Where the setup project keeps an account's cookies: beside this run's server (its port), outside
 * test-results, which every Playwright run empties as it starts (two runs at once on other ports
 * would take each other's sign-ins away).
 */
export function storageStateFor(account: 'buyer' | 'admin' | 'demo-buyer' | BuyerName): string {
  return path.join(tmpdir(), `voltfield-e2e-${appPort}`, `${account}.json`);
}

import type { Role } from '../../domain/constants.ts';
import { hashPassword } from '../auth/passwords.ts';
import { products, users } from './schema/index.ts';
import type { Database } from './client.ts';
import { demoProducts } from './demoProducts.ts';

/**
 * Demo accounts for trying the signed-in parts locally. Never created in production: their
 * passwords are public (README).
 */
export const demoUsers: { email: string; password: string; role: Role; firstName: string; lastName: string; organizationName: string }[] = [
  { email: 'admin@voltfield.dev', password: 'voltfield-admin-demo', role: 'admin', firstName: 'Avery', lastName: 'Admin', organizationName: 'Voltfield' },
  { email: 'buyer@voltfield.dev', password: 'voltfield-buyer-demo', role: 'buyer', firstName: 'Blake', lastName: 'Buyer', organizationName: 'Lone Star Cold Storage' },
];

export interface SeedReport {
  productsAdded: number;
  /** Demo accounts created by this run (with their passwords, to print once). */
  usersAdded: typeof demoUsers;
}

/**
 * Puts the demo data into the database. Idempotent: rows that exist (products by manufacturer
 * and model, users by email) are left alone, so it runs on every start and on demand.
 */
export async function seedDemoData(db: Database, { withDemoUsers }: { withDemoUsers: boolean }): Promise<SeedReport> {
  const added = await db
    .insert(products)
    .values(demoProducts)
    .onConflictDoNothing({ target: [products.manufacturer, products.model] })
    .returning({ id: products.id });

  const usersAdded: typeof demoUsers = [];
  if (withDemoUsers) {
    for (const demo of demoUsers) {
      const { password, ...fields } = demo;
      const [created] = await db
        .insert(users)
        .values({ ...fields, passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created) usersAdded.push(demo);
    }
  }
  return { productsAdded: added.length, usersAdded };
}

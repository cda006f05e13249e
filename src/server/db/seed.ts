import { sql } from 'drizzle-orm';
import type { Role } from '../../domain/constants.ts';
import { hashPassword } from '../auth/passwords.ts';
import { catalogProducts, type CatalogProduct } from './catalog/index.ts';
import type { Database } from './client.ts';
import { seedDemoBuyerActivity } from './demoBuyer.ts';
import { products, users } from './schema/index.ts';

/**
 * Demo accounts for trying the signed-in parts locally. Never created in production: their
 * passwords are public (README).
 */
export const demoUsers: { email: string; password: string; role: Role; firstName: string; lastName: string; organizationName: string }[] = [
  {
    email: 'admin@voltfield.dev',
    password: 'voltfield-admin-demo',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    organizationName: 'Voltfield',
  },
  {
    email: 'buyer@voltfield.dev',
    password: 'voltfield-buyer-demo',
    role: 'buyer',
    firstName: 'Blake',
    lastName: 'Buyer',
    organizationName: 'Lone Star Cold Storage',
  },
];

export interface SeedReport {
  productsAdded: number;
  /** Demo accounts created by this run (with their passwords, to print once). */
  usersAdded: typeof demoUsers;
  /** The demo buyer's quoted RFQ, saved calculation and site, when this run gave them (./demoBuyer.ts). */
  demoRfqsAdded: number;
  demoRunsAdded: number;
  demoSitesAdded: number;
}

/** A catalog record as a products row (its facets without the category, which has its own column). */
export function toProductRow({
  facets: { category: _, ...facets },
  leadTimeWeeks,
  ...product
}: CatalogProduct): typeof products.$inferInsert {
  return { ...product, facets, leadTimeWeeks: leadTimeWeeks ?? null };
}

/**
 * Puts the demo data into the database. Idempotent: the demo catalog's products (by manufacturer
 * and model) are brought up to date, users that exist (by email) are left alone, and the demo
 * buyer gets a quoted RFQ and a saved calculation only while they have made nothing, so it runs
 * on every start and on demand.
 */
export async function seedDemoData(
  db: Database,
  { withDemoUsers, now = new Date() }: { withDemoUsers: boolean; now?: Date },
): Promise<SeedReport> {
  const written = await db
    .insert(products)
    .values(catalogProducts.map(toProductRow))
    .onConflictDoUpdate({
      target: [products.manufacturer, products.model],
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        price: sql`excluded.price`,
        unitType: sql`excluded.unit_type`,
        specifications: sql`excluded.specifications`,
        facets: sql`excluded.facets`,
        leadTimeWeeks: sql`excluded.lead_time_weeks`,
      },
    })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const added = written.filter((row) => row.inserted);

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
  const activity = withDemoUsers
    ? await seedDemoBuyerActivity(db, { buyerEmail: demoEmailOf('buyer'), adminEmail: demoEmailOf('admin') }, now)
    : { rfqsAdded: 0, runsAdded: 0, sitesAdded: 0 };
  return {
    productsAdded: added.length,
    usersAdded,
    demoRfqsAdded: activity.rfqsAdded,
    demoRunsAdded: activity.runsAdded,
    demoSitesAdded: activity.sitesAdded,
  };
}

function demoEmailOf(role: Role): string {
  return demoUsers.find((user) => user.role === role)!.email;
}

import type { Database } from '~/server/db/client';
import { leads, products } from '~/server/db/schema';

let sequence = 0;

export async function createTestProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}) {
  sequence += 1;
  const [product] = await db
    .insert(products)
    .values({
      name: `Test Module ${sequence}`,
      manufacturer: 'Test Manufacturer',
      model: `TM-${sequence}-${Date.now()}`,
      category: 'solar_modules',
      price: '150.00',
      unitType: 'module',
      specifications: { 'Rated power': '600 W' },
      ...overrides,
    })
    .returning();
  return product!;
}

export async function createTestLead(db: Database, overrides: Partial<typeof leads.$inferInsert> = {}) {
  sequence += 1;
  const [lead] = await db
    .insert(leads)
    .values({
      firstName: 'Dana',
      lastName: 'Whitfield',
      organizationName: 'Whitfield Farms',
      email: `dana${sequence}@example.com`,
      projectType: 'land-lease-opportunity',
      source: 'contact',
      ...overrides,
    })
    .returning();
  return lead!;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, queryRows } from '~/server/db/client';
import { demoProducts } from '~/server/db/demoProducts';
import { calculatorRuns, leads, products, rfqItems, rfqs, users } from '~/server/db/schema';
import { demoUsers, seedDemoData } from '~/server/db/seed';
import { verifyPassword } from '~/server/auth/passwords';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
async function pgErrorCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const NOT_NULL_VIOLATION = '23502';
const RESTRICT_VIOLATION = '23001';

describe('migrations', () => {
  it('create every table the product needs', async () => {
    const { db } = database;
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(['article_bookmarks', 'calculator_runs', 'leads', 'newsletter_subscriptions', 'products', 'rate_limits', 'rfq_items', 'rfqs', 'sessions', 'users']);
  });

  it('are idempotent: applying them again changes nothing', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});

describe('constraints', () => {
  const db = new Proxy({} as TestDatabase['db'], { get: (_target, key) => Reflect.get(database.db, key) });
  let userId: string;
  let productId: number;

  beforeAll(async () => {
    const [user] = await db.insert(users).values({ email: 'Constraint.Test@example.com' }).returning();
    userId = user!.id;
    const [product] = await db
      .insert(products)
      .values({ name: 'Probe module', manufacturer: 'Probe', model: 'P-1', category: 'solar_modules', price: '100.00', unitType: 'module' })
      .returning();
    productId = product!.id;
  });

  it('gives users the buyer role by default and refuses unknown roles', async () => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user!.role).toBe('buyer');
    expect(await pgErrorCode(db.execute(sql`INSERT INTO users (email, role) VALUES ('x@example.com', 'superuser')`))).toBe(CHECK_VIOLATION);
  });

  it('keeps one account per email, whatever its case', async () => {
    expect(await pgErrorCode(db.insert(users).values({ email: 'constraint.test@EXAMPLE.com' }))).toBe(UNIQUE_VIOLATION);
  });

  it('refuses lead statuses and project types outside the spec', async () => {
    const lead = { firstName: 'Ada', lastName: 'Lovelace', organizationName: 'Analytical', email: 'ada@example.com', projectType: 'other' as const, source: 'contact' };
    const [stored] = await db.insert(leads).values(lead).returning();
    expect(stored!.status).toBe('new');
    expect(await pgErrorCode(db.execute(sql`UPDATE leads SET status = 'won' WHERE id = ${stored!.id}`))).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(db.execute(sql`UPDATE leads SET project_type = 'wind' WHERE id = ${stored!.id}`))).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(db.execute(sql`UPDATE leads SET source = NULL WHERE id = ${stored!.id}`))).toBe(NOT_NULL_VIOLATION);
  });

  it('refuses RFQ statuses outside the spec and a submitted RFQ without submittedAt', async () => {
    const [rfq] = await db.insert(rfqs).values({ userId, projectName: 'New RFQ' }).returning();
    expect(rfq!.status).toBe('draft');
    expect(await pgErrorCode(db.execute(sql`UPDATE rfqs SET status = 'won' WHERE id = ${rfq!.id}`))).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(db.execute(sql`UPDATE rfqs SET status = 'submitted' WHERE id = ${rfq!.id}`))).toBe(CHECK_VIOLATION);
    await db.execute(sql`UPDATE rfqs SET status = 'submitted', submitted_at = now() WHERE id = ${rfq!.id}`);
  });

  it('refuses RFQ items with a non-positive quantity or an unknown product, and keeps products in use', async () => {
    const [rfq] = await db.insert(rfqs).values({ userId, projectName: 'Items' }).returning();
    expect(await pgErrorCode(db.insert(rfqItems).values({ rfqId: rfq!.id, productId, quantity: 0 }))).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(db.insert(rfqItems).values({ rfqId: rfq!.id, productId: 999_999, quantity: 1 }))).toBe(FOREIGN_KEY_VIOLATION);
    await db.insert(rfqItems).values({ rfqId: rfq!.id, productId, quantity: 2 });
    // PostgreSQL 15 reports ON DELETE RESTRICT as 23503, 17 (PGlite) as 23001: both refuse.
    expect([FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION]).toContain(await pgErrorCode(db.delete(products).where(eq(products.id, productId))));
  });

  it('refuses calculator runs of unknown types and deletes a user\'s data with the user', async () => {
    expect(await pgErrorCode(db.execute(sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES (${userId}, 'wind', '{}', '{}')`))).toBe(CHECK_VIOLATION);
    const [other] = await db.insert(users).values({ email: 'leaving@example.com' }).returning();
    await db.insert(calculatorRuns).values({ userId: other!.id, type: 'ppa_epc', inputs: {}, outputs: {} });
    await db.insert(rfqs).values({ userId: other!.id });
    await db.delete(users).where(eq(users.id, other!.id));
    expect(await db.select().from(calculatorRuns).where(eq(calculatorRuns.userId, other!.id))).toEqual([]);
    expect(await db.select().from(rfqs).where(eq(rfqs.userId, other!.id))).toEqual([]);
  });

  it('refuses negative prices and unknown categories', async () => {
    const base = { name: 'Bad', manufacturer: 'Probe', unitType: 'unit' };
    expect(await pgErrorCode(db.insert(products).values({ ...base, model: 'N-1', category: 'inverters', price: '-1.00' }))).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(db.execute(sql`INSERT INTO products (name, manufacturer, model, category) VALUES ('Bad', 'Probe', 'N-2', 'wind_turbines')`))).toBe(CHECK_VIOLATION);
  });
});

describe('demo seed', () => {
  it('adds the demo catalog and demo accounts once, however often it runs', async () => {
    const first = await seedDemoData(database.db, { withDemoUsers: true });
    const second = await seedDemoData(database.db, { withDemoUsers: true });
    expect(first.productsAdded).toBe(demoProducts.length);
    expect(first.usersAdded.map((user) => [user.email, user.role])).toEqual([
      ['admin@voltfield.dev', 'admin'],
      ['buyer@voltfield.dev', 'buyer'],
    ]);
    expect(second).toEqual({ productsAdded: 0, usersAdded: [] });
    const rows = await queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM products WHERE manufacturer <> 'Probe'`);
    expect(rows).toEqual([{ count: demoProducts.length }]);
    for (const demo of demoUsers) {
      const [user] = await database.db.select().from(users).where(eq(users.email, demo.email));
      expect(await verifyPassword(demo.password, user!.passwordHash!)).toBe(true);
    }
  });

  it('creates no demo accounts when told not to (production)', async () => {
    const scratch = await createTestDatabase();
    try {
      expect((await seedDemoData(scratch.db, { withDemoUsers: false })).usersAdded).toEqual([]);
      expect(await scratch.db.select().from(users)).toEqual([]);
    } finally {
      await scratch.dispose();
    }
  });
});

describe('embedded database on disk (PGlite, whichever database the suite uses)', () => {
  it('creates its folder, keeps its data across a restart and closes cleanly', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'voltfield-pglite-'));
    const dir = path.join(root, 'nested', 'pglite');
    try {
      const first = await connectDatabase({ pgliteDir: dir });
      await first.migrate();
      await first.db.insert(users).values({ email: 'persisted@example.com' });
      await first.close();

      const second = await connectDatabase({ pgliteDir: dir });
      await second.migrate();
      const rows = await second.db.select().from(users);
      expect(rows.map((row) => row.email)).toEqual(['persisted@example.com']);
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

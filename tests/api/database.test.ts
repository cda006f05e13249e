import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '~/server/db/client';
import { catalogProducts } from '~/server/db/catalog';
import { estimateBessValue, type BessInputs } from '~/domain/finance/bess';
import { quoteTotals } from '~/domain/quotes';
import { saveCalculatorRunSchema } from '~/domain/schemas/calculatorRunRequests';
import { DEMO_BESS_RUN, DEMO_RFQ, DEMO_SITE } from '~/server/db/demoBuyer';
import { calculatorRuns, leads, mailOutbox, products, rfqEvents, rfqItems, rfqs, users } from '~/server/db/schema';
import { demoUsers, seedDemoData } from '~/server/db/seed';
import { getRfq, listRfqItems, listRfqs } from '~/server/services/rfqs';
import { listSites } from '~/server/services/sites';
import { zipPoint } from '~/server/services/zipCodes';
import { updateSiteSchema } from '~/domain/schemas/sites';
import { defaultDesign } from '~/domain/sites/design';
import { stateAt } from '~/domain/solar/usShapes';
import { verifyPassword } from '~/server/auth/passwords';
import { createTestDatabase, migrateBefore, openUnmigratedDatabase, testDatabaseKinds, type TestDatabase } from '../setup/testDatabase';

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

// The database is this file's subject: its migrations, constraints and seed run on every database this run has.
describe.each(testDatabaseKinds())('on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });

  describe('migrations', () => {
    it('create every table the product needs', async () => {
      const { db } = database;
      const rows = await queryRows<{ table_name: string }>(
        db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      const tables = rows.map((row) => row.table_name);
      expect(tables).toEqual([
        'account_tokens',
        'article_bookmarks',
        'audit_log',
        'btm_jobs',
        'calculator_runs',
        'leads',
        'mail_outbox',
        'newsletter_subscriptions',
        'products',
        'rate_limits',
        'rfq_events',
        'rfq_items',
        'rfq_quote_lines',
        'rfqs',
        'sessions',
        'settings',
        'site_loads',
        'sites',
        'users',
      ]);
    });

    it('are idempotent: applying them again changes nothing', async () => {
      await expect(database.migrate()).resolves.toBeUndefined();
    });

    it('carry a database with data through 0003: specifications kept, RFQ timelines backfilled', async () => {
      const handle = await openUnmigratedDatabase(kind);
      try {
        await migrateBefore(handle, '0003');

        await handle.db.execute(sql`INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'old@example.com')`);
        await handle.db.execute(
          sql`INSERT INTO products (name, manufacturer, model, category, price, unit_type, specifications, datasheet_url) VALUES ('Old', 'Maker', 'M-1', 'solar_modules', 150, 'module', '{"Rated power": "600 W", "Cell technology": "TOPCon"}', 'https://example.com/old.pdf')`,
        );
        await handle.db.execute(sql`INSERT INTO rfqs (user_id, project_name) VALUES ('00000000-0000-4000-8000-000000000001', 'Draft one')`);
        await handle.db.execute(
          sql`INSERT INTO rfqs (user_id, project_name, status, created_at, submitted_at) VALUES ('00000000-0000-4000-8000-000000000001', 'Sent', 'submitted', '2026-01-05T10:00:00Z', '2026-01-06T12:00:00Z')`,
        );

        await handle.migrate();
        const [product] = await queryRows<{ specifications: Record<string, string>; facets: object; unit_price: string | null }>(
          handle.db,
          sql`SELECT specifications, facets, unit_price FROM products`,
        );
        expect(product).toEqual({ specifications: { 'Rated power': '600 W', 'Cell technology': 'TOPCon' }, facets: {}, unit_price: null });
        const events = await queryRows<{ project_name: string; status: string; at: string }>(
          handle.db,
          sql`SELECT r.project_name, e.status, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at FROM rfq_events e JOIN rfqs r ON r.id = e.rfq_id WHERE r.project_name = 'Sent' ORDER BY e.created_at`,
        );
        expect(events).toEqual([
          { project_name: 'Sent', status: 'draft', at: '2026-01-05 10:00' },
          { project_name: 'Sent', status: 'submitted', at: '2026-01-06 12:00' },
        ]);
        const drafts = await queryRows<{ count: number }>(
          handle.db,
          sql`SELECT count(*)::int AS count FROM rfq_events WHERE status = 'draft'`,
        );
        expect(drafts).toEqual([{ count: 2 }]);
        const [sent] = await queryRows<{ same: boolean }>(
          handle.db,
          sql`SELECT updated_at = submitted_at AS same FROM rfqs WHERE project_name = 'Sent'`,
        );
        expect(sent).toEqual({ same: true });
      } finally {
        await handle.dispose();
      }
    });

    it('carry RFQs edited by hand into staff states through 0004: a closed one gets a reason, a quote without terms goes back to review', async () => {
      const handle = await openUnmigratedDatabase(kind);
      try {
        await migrateBefore(handle, '0004');
        await handle.db.execute(sql`INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000002', 'hand@example.com')`);
        for (const status of ['submitted', 'quoted', 'closed']) {
          await handle.db.execute(
            sql`INSERT INTO rfqs (user_id, project_name, status, submitted_at) VALUES ('00000000-0000-4000-8000-000000000002', ${status}, ${status}, now())`,
          );
        }
        await handle.migrate();
        const rows = await queryRows<{ project_name: string; status: string; closed_reason: string | null }>(
          handle.db,
          sql`SELECT project_name, status, closed_reason FROM rfqs ORDER BY id`,
        );
        expect(rows).toEqual([
          { project_name: 'submitted', status: 'submitted', closed_reason: null },
          { project_name: 'quoted', status: 'under_review', closed_reason: null },
          { project_name: 'closed', status: 'closed', closed_reason: 'Closed before reasons were recorded' },
        ]);
      } finally {
        await handle.dispose();
      }
    });

    it('carry saved calculations through 0005, which lets a run be an interconnection prescreen and still refuses unknown types', async () => {
      const handle = await openUnmigratedDatabase(kind);
      try {
        await migrateBefore(handle, '0005');
        await handle.db.execute(sql`INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000003', 'runs@example.com')`);
        await handle.db.execute(
          sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES ('00000000-0000-4000-8000-000000000003', 'bess_value', '{}', '{}')`,
        );
        await expect(
          handle.db.execute(
            sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES ('00000000-0000-4000-8000-000000000003', 'interconnection', '{}', '{}')`,
          ),
        ).rejects.toThrow();
        await handle.migrate();
        await handle.db.execute(
          sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES ('00000000-0000-4000-8000-000000000003', 'interconnection', '{}', '{}')`,
        );
        await expect(
          handle.db.execute(
            sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES ('00000000-0000-4000-8000-000000000003', 'wind', '{}', '{}')`,
          ),
        ).rejects.toThrow();
        const rows = await queryRows<{ type: string }>(handle.db, sql`SELECT type FROM calculator_runs ORDER BY id`);
        expect(rows).toEqual([{ type: 'bess_value' }, { type: 'interconnection' }]);
      } finally {
        await handle.dispose();
      }
    });

    it('carry saved calculations through 0006, which gives each run an optional name of at most 80 characters', async () => {
      const handle = await openUnmigratedDatabase(kind);
      try {
        await migrateBefore(handle, '0006');
        await handle.db.execute(sql`INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000004', 'names@example.com')`);
        await handle.db.execute(
          sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES ('00000000-0000-4000-8000-000000000004', 'land_lease', '{"acres":5}', '{}')`,
        );
        await handle.migrate();
        const kept = await queryRows<{ name: string | null; inputs: unknown }>(handle.db, sql`SELECT name, inputs FROM calculator_runs`);
        expect(kept).toEqual([{ name: null, inputs: { acres: 5 } }]);
        await handle.db.execute(sql`UPDATE calculator_runs SET name = ${'n'.repeat(80)}`);
        expect(await pgErrorCode(handle.db.execute(sql`UPDATE calculator_runs SET name = ${'n'.repeat(81)}`))).toBe(CHECK_VIOLATION);
        expect(await pgErrorCode(handle.db.execute(sql`UPDATE calculator_runs SET name = ''`))).toBe(CHECK_VIOLATION);
      } finally {
        await handle.dispose();
      }
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
        .values({
          name: 'Probe module',
          manufacturer: 'Probe',
          model: 'P-1',
          category: 'solar_modules',
          price: '100.00',
          unitType: 'module',
        })
        .returning();
      productId = product!.id;
    });

    it('gives users the buyer role by default and refuses unknown roles', async () => {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      expect(user!.role).toBe('buyer');
      expect(await pgErrorCode(db.execute(sql`INSERT INTO users (email, role) VALUES ('x@example.com', 'superuser')`))).toBe(
        CHECK_VIOLATION,
      );
    });

    it('keeps one account per email, whatever its case', async () => {
      expect(await pgErrorCode(db.insert(users).values({ email: 'constraint.test@EXAMPLE.com' }))).toBe(UNIQUE_VIOLATION);
    });

    it('refuses lead statuses and project types outside their enumerations', async () => {
      const lead = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        organizationName: 'Analytical',
        email: 'ada@example.com',
        projectType: 'other' as const,
        source: 'contact',
      };
      const [stored] = await db.insert(leads).values(lead).returning();
      expect(stored!.status).toBe('new');
      expect(await pgErrorCode(db.execute(sql`UPDATE leads SET status = 'won' WHERE id = ${stored!.id}`))).toBe(CHECK_VIOLATION);
      expect(await pgErrorCode(db.execute(sql`UPDATE leads SET project_type = 'wind' WHERE id = ${stored!.id}`))).toBe(CHECK_VIOLATION);
      expect(await pgErrorCode(db.execute(sql`UPDATE leads SET source = NULL WHERE id = ${stored!.id}`))).toBe(NOT_NULL_VIOLATION);
    });

    it('refuses RFQ statuses outside the enumeration and a submitted RFQ without submittedAt', async () => {
      const [rfq] = await db.insert(rfqs).values({ userId, projectName: 'New RFQ' }).returning();
      expect(rfq!.status).toBe('draft');
      expect(await pgErrorCode(db.execute(sql`UPDATE rfqs SET status = 'won' WHERE id = ${rfq!.id}`))).toBe(CHECK_VIOLATION);
      expect(await pgErrorCode(db.execute(sql`UPDATE rfqs SET status = 'submitted' WHERE id = ${rfq!.id}`))).toBe(CHECK_VIOLATION);
      await db.execute(sql`UPDATE rfqs SET status = 'submitted', submitted_at = now() WHERE id = ${rfq!.id}`);
    });

    it('refuses RFQ items with a non-positive quantity or an unknown product, and keeps products in use', async () => {
      const [rfq] = await db.insert(rfqs).values({ userId, projectName: 'Items' }).returning();
      expect(await pgErrorCode(db.insert(rfqItems).values({ rfqId: rfq!.id, productId, quantity: 0 }))).toBe(CHECK_VIOLATION);
      expect(await pgErrorCode(db.insert(rfqItems).values({ rfqId: rfq!.id, productId: 999_999, quantity: 1 }))).toBe(
        FOREIGN_KEY_VIOLATION,
      );
      await db.insert(rfqItems).values({ rfqId: rfq!.id, productId, quantity: 2 });
      // PostgreSQL 15 reports ON DELETE RESTRICT as 23503, 17 (PGlite) as 23001: both refuse.
      expect([FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION]).toContain(
        await pgErrorCode(db.delete(products).where(eq(products.id, productId))),
      );
    });

    it("refuses calculator runs of unknown types and deletes a user's data with the user", async () => {
      expect(
        await pgErrorCode(
          db.execute(sql`INSERT INTO calculator_runs (user_id, type, inputs, outputs) VALUES (${userId}, 'wind', '{}', '{}')`),
        ),
      ).toBe(CHECK_VIOLATION);
      const [other] = await db.insert(users).values({ email: 'leaving@example.com' }).returning();
      await db.insert(calculatorRuns).values({ userId: other!.id, type: 'ppa_epc', inputs: {}, outputs: {} });
      await db.insert(rfqs).values({ userId: other!.id });
      await db.delete(users).where(eq(users.id, other!.id));
      expect(await db.select().from(calculatorRuns).where(eq(calculatorRuns.userId, other!.id))).toEqual([]);
      expect(await db.select().from(rfqs).where(eq(rfqs.userId, other!.id))).toEqual([]);
    });

    it('refuses negative prices and unknown categories', async () => {
      const base = { name: 'Bad', manufacturer: 'Probe', unitType: 'unit' };
      expect(await pgErrorCode(db.insert(products).values({ ...base, model: 'N-1', category: 'inverters', price: '-1.00' }))).toBe(
        CHECK_VIOLATION,
      );
      expect(
        await pgErrorCode(
          db.execute(sql`INSERT INTO products (name, manufacturer, model, category) VALUES ('Bad', 'Probe', 'N-2', 'wind_turbines')`),
        ),
      ).toBe(CHECK_VIOLATION);
    });
  });

  describe('demo seed', () => {
    it('adds the demo catalog and demo accounts once, however often it runs', async () => {
      const first = await seedDemoData(database.db, { withDemoUsers: true });
      const second = await seedDemoData(database.db, { withDemoUsers: true });
      expect(first.productsAdded).toBe(catalogProducts.length);
      expect(first.usersAdded.map((user) => [user.email, user.role])).toEqual([
        ['admin@voltfield.dev', 'admin'],
        ['buyer@voltfield.dev', 'buyer'],
      ]);
      expect(first).toMatchObject({ demoRfqsAdded: 1, demoRunsAdded: 1, demoSitesAdded: 1 });
      expect(second).toEqual({ productsAdded: 0, usersAdded: [], demoRfqsAdded: 0, demoRunsAdded: 0, demoSitesAdded: 0 });
      const rows = await queryRows<{ count: number }>(
        database.db,
        sql`SELECT count(*)::int AS count FROM products WHERE manufacturer <> 'Probe'`,
      );
      expect(rows).toEqual([{ count: catalogProducts.length }]);
      for (const demo of demoUsers) {
        const [user] = await database.db.select().from(users).where(eq(users.email, demo.email));
        expect(await verifyPassword(demo.password, user!.passwordHash!)).toBe(true);
      }
    });

    it('brings demo products up to date and keeps their facets and normalised price', async () => {
      const [module] = catalogProducts.filter((product) => product.category === 'solar_modules');
      await database.db.update(products).set({ price: '1.00', facets: {} }).where(eq(products.model, module!.model));
      expect((await seedDemoData(database.db, { withDemoUsers: false })).productsAdded).toBe(0);
      const [row] = await database.db.select().from(products).where(eq(products.model, module!.model));
      const { category: _, ...facets } = module!.facets;
      expect(row).toMatchObject({ price: module!.price, facets, leadTimeWeeks: module!.leadTimeWeeks ?? null });
      const watts = (module!.facets as { powerW: number }).powerW;
      expect(Number(row!.unitPrice)).toBeCloseTo(Number(module!.price) / watts, 4);
    });

    it('gives the demo buyer a quote to read and a calculation, as the product computes them, dated before the seed ran', async () => {
      const scratch = await createTestDatabase(kind);
      try {
        const now = new Date('2026-11-28T12:00:00.000Z');
        await seedDemoData(scratch.db, { withDemoUsers: true, now });
        const [buyer] = await scratch.db.select().from(users).where(eq(users.email, 'buyer@voltfield.dev'));
        const [admin] = await scratch.db.select().from(users).where(eq(users.email, 'admin@voltfield.dev'));

        const [rfq, ...others] = await listRfqs(scratch.db, buyer!);
        expect(others).toEqual([]);
        const items = await listRfqItems(scratch.db, buyer!, rfq!.id);
        // Every line is a catalog product, priced by the quote; the estimate is the catalog's prices.
        expect(items.map((item) => [item.product.manufacturer, item.product.model, item.quantity])).toEqual(
          DEMO_RFQ.lines.map((line) => [line.manufacturer, line.model, line.quantity]),
        );
        expect(items.every((item) => item.quote !== undefined)).toBe(true);
        const estimate = items.reduce((sum, item) => sum + Math.round(Number(item.product.price) * item.quantity * 100), 0) / 100;
        const quoted = quoteTotals(
          items.map((item) => ({ unitPrice: item.quote!.unitPrice, quantity: item.quantity })),
          DEMO_RFQ.charges,
        );
        expect(rfq).toMatchObject({
          projectName: DEMO_RFQ.projectName,
          status: 'quoted',
          totalEstimatedValue: estimate.toFixed(2),
          quotedTotal: quoted.total,
          submittedAt: '2026-11-20T12:00:00.000Z',
          neededBy: '2027-02-11',
          quote: {
            amount: quoted.total,
            subtotal: quoted.subtotal,
            charges: DEMO_RFQ.charges,
            validUntil: '2026-12-26',
            quotedAt: '2026-11-26T12:00:00.000Z',
            version: 1,
            note: DEMO_RFQ.quoteNote,
          },
          answer: null,
        });
        expect(Number(quoted.total)).not.toBe(estimate);
        const detail = await getRfq(scratch.db, buyer!, rfq!.id);
        expect(detail.events.map((event) => event.status)).toEqual(['draft', 'submitted', 'under_review', 'quoted']);
        const actors = await scratch.db
          .select({ actor: rfqEvents.actorId })
          .from(rfqEvents)
          .where(eq(rfqEvents.rfqId, rfq!.id))
          .orderBy(rfqEvents.id);
        expect(actors.map((row) => row.actor)).toEqual([buyer!.id, buyer!.id, admin!.id, admin!.id]);
        // No one asked for mail about it.
        expect(await scratch.db.select().from(mailOutbox)).toEqual([]);

        const runs = await scratch.db.select().from(calculatorRuns).where(eq(calculatorRuns.userId, buyer!.id));
        expect(runs).toHaveLength(1);
        const [run] = runs;
        expect(run).toMatchObject({ type: 'bess_value', name: DEMO_BESS_RUN.name, createdAt: new Date('2026-11-23T12:00:00.000Z') });
        // What the API would save for these inputs: its own validation, the BESS engine's answer.
        const parsed = saveCalculatorRunSchema.parse({ type: 'bess_value', inputs: DEMO_BESS_RUN.inputs });
        expect(run!.inputs).toEqual(parsed.inputs);
        expect(run!.outputs).toEqual(JSON.parse(JSON.stringify(estimateBessValue(parsed.inputs as BessInputs))));

        // A site, placed by its ZIP code as the API places one, with a load, a tariff and a battery to compute.
        const { sites: listed } = await listSites(scratch.db, buyer!.id, { page: 1, pageSize: 20 });
        expect(listed).toHaveLength(1);
        const point = (await zipPoint(DEMO_SITE.zip))!;
        expect(listed[0]).toMatchObject({
          name: DEMO_SITE.name,
          zip: DEMO_SITE.zip,
          latitude: point.latitude,
          longitude: point.longitude,
          state: stateAt(point.latitude, point.longitude),
          usage: DEMO_SITE.usage,
          interconnection: DEMO_SITE.interconnection,
          results: {},
          createdAt: '2026-11-24T12:00:00.000Z',
        });
        expect(listed[0]!.designs).toEqual([{ ...defaultDesign(), battery: DEMO_SITE.battery }]);
        // What the API would store: its own validation of the same site.
        expect(() =>
          updateSiteSchema.parse({ designs: listed[0]!.designs, usage: listed[0]!.usage, interconnection: listed[0]!.interconnection }),
        ).not.toThrow();
      } finally {
        await scratch.dispose();
      }
    });

    it('adds nothing on a second run, nor when two run at once, nor for a demo buyer who has made something', async () => {
      const tables = ['rfqs', 'rfq_items', 'rfq_events', 'rfq_quote_lines', 'calculator_runs', 'sites', 'users', 'products'];
      const counts = (db: TestDatabase['db']) =>
        Promise.all(
          tables.map(
            async (table) => (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n,
          ),
        );
      const scratch = await createTestDatabase(kind);
      try {
        const [first, second] = await Promise.all([
          seedDemoData(scratch.db, { withDemoUsers: true }),
          seedDemoData(scratch.db, { withDemoUsers: true }),
        ]);
        expect(first.demoRfqsAdded + second.demoRfqsAdded).toBe(1);
        expect(first.demoRunsAdded + second.demoRunsAdded).toBe(1);
        expect(first.demoSitesAdded + second.demoSitesAdded).toBe(1);
        const seeded = await counts(scratch.db);
        expect(seeded.slice(0, 6)).toEqual([1, DEMO_RFQ.lines.length, 4, DEMO_RFQ.charges.length, 1, 1]);
        expect(await seedDemoData(scratch.db, { withDemoUsers: true })).toEqual({
          productsAdded: 0,
          usersAdded: [],
          demoRfqsAdded: 0,
          demoRunsAdded: 0,
          demoSitesAdded: 0,
        });
        expect(await counts(scratch.db)).toEqual(seeded);
        // Deleting the calculation does not bring it back: the buyer has made something (their RFQ stays).
        await scratch.db.delete(calculatorRuns);
        expect((await seedDemoData(scratch.db, { withDemoUsers: true })).demoRunsAdded).toBe(0);
      } finally {
        await scratch.dispose();
      }
    });

    it('creates no demo accounts when told not to (production)', async () => {
      const scratch = await createTestDatabase(kind);
      try {
        expect((await seedDemoData(scratch.db, { withDemoUsers: false })).usersAdded).toEqual([]);
        expect(await scratch.db.select().from(users)).toEqual([]);
      } finally {
        await scratch.dispose();
      }
    });
  });
});

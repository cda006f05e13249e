import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RFQ_STATUS_LABELS } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { canMoveRfq, type Rfq, type RfqItem, type RfqWithRequester } from '../../domain/rfqs.ts';
import type { addRfqItemSchema, submitRfqSchema } from '../../domain/schemas/rfqs.ts';
import type { Database } from '../db/client.ts';
import { products, rfqItems, rfqs, users } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import type { UserRow } from './users.ts';

type RfqRow = typeof rfqs.$inferSelect;

const rfqColumns = {
  id: rfqs.id,
  projectName: rfqs.projectName,
  status: rfqs.status,
  shipToAddress: rfqs.shipToAddress,
  neededBy: rfqs.neededBy,
  notes: rfqs.notes,
  createdAt: rfqs.createdAt,
  submittedAt: rfqs.submittedAt,
  totalEstimatedValue: rfqs.totalEstimatedValue,
  userId: rfqs.userId,
};

/** An RFQ row as the API answers it: dates as ISO strings. */
function toRfq(row: Pick<RfqRow, keyof typeof rfqColumns>): Rfq {
  return { ...row, createdAt: row.createdAt.toISOString(), submittedAt: row.submittedAt?.toISOString() ?? null };
}

export async function createDraftRfq(db: Database, user: UserRow, projectName: string | undefined): Promise<Rfq> {
  const [rfq] = await db.insert(rfqs).values({ userId: user.id, projectName: projectName ?? null }).returning(rfqColumns);
  return toRfq(rfq!);
}

/**
 * The RFQs a user may see: their own, newest first; an admin sees everyone's (the admin panel's
 * RFQs tab uses the same call, SPEC §7) with who asked.
 */
export async function listRfqs(db: Database, user: UserRow): Promise<RfqWithRequester[]> {
  const rows = await db
    .select({
      ...rfqColumns,
      requester: { firstName: users.firstName, lastName: users.lastName, email: users.email, organizationName: users.organizationName },
    })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.userId))
    .where(user.role === 'admin' ? undefined : eq(rfqs.userId, user.id))
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id));
  return rows.map(({ requester, ...row }) => ({ ...toRfq(row), requester }));
}

/**
 * The RFQ with this id if the user may act on it: their own, or any for an admin reading. Anyone
 * else gets the same 404 as for a missing RFQ, so ids reveal nothing. A change locks the row until
 * its transaction ends: adding items and submitting take turns, so a submitted RFQ's estimated
 * value always agrees with its items.
 */
async function findRfq(db: Database, user: UserRow, id: number, access: 'read' | 'write'): Promise<RfqRow> {
  const query = db.select().from(rfqs).where(eq(rfqs.id, id));
  const [rfq] = await (access === 'write' ? query.for('update') : query);
  const allowed = rfq && (rfq.userId === user.id || (access === 'read' && user.role === 'admin'));
  if (!allowed) throw new ApiError(404, 'RFQ not found');
  return rfq;
}

const itemColumns = {
  id: rfqItems.id,
  productId: rfqItems.productId,
  quantity: rfqItems.quantity,
  specifications: rfqItems.specifications,
  product: { name: products.name, manufacturer: products.manufacturer, model: products.model, unitType: products.unitType, price: products.price },
};

export async function listRfqItems(db: Database, user: UserRow, rfqId: number): Promise<RfqItem[]> {
  await findRfq(db, user, rfqId, 'read');
  return db.select(itemColumns).from(rfqItems).innerJoin(products, eq(products.id, rfqItems.productId)).where(eq(rfqItems.rfqId, rfqId)).orderBy(rfqItems.id);
}

/** 409 unless the owner may move the RFQ to `to` from where it is (src/domain/rfqs.ts). */
function assertOwnerMay(rfq: RfqRow, to: 'submitted'): void {
  if (!canMoveRfq('owner', rfq.status, to)) {
    throw new ApiError(409, `RFQ #${rfq.id} is ${labelOf(RFQ_STATUS_LABELS, rfq.status).toLowerCase()}; only draft RFQs can be changed`);
  }
}

/**
 * Adds a product to a draft. The same product again raises the quantity of its line: one line per
 * product, kept by a unique index and merged by an upsert, so simultaneous adds cannot duplicate it.
 */
export async function addRfqItem(db: Database, user: UserRow, rfqId: number, input: z.output<typeof addRfqItemSchema>): Promise<RfqItem> {
  return db.transaction(async (tx) => {
    assertOwnerMay(await findRfq(tx, user, rfqId, 'write'), 'submitted');
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
    if (!product) throw new ApiError(400, 'Invalid request: productId: Product not found', { issues: [{ path: 'productId', message: 'Product not found' }] });
    const [line] = await tx
      .insert(rfqItems)
      .values({ rfqId, ...input, specifications: input.specifications ?? null })
      .onConflictDoUpdate({
        target: [rfqItems.rfqId, rfqItems.productId],
        set: {
          quantity: sql`${rfqItems.quantity} + excluded.quantity`,
          specifications: sql`coalesce(excluded.specifications, ${rfqItems.specifications})`,
        },
      })
      .returning({ id: rfqItems.id });
    const [item] = await tx.select(itemColumns).from(rfqItems).innerJoin(products, eq(products.id, rfqItems.productId)).where(eq(rfqItems.id, line!.id));
    return item!;
  });
}

/**
 * Submits a draft (SPEC §4: status and form fields together). The RFQ row is locked for the
 * duration, so two submissions cannot both pass the draft check and no item is added meanwhile;
 * the estimated value is the sum of price × quantity over the items with a list price.
 */
export async function submitRfq(db: Database, user: UserRow, rfqId: number, input: z.output<typeof submitRfqSchema>): Promise<Rfq> {
  return db.transaction(async (tx) => {
    assertOwnerMay(await findRfq(tx, user, rfqId, 'write'), 'submitted');
    const [totals] = await tx
      .select({
        items: sql<number>`count(*)::int`,
        value: sql<string | null>`sum(${products.price} * ${rfqItems.quantity})::numeric(16,2)`,
      })
      .from(rfqItems)
      .innerJoin(products, eq(products.id, rfqItems.productId))
      .where(eq(rfqItems.rfqId, rfqId));
    if (!totals || totals.items === 0) throw new ApiError(409, 'Add at least one item before submitting this RFQ');
    const [submitted] = await tx
      .update(rfqs)
      .set({
        projectName: input.projectName,
        shipToAddress: input.shipToAddress,
        neededBy: input.neededBy,
        notes: input.notes ?? null,
        status: 'submitted',
        submittedAt: new Date(),
        totalEstimatedValue: totals.value,
      })
      .where(eq(rfqs.id, rfqId))
      .returning(rfqColumns);
    return toRfq(submitted!);
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { designRfq, type DesignPart } from '../../domain/sites/designRfq.ts';
import type { Database } from '../db/client.ts';
import { rfqItems, rfqs, sites, type UserRow } from '../db/schema/index.ts';
import { validationError } from '../validation.ts';
import { productsInCategories } from './products.ts';
import { addRfqItem, createDraftRfq } from './rfqs.ts';
import { ownSiteRow } from './sites.ts';

export const UNKNOWN_DESIGN_MESSAGE = 'No design of this site has this id';

export interface SiteQuoteRequest {
  rfqId: number;
  /** False when the design's earlier draft, still a draft, was filled again. */
  created: boolean;
  lines: { part: DesignPart; productId: number; quantity: number; specifications: string }[];
  /** Parts no catalog product fits, asked in the RFQ's notes. */
  notes: string;
}

/**
 * Fills a draft RFQ from one of a site's designs (the first unless named): its modules, inverters and
 * battery in whole catalog units (src/domain/sites/designRfq.ts), the design in the notes. One draft
 * a design: asking again refills the design's earlier draft while it is still a draft (its lines
 * replaced, not added to), else starts a new one. The site's row is locked meanwhile, so two clicks
 * at once make one draft. The draft, the one changed last, is then the buyer's cart.
 */
export async function requestQuotesForDesign(
  db: Database,
  user: UserRow,
  siteId: number,
  designId: string | undefined,
): Promise<SiteQuoteRequest> {
  const site = await ownSiteRow(db, user, siteId);
  const design = designId === undefined ? site.designs[0] : site.designs.find((candidate) => candidate.id === designId);
  if (!design) throw validationError([{ path: 'designId', message: UNKNOWN_DESIGN_MESSAGE }]);
  const catalog = await productsInCategories(db, ['solar_modules', 'inverters', 'storage']);
  const named = design.equipment ?? {};
  const inCategory = (category: string) => catalog.filter((product) => product.category === category);
  for (const [field, id, category] of [
    ['moduleProductId', named.moduleProductId, 'solar_modules'],
    ['inverterProductId', named.inverterProductId, 'inverters'],
    ['batteryProductId', named.batteryProductId, 'storage'],
  ] as const)
    if (id !== undefined && !inCategory(category).some((product) => product.id === id))
      throw validationError([
        { path: `designs.${site.designs.indexOf(design)}.equipment.${field}`, message: 'Not a product of its kind in the catalog' },
      ]);
  const request = designRfq(site, design, {
    modules: inCategory('solar_modules'),
    inverters: inCategory('inverters'),
    storage: inCategory('storage'),
  });

  return db.transaction(async (tx) => {
    const { quoteDrafts } = await ownSiteRow(tx, user, siteId, { forUpdate: true });
    const earlier = quoteDrafts[design.id];
    const [draft] =
      earlier === undefined
        ? []
        : await tx
            .select({ id: rfqs.id })
            .from(rfqs)
            .where(and(eq(rfqs.id, earlier), eq(rfqs.userId, user.id), eq(rfqs.status, 'draft')));
    let rfqId: number;
    if (draft) {
      rfqId = draft.id;
      await tx.delete(rfqItems).where(eq(rfqItems.rfqId, rfqId));
      await tx
        .update(rfqs)
        .set({ projectName: request.projectName, notes: request.notes, updatedAt: sql`now()` })
        .where(eq(rfqs.id, rfqId));
    } else {
      rfqId = (await createDraftRfq(tx, user, { projectName: request.projectName, notes: request.notes })).id;
      await tx
        .update(sites)
        .set({ quoteDrafts: sql`${sites.quoteDrafts} || ${JSON.stringify({ [design.id]: rfqId })}::jsonb` })
        .where(eq(sites.id, siteId));
    }
    const lines = request.lines.map(({ part, line, specifications }) => ({
      part,
      productId: line.product.id,
      quantity: line.units,
      specifications,
    }));
    for (const { productId, quantity, specifications } of lines) await addRfqItem(tx, user, rfqId, { productId, quantity, specifications });
    return { rfqId, created: !draft, lines, notes: request.notes };
  });
}

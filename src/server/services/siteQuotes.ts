import { and, eq, sql } from 'drizzle-orm';
import { lineText } from '../../domain/equipmentLines.ts';
import type { SiteDesign } from '../../domain/sites/design.ts';
import { designRfq, type CatalogForDesign, type DesignEquipment, type DesignPart } from '../../domain/sites/designRfq.ts';
import type { Database } from '../db/client.ts';
import { rfqItems, rfqs, sites, type UserRow } from '../db/schema/index.ts';
import { validationError } from '../validation.ts';
import { catalogForDesigns } from './products.ts';
import { addRfqItem, createDraftRfq } from './rfqs.ts';
import { getSite, ownSiteRow } from './sites.ts';

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
  const catalog = await catalogForDesigns(db);
  const unknown = unknownEquipment(site.designs.indexOf(design), design, catalog);
  if (unknown.length > 0) throw validationError(unknown);
  const request = designRfq(site, design, catalog);

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

/** The products a design names that are not (or no longer) in the catalog as its kind: an issue for each. */
function unknownEquipment(index: number, design: SiteDesign, catalog: CatalogForDesign) {
  const named = design.equipment ?? {};
  return (
    [
      ['moduleProductId', named.moduleProductId, catalog.modules],
      ['inverterProductId', named.inverterProductId, catalog.inverters],
      ['batteryProductId', named.batteryProductId, catalog.storage],
    ] as const
  )
    .filter(([, id, products]) => id !== undefined && !products.some((product) => product.id === id))
    .map(([field]) => ({ path: `designs.${index}.equipment.${field}`, message: 'Not a product of its kind in the catalog' }));
}

/**
 * Each design's equipment (GET /api/sites/{id}/equipment): the products it names, else the catalog's
 * by the RFQ's rule, in whole units for its sizes, read as a request for quotes would fill them.
 */
export async function siteEquipment(db: Database, user: Pick<UserRow, 'id' | 'role'>, siteId: number): Promise<DesignEquipment[]> {
  const site = await getSite(db, user, siteId);
  const catalog = await catalogForDesigns(db);
  return site.designs.map((design, index) => {
    const unknown = unknownEquipment(index, design, catalog);
    const request = designRfq(site, design, catalog);
    const named = design.equipment ?? {};
    const namedId = { modules: named.moduleProductId, inverters: named.inverterProductId, battery: named.batteryProductId };
    return {
      designId: design.id,
      lines: request.lines.map(({ part, line }) => ({
        part,
        productId: line.product.id,
        name: line.product.name,
        units: line.units,
        text: lineText(line),
        named: namedId[part] === line.product.id,
      })),
      missing: [
        ...(unknown.length > 0 ? ['A product this design names is no longer in the catalog: choose another.'] : []),
        ...request.missing,
      ],
    };
  });
}

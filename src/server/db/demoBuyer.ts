import { eq, inArray } from 'drizzle-orm';
import { estimateBessValue } from '../../domain/finance/bess.ts';
import { quoteTotals } from '../../domain/quotes.ts';
import { saveCalculatorRunSchema } from '../../domain/schemas/calculatorRunRequests.ts';
import type { Database } from './client.ts';
import { defaultDesign } from '../../domain/sites/design.ts';
import type { SiteInterconnection } from '../../domain/sites/site.ts';
import type { SiteUsage } from '../../domain/sites/usage.ts';
import { calculatorRuns, products, rfqEvents, rfqItems, rfqQuoteLines, rfqs, sites, users } from './schema/index.ts';

/**
 * What the demo buyer finds on a first visit, so the dashboard shows the product at work rather
 * than empty lists: a request for quote that staff have quoted line by line, a saved BESS
 * calculation, and a site ready to compute. The figures are the product's own: the estimate is the catalog's prices × the
 * quantities, the quote's total is what the quote's lines and charges add up to (as staff's form
 * and the server compute it), and the calculation's outputs are the BESS engine's for its inputs.
 */

/** A request for rooftop solar on a cold store, as the demo buyer sent it and staff quoted it. */
export const DEMO_RFQ = {
  projectName: 'Fort Worth cold store rooftop',
  shipToAddress: '2400 Frost Ln, Fort Worth, TX 76106',
  notes: 'Deliver to the north loading dock, weekdays 7 am to 3 pm. The roof is reached by crane only.',
  /** Each line: a catalog product (manufacturer and model), the quantity asked for, and staff's price and lead time. */
  lines: [
    {
      manufacturer: 'JinkoSolar',
      model: 'JKM620N-66HL4M-BDV',
      quantity: 1000,
      specifications: 'All from one power bin.',
      unitPrice: '158.10',
      leadTimeWeeks: 6,
    },
    {
      manufacturer: 'CHINT Power Systems',
      model: 'CPS SCH275KTL-DO/US-800',
      quantity: 2,
      specifications: null,
      unitPrice: '13600.00',
      leadTimeWeeks: 4,
    },
    {
      manufacturer: 'Southwire',
      model: 'PV Wire 2kV 10 AWG',
      quantity: 12000,
      specifications: 'Red and black, 6,000 ft each.',
      unitPrice: '0.39',
      leadTimeWeeks: 0,
    },
  ],
  charges: [{ label: 'Freight to Fort Worth', amount: '3850.00' }],
  quoteNote: 'Module price holds for the full 1,000. The wire ships from stock in Dallas.',
  /** When each step happened, in days before the seed ran: sent nine days ago, quoted two days ago. */
  daysAgo: { created: 9, submitted: 8, underReview: 6, quoted: 2 },
  /** The quote holds 30 days from when it was sent; the buyer needs the goods in about 11 weeks. */
  validForDays: 30,
  neededInDays: 75,
} as const;

/** A battery for the same cold store: 1 MW / 4 MWh, cycled on weekdays, with its backup value. */
export const DEMO_BESS_RUN = {
  name: 'Cold store battery, 1 MW / 4 MWh',
  inputs: {
    batteryCapacityKW: 1000,
    batteryCapacityKWh: 4000,
    demandChargeRate: 14,
    touRates: { peak: 0.14, offPeak: 0.06 },
    roundTripEfficiency: 0.88,
    cyclesPerMonth: 20,
    includeResilience: true,
  },
  daysAgo: 5,
} as const;

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A UTC calendar date (YYYY-MM-DD) `days` after `now`. */
function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A site to compute: a packing house in Fresno placed by its ZIP code (the point is ZCTA 93725's
 * internal point in the Census Bureau's 2021 Gazetteer, as the API places it), the solar
 * calculator's design with a battery, a reference warehouse's load on PG&E's E-19, and the
 * distance to its substation. Not computed: the buyer presses Compute and sees each tool answer.
 */
export const DEMO_SITE = {
  name: 'Fresno packing house',
  zip: '93725',
  latitude: 36.627211,
  longitude: -119.731888,
  state: 'CA',
  battery: { powerKW: 250, energyKWh: 1000 },
  usage: { load: { kind: 'warehouse', annualKWh: 1_400_000 }, tariff: { example: 'pge-e19-2019' } },
  interconnection: { distanceToSubstationMiles: 1.5 },
  daysAgo: 4,
} as const satisfies {
  usage: SiteUsage;
  interconnection: SiteInterconnection;
  [key: string]: unknown;
};

export interface DemoActivityReport {
  rfqsAdded: number;
  runsAdded: number;
  sitesAdded: number;
}

/**
 * Gives the demo buyer their first RFQ, calculation and site, in one transaction, when they have none:
 * once for a new database, and for an existing one whose demo buyer never made anything, but never
 * again once they have (an RFQ past draft is never deleted, so the quoted RFQ stays). The buyer's
 * row is locked while it is checked, so two processes seeding at once add it once. Nothing is
 * added without the demo accounts, nor is any email queued: no one asked for this quote.
 */
export async function seedDemoBuyerActivity(
  db: Database,
  accounts: { buyerEmail: string; adminEmail: string },
  now: Date = new Date(),
): Promise<DemoActivityReport> {
  return db.transaction(async (tx) => {
    const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, accounts.buyerEmail)).for('update');
    const nothing = { rfqsAdded: 0, runsAdded: 0, sitesAdded: 0 };
    if (!buyer) return nothing;
    const [anRfq] = await tx.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.userId, buyer.id)).limit(1);
    const [aRun] = await tx.select({ id: calculatorRuns.id }).from(calculatorRuns).where(eq(calculatorRuns.userId, buyer.id)).limit(1);
    const [aSite] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.userId, buyer.id)).limit(1);
    if (anRfq || aRun || aSite) return nothing;
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, accounts.adminEmail));
    await addQuotedRfq(tx, buyer.id, admin?.id ?? null, now);
    await addBessRun(tx, buyer.id, now);
    await addSite(tx, buyer.id, now);
    return { rfqsAdded: 1, runsAdded: 1, sitesAdded: 1 };
  });
}

async function addQuotedRfq(tx: Database, buyerId: string, adminId: string | null, now: Date): Promise<void> {
  const catalog = await tx
    .select({ id: products.id, manufacturer: products.manufacturer, model: products.model, price: products.price })
    .from(products)
    .where(
      inArray(
        products.model,
        DEMO_RFQ.lines.map((line) => line.model),
      ),
    );
  const lines = DEMO_RFQ.lines.map((line) => {
    const product = catalog.find((row) => row.manufacturer === line.manufacturer && row.model === line.model);
    if (!product) throw new Error(`The demo RFQ names ${line.manufacturer} ${line.model}, which the demo catalog lacks`);
    return { ...line, product };
  });
  const estimate = quoteTotals(
    lines.flatMap(({ product, quantity }) => (product.price === null ? [] : [{ unitPrice: product.price, quantity }])),
    [],
  ).total;
  const quote = quoteTotals(lines, DEMO_RFQ.charges);
  const at = {
    created: daysBefore(now, DEMO_RFQ.daysAgo.created),
    submitted: daysBefore(now, DEMO_RFQ.daysAgo.submitted),
    underReview: daysBefore(now, DEMO_RFQ.daysAgo.underReview),
    quoted: daysBefore(now, DEMO_RFQ.daysAgo.quoted),
  };
  const [rfq] = await tx
    .insert(rfqs)
    .values({
      userId: buyerId,
      projectName: DEMO_RFQ.projectName,
      status: 'quoted',
      shipToAddress: DEMO_RFQ.shipToAddress,
      neededBy: dateAfter(now, DEMO_RFQ.neededInDays),
      notes: DEMO_RFQ.notes,
      totalEstimatedValue: estimate,
      createdAt: at.created,
      updatedAt: at.quoted,
      submittedAt: at.submitted,
      quotedAmount: quote.total,
      quoteValidUntil: dateAfter(at.quoted, DEMO_RFQ.validForDays),
      quoteNote: DEMO_RFQ.quoteNote,
      quotedAt: at.quoted,
      quoteVersion: 1,
    })
    .returning({ id: rfqs.id });
  const rfqId = rfq!.id;
  await tx.insert(rfqItems).values(
    lines.map((line) => ({
      rfqId,
      productId: line.product.id,
      quantity: line.quantity,
      specifications: line.specifications,
      createdAt: at.created,
      quotedUnitPrice: line.unitPrice,
      quotedLeadTimeWeeks: line.leadTimeWeeks,
    })),
  );
  await tx.insert(rfqQuoteLines).values(DEMO_RFQ.charges.map((charge, position) => ({ rfqId, position, ...charge })));
  await tx.insert(rfqEvents).values([
    { rfqId, status: 'draft', actorId: buyerId, createdAt: at.created },
    { rfqId, status: 'submitted', actorId: buyerId, createdAt: at.submitted },
    { rfqId, status: 'under_review', actorId: adminId, createdAt: at.underReview },
    { rfqId, status: 'quoted', actorId: adminId, note: DEMO_RFQ.quoteNote, createdAt: at.quoted },
  ]);
}

async function addBessRun(tx: Database, buyerId: string, now: Date): Promise<void> {
  // Validated as POST /api/calculators/run validates a run, and computed as it computes one.
  const run = saveCalculatorRunSchema.parse({ type: 'bess_value', inputs: DEMO_BESS_RUN.inputs });
  if (run.type !== 'bess_value') throw new Error('The demo calculation is a BESS run');
  await tx.insert(calculatorRuns).values({
    userId: buyerId,
    type: run.type,
    name: DEMO_BESS_RUN.name,
    inputs: run.inputs,
    outputs: { ...estimateBessValue(run.inputs) },
    createdAt: daysBefore(now, DEMO_BESS_RUN.daysAgo),
  });
}

async function addSite(tx: Database, buyerId: string, now: Date): Promise<void> {
  const { name, zip, latitude, longitude, state, battery, usage, interconnection } = DEMO_SITE;
  const at = daysBefore(now, DEMO_SITE.daysAgo);
  await tx.insert(sites).values({
    userId: buyerId,
    name,
    zip,
    latitude,
    longitude,
    state,
    designs: [{ ...defaultDesign(), battery }],
    usage,
    interconnection,
    createdAt: at,
    updatedAt: at,
  });
}

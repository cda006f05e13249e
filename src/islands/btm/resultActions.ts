import { btmReportRows } from '~/domain/btm/form';
import { askToSignIn } from '~/browser/session';
import { ApiRequestError } from '~/client/http';
import { searchProducts } from '~/client/products';
import { addRfqItem, createRfq, getRfq, listRfqItems, updateRfqItem } from '~/client/rfqs';
import { loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { batteryLine, closestBatteryLine, lineText, type EquipmentLine } from '~/domain/equipmentLines';
import { analysisNotes, draftName } from './batteryQuote';
import type { Solved } from './useOptimization';

// What a signed-in user does with an answer: download it, or ask for a quote for its battery.

/** Every interval of the answer as CSV, and the request and answer as JSON. */
export async function downloadReport({ request, answer }: Solved) {
  if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to download your report.');
  const { downloadCsv, downloadJson } = await import('~/browser/download');
  const name = `voltfield-btm-${new Date().toISOString().slice(0, 10)}`;
  downloadJson(`${name}.json`, { inputs: request, outputs: answer, timestamp: new Date().toISOString() });
  downloadCsv(`${name}.csv`, btmReportRows(answer, request.loadKW, request.pvKW));
}

export const quoteLabel = ({ product }: Solved) => (product ? `Request a quote for ${product.model}` : 'Request a quote for this battery');

/** The draft RFQ an answer's battery went into, and what it asks for. */
export interface QuotedDraft {
  id: number;
  line: string;
}

/** The draft each answer's quote went into: a later click on the same answer fills it again rather than making another. */
const draftOfAnswer = new WeakMap<Solved, number>();
/** A request for an answer's quote under way: a click meanwhile waits for it. */
const underWay = new WeakMap<Solved, Promise<QuotedDraft | undefined>>();

/**
 * A draft RFQ for the answer's battery: the catalog product chosen (else the one that fits it best)
 * in the whole units it needs, the analysis in the RFQ's notes, and a toast linking to it. One draft
 * an answer: clicking again sets the same draft's line to the units needed, until that draft is
 * submitted or deleted. Undefined when nothing was asked (signed out, no product fits, a failure said).
 */
export function requestQuote(solved: Solved): Promise<QuotedDraft | undefined> {
  const running = underWay.get(solved);
  if (running) return running;
  const request = quoteNow(solved).finally(() => underWay.delete(solved));
  underWay.set(solved, request);
  return request;
}

async function quoteNow(solved: Solved): Promise<QuotedDraft | undefined> {
  if ((await loadCurrentUser()).status !== 'signed-in') {
    askToSignIn('Sign in to request a quote for this battery.');
    return undefined;
  }
  const { battery } = solved.answer;
  try {
    const line = battery.energyKWh > 0 ? await lineFor(solved) : undefined;
    if (!line) {
      toast({
        title: 'No battery to quote',
        description:
          battery.energyKWh > 0
            ? 'No storage product in the catalog gives its size: browse the catalog for one.'
            : 'At these costs the optimizer chose no battery.',
      });
      return undefined;
    }
    const id = await draftFor(solved, line);
    await setLine(id, line);
    const text = lineText(line);
    toast({
      title: `Added to draft RFQ #${id}`,
      description: `${text}. The analysis is in its notes.`,
      action: { label: `Open draft RFQ #${id}`, href: draftHref(id) },
    });
    return { id, line: text };
  } catch (error) {
    console.error('Could not request the quote:', error);
    toast({ title: 'Error', description: 'Failed to add the battery to an RFQ. Please try again.', variant: 'destructive' });
    return undefined;
  }
}

export const draftHref = (id: number) => `/rfq?id=${id}`;

async function lineFor({ product, answer }: Solved): Promise<EquipmentLine | undefined> {
  if (product) return batteryLine(product, answer.battery);
  const { products } = await searchProducts(new URLSearchParams({ category: 'storage', sort: 'name', pageSize: '100' }));
  return closestBatteryLine(products, answer.battery);
}

/** The draft this answer's quote went into while it is still a draft; else a new one, named for the battery, with the analysis as its notes. */
async function draftFor(solved: Solved, line: EquipmentLine): Promise<number> {
  const known = draftOfAnswer.get(solved);
  if (known !== undefined) {
    try {
      if ((await getRfq(known)).status === 'draft') return known;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  }
  const draft = await createRfq(draftName(solved.answer.battery), analysisNotes(solved, line));
  draftOfAnswer.set(solved, draft.id);
  return draft.id;
}

/** The battery's line at the units it needs: added the first time, set (never added to) afterwards. */
async function setLine(id: number, { product, units }: EquipmentLine): Promise<void> {
  const line = (await listRfqItems(id)).find((item) => item.productId === product.id);
  if (!line) await addRfqItem(id, product.id, units);
  else if (line.quantity !== units) await updateRfqItem(id, line.id, { quantity: units });
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '~/domain/products';
import type { RfqItem } from '~/domain/rfqs';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { ApiRequestError } from '~/client/http';
import { searchProducts } from '~/client/products';
import * as rfqClient from '~/client/rfqs';
import { $toasts, dismissToast } from '~/stores/toasts';
import { btmAnswerOf } from '../../../tests/fixtures/btmAnswer';
import { buyer } from '../../../tests/fixtures/people';
import { rfqOf } from '../../../tests/fixtures/rfqs';
import { batteryLine } from '~/domain/equipmentLines';
import { requestQuote } from './resultActions';
import type { Solved } from './useOptimization';

vi.mock('~/client/products', () => ({ searchProducts: vi.fn() }));
vi.mock('~/client/rfqs', () => ({
  createRfq: vi.fn(),
  getRfq: vi.fn(),
  listRfqs: vi.fn(),
  listRfqItems: vi.fn(),
  addRfqItem: vi.fn(),
  updateRfqItem: vi.fn(),
}));
vi.mock('~/stores/currentUser', () => ({ loadCurrentUser: vi.fn(async () => ({ status: 'signed-in', user: buyer })) }));

/*
 * "Request a quote" on an optimizer's answer, against a buyer's RFQs kept here as the API keeps them
 * (drafts with their notes and one line per product; a line added again adds to its quantity).
 */
interface Draft {
  status: string;
  projectName: string;
  notes: string | null;
  lines: RfqItem[];
}
let drafts: Map<number, Draft>;

const storage = (id: number, model: string, usableEnergyKWh: number, powerKW: number, price: string | null): Product => ({
  id,
  name: `${model} battery`,
  manufacturer: 'Sungrow',
  model,
  category: 'storage',
  price,
  unitType: 'unit',
  specifications: {},
  datasheetUrl: `/api/products/${id}/datasheet.pdf`,
  facets: { usableEnergyKWh, powerKW },
  unitPrice: price ? { amount: String(Math.round(Number(price) / usableEnergyKWh)), per: 'kWh' } : null,
  leadTimeWeeks: 20,
});
const cabinet = storage(7, 'PowerStack', 257, 125, '77100.00');
const container = storage(8, 'PowerTitan', 5015, 1250, '1330000.00');
const block = storage(9, 'Block-1000', 1000, 500, null);

beforeEach(() => {
  drafts = new Map();
  let nextId = 12;
  const draft = (id: number) => {
    const found = drafts.get(id);
    if (!found) throw new ApiRequestError(404, '{"error":"RFQ not found"}');
    return found;
  };
  const editable = (id: number) => {
    const found = draft(id);
    if (found.status !== 'draft') throw new ApiRequestError(409, `{"error":"RFQ #${id} is submitted"}`);
    return found;
  };
  const product = (id: number) => [cabinet, container, block].find((candidate) => candidate.id === id)!;
  vi.mocked(rfqClient.createRfq).mockImplementation(async (projectName: string, notes?: string) => {
    const id = nextId++;
    drafts.set(id, { status: 'draft', projectName, notes: notes ?? null, lines: [] });
    return rfqOf({ id, projectName, notes: notes ?? null });
  });
  vi.mocked(rfqClient.getRfq).mockImplementation(async (id) => {
    const { status, projectName, notes } = draft(id);
    return { ...rfqOf({ id, status: status as 'draft', projectName, notes }), requester: buyer, events: [] } as never;
  });
  vi.mocked(rfqClient.listRfqs).mockImplementation(
    async () =>
      [...drafts].map(([id, { status, projectName }]) => ({
        ...rfqOf({ id, status: status as 'draft', projectName }),
        requester: buyer,
      })) as never,
  );
  vi.mocked(rfqClient.listRfqItems).mockImplementation(async (id) => draft(id).lines);
  vi.mocked(rfqClient.addRfqItem).mockImplementation(async (id, productId, quantity = 1) => {
    const { lines } = editable(id);
    const line = lines.find((candidate) => candidate.productId === productId);
    if (line) line.quantity += quantity;
    else {
      const { name, manufacturer, model, unitType, price } = product(productId);
      lines.push({
        id: 100 + lines.length,
        productId,
        quantity,
        specifications: null,
        product: { name, manufacturer, model, unitType, price },
      });
    }
    return lines.find((candidate) => candidate.productId === productId)!;
  });
  vi.mocked(rfqClient.updateRfqItem).mockImplementation(async (id, itemId, change) => {
    const line = editable(id).lines.find((candidate) => candidate.id === itemId)!;
    if (change.quantity !== undefined) line.quantity = change.quantity;
    return line;
  });
  vi.mocked(searchProducts).mockResolvedValue({ products: [container, cabinet], total: 2 });
});

afterEach(() => {
  vi.clearAllMocks();
  for (const toast of $toasts.get()) dismissToast(toast.id);
});

const request = { intervalMinutes: 60, loadKW: [], tariff: {}, battery: { powerKW: 250, energyKWh: 1000 } } as unknown as BtmRequestInput;
/** An answer to quote: a 250 kW / 1,000 kWh battery beside modeled PV. */
const solvedWith = (product?: Product): Solved => ({ answer: btmAnswerOf({ pv: true }), request, ...(product ? { product } : {}) });

const onlyDraft = () => {
  expect(drafts.size).toBe(1);
  return [...drafts][0]!;
};

describe('requesting a quote for the battery an answer needs', () => {
  it("adds the catalog battery that fits it in whole units to one draft RFQ, however often it is clicked, with the analysis in the draft's notes and a link to it", async () => {
    const solved = solvedWith();
    for (let click = 0; click < 3; click += 1) await requestQuote(solved);

    const [id, draft] = onlyDraft();
    // 1,000 kWh and 250 kW: four 257 kWh cabinets hold the least energy beyond it (a 5,015 kWh container holds far more).
    expect(draft.lines).toMatchObject([{ productId: cabinet.id, quantity: 4 }]);
    expect(draft.projectName).toBe('Battery for a behind-the-meter site: 250 kW / 1,000 kWh');
    expect(draft.notes).toContain('4 × 257 kWh units for 1,000 kWh, rounded up to whole units');
    expect(draft.notes).toContain('Bill a year: No system $120,000; PV only $96,000; PV + battery $84,000.');
    expect(draft.notes).toContain('Southern California Edison: TOU-GS-2-B');
    expect(draft.notes!.length).toBeLessThanOrEqual(4000);
    expect($toasts.get()).toMatchObject([
      {
        title: `Added to draft RFQ #${id}`,
        description: expect.stringContaining('Sungrow PowerStack: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units'),
        action: { label: `Open draft RFQ #${id}`, href: `/rfq?id=${id}` },
      },
    ]);
  });

  it('takes the product chosen from the catalog, in as many units as both the power and the energy need, never adding them twice', async () => {
    const solved = solvedWith(block);
    await requestQuote(solved);
    await requestQuote(solved);
    // 250 kW / 1,000 kWh: one 500 kW / 1,000 kWh block, nothing rounded.
    expect(onlyDraft()[1].lines).toMatchObject([{ productId: block.id, quantity: 1 }]);
    expect(onlyDraft()[1].notes).toContain('1 × 1,000 kWh units for 1,000 kWh.');
    expect(rfqClient.createRfq).toHaveBeenCalledTimes(1);
  });

  it('clicked twice at once, still makes one draft', async () => {
    const solved = solvedWith();
    await Promise.all([requestQuote(solved), requestQuote(solved)]);
    expect(onlyDraft()[1].lines).toMatchObject([{ productId: cabinet.id, quantity: 4 }]);
  });

  it('starts another draft once the first was submitted', async () => {
    const solved = solvedWith();
    await requestQuote(solved);
    onlyDraft()[1].status = 'submitted';
    await requestQuote(solved);
    expect(drafts.size).toBe(2);
    expect([...drafts.values()].map((draft) => draft.lines)).toMatchObject([
      [{ productId: cabinet.id, quantity: 4 }],
      [{ productId: cabinet.id, quantity: 4 }],
    ]);
  });
});

describe('the units a battery needs', () => {
  it('counts whole units by whichever of power and energy needs more, and says when it rounded up', () => {
    expect(batteryLine(cabinet, { powerKW: 1000, energyKWh: 1000 })).toMatchObject({ units: 8, sizing: '8 × 125 kW units for 1,000 kW' });
    expect(batteryLine(block, { powerKW: 500, energyKWh: 2600 })).toMatchObject({
      units: 3,
      sizing: '3 × 1,000 kWh units for 2,600 kWh, rounded up to whole units',
    });
    // The optimizer's sizes are floats: a hair over a whole unit is that unit.
    expect(batteryLine(block, { powerKW: 500, energyKWh: 2000.0000000001 })).toMatchObject({ units: 2 });
    expect(batteryLine({ ...block, facets: {} }, { powerKW: 500, energyKWh: 2000 })).toBeUndefined();
  });
});

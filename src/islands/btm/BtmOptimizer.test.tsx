// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast } from '~/stores/toasts';
import BtmOptimizer from './BtmOptimizer';
import type { WorkerReply, WorkerTask } from './workerMessages';

/*
 * The optimizer's form with its real worker (btm.worker.ts) run in this thread: jsdom has no Worker,
 * so the page's `new Worker(…)` gets one that hands each task to the worker module's own onmessage
 * and its replies back to the page, as copies, a turn later, as a browser would. What the worker
 * reads and refuses is its own code's answer; solving stays for the browser suite (tests/e2e/btm.spec.ts).
 */
const workerScope: {
  onmessage: ((event: { data: WorkerTask }) => unknown) | null;
  postMessage(reply: WorkerReply): void;
  location: Location;
} = {
  onmessage: null,
  // The page's worker URL is resolved against `self.location` once the bundler has rewritten it.
  location: window.location,
  postMessage: (reply) => setTimeout(() => running.at(-1)?.onmessage?.({ data: structuredClone(reply) } as MessageEvent<WorkerReply>)),
};
/** The workers the page started and has not ended: the newest gets the replies. */
const running: InProcessWorker[] = [];

class InProcessWorker {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    running.push(this);
  }
  postMessage(task: WorkerTask) {
    setTimeout(() => void workerScope.onmessage?.({ data: structuredClone(task) }));
  }
  terminate() {
    const index = running.indexOf(this);
    if (index >= 0) running.splice(index, 1);
  }
}

/** The site's own static files (the typical buildings' load shapes), as the server would send them. */
const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/btm');
const TARIFFS = path.resolve(import.meta.dirname, '../../domain/btm/data/tariffs');

beforeAll(async () => {
  // The worker module installs its handler on its global scope (`self`) as it loads.
  vi.stubGlobal('self', workerScope);
  await import('./btm.worker');
  vi.unstubAllGlobals();
});

beforeEach(() => {
  // The worker answers through `self`; the page fetches its static files from the site.
  vi.stubGlobal('self', workerScope);
  vi.stubGlobal('Worker', InProcessWorker);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(readFileSync(path.join(PUBLIC, new URL(url, 'http://site.test').pathname)))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of $toasts.get()) dismissToast(toast.id);
});
afterAll(() => vi.unstubAllGlobals());

const inputs = () => screen.getByRole('form', { name: 'Optimizer inputs' });
/** Waits (up to 10 s: the first task loads the worker's modules) for `text` in the form. */
const inForm = (text: string | RegExp) => within(inputs()).findByText(text, undefined, { timeout: 10_000 });
const type = (label: string, value: string) => fireEvent.change(within(inputs()).getByLabelText(label), { target: { value } });

describe('the behind-the-meter optimizer', () => {
  it('serves Optimize disabled, so a click before the island hydrates cannot submit the form natively and reload the page', () => {
    const served = document.createElement('div');
    served.innerHTML = renderToString(<BtmOptimizer />);
    expect(within(served).getByRole('button', { name: 'Optimize' })).toHaveProperty('disabled', true);
  });

  it("names each input the optimizer refuses, under its field: the battery's bounds and the export price", async () => {
    render(<BtmOptimizer />);
    type('Power (kW)', '0');
    type('Lowest state of charge (%)', '60');
    type('Start and end of each month (% full)', '50');
    type('What exports earn', 'flat');
    type('Export price ($/kWh)', '6');
    fireEvent.click(within(inputs()).getByRole('button', { name: 'Optimize' }));
    // The worker's refusal, by field, once the request is made (the load shape fetched, the example tariff read).
    expect(await inForm('Number must be greater than or equal to 1')).toBeTruthy();

    const power = within(inputs()).getByLabelText('Power (kW)');
    expect(power.getAttribute('aria-invalid')).toBe('true');
    expect(within(inputs()).getByText('Must be within the state-of-charge limits (60–100%)')).toBeTruthy();
    // Past the $5/kWh any export price stays under.
    expect(within(inputs()).getByText('Number must be less than or equal to 5')).toBeTruthy();
    expect(within(inputs()).getByLabelText('Export price ($/kWh)').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Results' })).queryByText('Annual savings')).toBeNull();
    expect($toasts.get()).toMatchObject([{ title: 'Check the inputs', variant: 'destructive' }]);
    // Nothing was solved: the form is ready again.
    expect(within(inputs()).getByRole('button', { name: 'Optimize' })).toHaveProperty('disabled', false);
  });

  it('refuses a file that is not a year of interval data, saying why', async () => {
    const { container } = render(<BtmOptimizer />);
    fireEvent.click(within(inputs()).getByLabelText('Upload interval data'));
    const file = new File([readFileSync(path.join(FIXTURES, 'unknown-layout.csv'))], 'unknown-layout.csv', { type: 'text/csv' });
    fireEvent.change(container.querySelector('input[name="loadFile"]')!, { target: { files: [file] } });
    expect(await inForm(/Could not find the interval data/)).toBeTruthy();
  });

  it('asks for the solar site itself when PV is modeled without one, and sends nothing', async () => {
    render(<BtmOptimizer />);
    fireEvent.click(within(inputs()).getByLabelText('Model it'));
    fireEvent.click(within(inputs()).getByRole('button', { name: 'Optimize' }));
    expect(await inForm('Required (or give a state)')).toBeTruthy();
    expect(within(inputs()).getByLabelText('Site latitude (°N)').getAttribute('aria-invalid')).toBe('true');
    // Not the load shape, nor the solar model: the form knew before asking anything.
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect($toasts.get()).toMatchObject([{ title: 'Check the inputs' }]);
  });

  it("clears a section's messages once its input changes: a tiered tariff the optimizer refuses, when another rate is chosen", async () => {
    render(<BtmOptimizer />);
    fireEvent.click(within(inputs()).getByLabelText('URDB JSON'));
    const sce = JSON.parse(readFileSync(path.join(TARIFFS, 'sce-gs2-tou-b-2015.json'), 'utf8')) as { energyratestructure: unknown[][] };
    const tiered = {
      ...sce,
      energyratestructure: [[{ rate: 0.0712, max: 500, unit: 'kWh' }, { rate: 0.09 }], ...sce.energyratestructure.slice(1)],
    };
    type('Tariff (OpenEI URDB JSON)', JSON.stringify(tiered));
    fireEvent.click(within(inputs()).getByRole('button', { name: 'Optimize' }));
    // Tiers in one period only: refused, as tiers must be the same in every period.
    expect(await inForm(/tiered rates need the same tiers in every period/)).toBeTruthy();

    // A valid rate chosen from its file: the message about the last one goes at once.
    const file = new File([readFileSync(path.join(TARIFFS, 'sce-gs2-tou-b-2015.json'))], 'sce.json', { type: 'application/json' });
    fireEvent.change(within(inputs()).getByLabelText('Tariff file (URDB JSON)'), { target: { files: [file] } });
    await waitFor(() =>
      expect(within(inputs()).getByLabelText<HTMLTextAreaElement>('Tariff (OpenEI URDB JSON)').value).toContain('GS-2 TOU B'),
    );
    expect(within(inputs()).queryByText(/tiered rates need the same tiers in every period/)).toBeNull();
    expect(within(inputs()).getByLabelText('Tariff (OpenEI URDB JSON)').getAttribute('aria-invalid')).not.toBe('true');
  });
});

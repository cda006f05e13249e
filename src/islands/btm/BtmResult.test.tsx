// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { btmAnswerOf } from '../../../tests/fixtures/btmAnswer';
import { BtmResult } from './BtmResult';

/*
 * The result of a solve as the page shows it, from a made-up answer (solving is the worker's,
 * proven in the browser suite): the week picker's dates, and the bills it compares.
 */
afterEach(cleanup);

const HOURS = 8760;
const zeros = () => new Array<number>(HOURS).fill(0);

function show(answer: BtmAnswer) {
  render(
    <BtmResult
      answer={answer}
      loadKW={Array.from({ length: HOURS }, (_, hour) => 100 + (hour === 5000 ? 50 : 0))}
      pvKW={answer.pv ? zeros() : undefined}
      onDownload={() => undefined}
      quote={{ label: 'Request a quote for this battery', onRequest: () => undefined, pending: false }}
      siteSave={{ solved: { request: {} as BtmRequestInput, answer }, loadName: 'meter.csv', pvSizeKWdc: undefined }}
    />,
  );
}

/** Each of the year's bills the summary names, as "label: amount". */
function billsShown(): string[] {
  const card = screen.getByText('The bill a year').closest('div')!;
  return within(card)
    .getAllByRole('definition')
    .map((row) => row.textContent);
}

describe("the optimizer's result", () => {
  it('names each week of the year by its dates: 52 whole weeks from 1 January, and 31 December on its own', () => {
    show(btmAnswerOf({ pv: false }));
    const options = within(screen.getByLabelText('Week')).getAllByRole('option');
    expect(options).toHaveLength(53);
    expect(options.map((option) => option.textContent).filter((label) => /undefined|NaN/.test(label ?? ''))).toEqual([]);
    expect(options[0]!.textContent).toBe('Week 1, Jan 1 – Jan 7');
    expect(options[4]!.textContent).toBe('Week 5, Jan 29 – Feb 4');
    expect(options[51]!.textContent).toBe('Week 52, Dec 24 – Dec 30');
    expect(options[52]!.textContent).toBe('Week 53, Dec 31');
    // The week shown first holds the load's peak (hour 5,000: 28 July, week 30).
    expect((screen.getByLabelText('Week') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Week 30, Jul 23 – Jul 29');
  });

  it('with PV, shows the bill with no system, with PV only and with PV and the battery, each labelled', () => {
    show(btmAnswerOf({ pv: true }));
    expect(billsShown()).toEqual(['No system: $120K', 'PV only: $96K', 'PV + battery: $84K']);
    expect(screen.getByText(/No system: the load alone/)).toBeTruthy();
    // Month by month, the bill with no system beside the PV-only one and the optimized one.
    const january = within(screen.getByRole('region', { name: 'The bill before and after, by month' })).getAllByRole('row')[1]!;
    expect(within(january).getAllByRole('cell')[0]!.textContent).toBe('$10,000');
  });

  it('without PV, "before" is the bill with no system: two bills, labelled so', () => {
    show(btmAnswerOf({ pv: false }));
    expect(billsShown()).toEqual(['No system: $120K', 'With the battery: $96K']);
    expect(screen.queryByText('PV only')).toBeNull();
  });
});

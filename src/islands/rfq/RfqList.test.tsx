// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rfq } from '~/domain/rfqs';
import { rfqOf } from '../../../tests/fixtures/rfqs';
import { RfqList } from './RfqList';

afterEach(cleanup);

const QUOTE = { amount: '212000.00', validUntil: '2099-01-31', note: null, quotedAt: '2026-11-09T15:00:00.000Z' };
const submitted = { submittedAt: '2026-11-02T15:00:00.000Z', totalEstimatedValue: '198.00', itemCount: 3 };

function rowOf(name: string): string {
  const group = screen.getByRole('region', { name: 'Submitted RFQs' });
  return within(group).getByRole('button', { name: new RegExp(`^${name}`) }).textContent!;
}

describe('the figure beside each RFQ', () => {
  it('is the quote once staff quoted it, named so, and the estimate before, named so', () => {
    const rfqs: Rfq[] = [
      rfqOf({ id: 1, projectName: 'Waiting', status: 'submitted', ...submitted }),
      rfqOf({ id: 2, projectName: 'Quoted', status: 'quoted', ...submitted, quote: QUOTE }),
      rfqOf({ id: 3, projectName: 'Declined', status: 'declined', ...submitted, quote: QUOTE }),
      rfqOf({ id: 4, projectName: 'Draft', status: 'draft' }),
    ];
    render(<RfqList rfqs={rfqs} selectedId={null} creating={false} onSelect={() => undefined} onCreate={() => undefined} />);
    expect(rowOf('Waiting')).toContain('Estimate $198.00');
    for (const name of ['Quoted', 'Declined']) {
      const row = rowOf(name);
      expect(row).toContain('Quoted $212,000.00');
      expect(row, 'the estimate gives way to the quote').not.toContain('$198.00');
    }
    const draft = within(screen.getByRole('region', { name: 'Draft RFQs' })).getByRole('button', { name: /^Draft/ });
    expect(draft.textContent).not.toContain('$');
  });
});

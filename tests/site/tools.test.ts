import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtPage } from './support/builtPage';

/** The tools as the built pages present them, before any script runs. */

describe('the tools page', () => {
  const { screen } = builtPage('/tools');
  const calculators = () => screen.getByRole('region', { name: 'Calculators' });

  it('claims for the BESS tool only the horizon its page shows: its life as its capacity fades, not the 10-year view it no longer has', () => {
    const card = within(calculators()).getByRole('heading', { name: 'BESS Value Tool', level: 2 }).closest('li')!;
    const claims = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent!.replace('✓', '').trim());
    expect(claims.filter((claim) => /10-year|escalat/i.test(claim))).toEqual([]);
    expect(claims).toContain('Savings over its life as capacity fades');
  });
});

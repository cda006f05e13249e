import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtFile, builtPage } from './support/builtPage';

/**
 * The tools as the built pages present them, before any script runs: the tools page's list of
 * calculators, the header's Tools menu, and what each calculator's page says around its form.
 */

/** Each calculator's page, by the name the tools page gives it. */
const CALCULATORS = [
  ['PPA Calculator', '/tools/ppa-calculator'],
  ['Land Lease Estimator', '/tools/land-lease-estimator'],
  ['BESS Value Tool', '/tools/bess-calculator'],
  ['Interconnection Prescreen', '/tools/interconnection-prescreen'],
  ['Solar Production Calculator', '/tools/solar-production'],
  ['Behind-the-Meter Optimizer', '/tools/btm-optimizer'],
] as const;

/** What `url`'s built page has as its one main heading. */
function mainHeading(url: string): string | null {
  const { screen } = builtPage(url);
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('the tools page', () => {
  const { screen } = builtPage('/tools');
  const calculators = () => screen.getByRole('region', { name: 'Calculators' });

  it('opens every calculator from its card, each on a page of its own', () => {
    for (const [title, href] of CALCULATORS) {
      const card = within(calculators()).getByRole('heading', { name: title, level: 2 }).closest('li')!;
      expect(
        within(card)
          .getByRole('link', { name: `Open ${title}` })
          .getAttribute('href'),
        title,
      ).toBe(href);
      expect(() => builtFile(href), `${href} was built`).not.toThrow();
    }
    expect(mainHeading('/tools/solar-production')).toBe('Solar Production Calculator');
    expect(mainHeading('/tools/interconnection-prescreen')).toBe('Interconnection Prescreen');
    expect(mainHeading('/tools/btm-optimizer')).toBe('Behind-the-Meter Optimizer');
  });

  it('claims for the BESS tool only the horizon its page shows: its life as its capacity fades, not the 10-year view it no longer has', () => {
    const card = within(calculators()).getByRole('heading', { name: 'BESS Value Tool', level: 2 }).closest('li')!;
    const claims = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent!.replace('✓', '').trim());
    expect(claims.filter((claim) => /10-year|escalat/i.test(claim))).toEqual([]);
    expect(claims).toContain('Savings over its life as capacity fades');
  });
});

describe("the header's Tools menu", () => {
  it('lists the solar production calculator among the tools', () => {
    const { document } = builtPage('/tools');
    const menu = document.getElementById(
      within(document.querySelector('header')!).getByRole('button', { name: 'Tools' }).getAttribute('aria-controls')!,
    )!;
    // The menu is closed (hidden) until its button opens it.
    expect(
      within(menu)
        .getByRole('link', { name: /^Solar Production/, hidden: true })
        .getAttribute('href'),
    ).toBe('/tools/solar-production');
  });
});

describe('the interconnection prescreen page', () => {
  it('links to the interconnection articles', () => {
    const main = builtPage('/tools/interconnection-prescreen').screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'How the interconnection queue works, step by step' }).getAttribute('href')).toBe(
      '/blog/how-the-interconnection-queue-works',
    );
  });
});

describe('the BESS calculator page', () => {
  it('calls itself a quick screen and points to the behind-the-meter optimizer for a real answer', () => {
    const main = builtPage('/tools/bess-calculator').screen.getByRole('main');
    expect(within(main).getByText('A quick screen from six numbers.')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'behind-the-meter optimizer' }).getAttribute('href')).toBe('/tools/btm-optimizer');
  });
});

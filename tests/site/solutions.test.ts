import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtPage } from './support/builtPage';

/** The solutions and partner pages as the build wrote them: their heading and where they send a reader. */
describe('solutions and partner pages', () => {
  it.each([
    ['/solutions/btm', ['/tools/ppa-calculator', '/contact']],
    ['/solutions/ftm', ['/contact', '/projects']],
    ['/solutions/data-centers', ['/contact', '/projects']],
    ['/solutions/landowners', ['/tools/land-lease-estimator', '/contact']],
    ['/partners', ['/partners/epc', '/partners/manufacturers']],
    ['/partners/epc', ['/contact']],
    ['/partners/manufacturers', ['/contact']],
  ])('%s has its heading and its links onward', (path, links) => {
    const { document, screen } = builtPage(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).not.toBe('');
    for (const href of links) expect(document.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
  });

  it('the landowner page shows lease ranges by state, and $800–$2,000 an acre only as what top sites command', () => {
    const { screen } = builtPage('/solutions/landowners');
    const table = within(screen.getByRole('table'));
    for (const state of [
      'Alabama',
      'Arizona',
      'California',
      'Florida',
      'Georgia',
      'North Carolina',
      'Nevada',
      'New York',
      'Texas',
      'Virginia',
    ])
      expect(table.getByRole('rowheader', { name: new RegExp(`^${state}`) }), state).toBeTruthy();
    // Texas, as src/domain/finance/lease.ts states it: $300, $500, $1,000.
    const texas = table.getByRole('rowheader', { name: /^Texas/ }).closest('tr')!;
    expect(texas.textContent!.replace(/\s+/g, ' ')).toMatch(/\$300.*\$500.*\$1,000/);
    expect(screen.getAllByText(/\$800 to \$2,000 per acre/).length).toBeGreaterThan(0);
  });
});

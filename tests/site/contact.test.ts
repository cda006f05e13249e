import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtPage } from './support/builtPage';

/**
 * The contact page as the build wrote it: the offices, the answer times we promise and the sales
 * address. Its lead form is tested beside the island (src/islands/forms/LeadForm.test.tsx) and, sent
 * to the real server, in a browser (tests/e2e/leads.spec.ts).
 */
const { screen } = builtPage('/contact');

describe('the contact page', () => {
  it('shows the three regional offices', () => {
    for (const region of ['Texas', 'California', 'North Carolina'])
      expect(screen.getByRole('heading', { level: 3, name: region }), region).toBeTruthy();
  });

  it('promises its response times and gives the sales address', () => {
    for (const [time, what] of [
      ['Under 4 hours', 'for urgent matters'],
      ['Under 24 hours', 'for an assessment'],
      ['Under 48 hours', 'for a proposal'],
    ] as const) {
      const figure = screen.getByText(time, { exact: true }).parentElement!;
      expect(within(figure).getByText(what, { exact: true }), time).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'sales@voltfield.dev' }).getAttribute('href')).toBe('mailto:sales@voltfield.dev');
  });
});

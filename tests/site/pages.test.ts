import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtPage } from './support/builtPage';

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the tools page', () => {
  it('claims no accuracy its screening tools cannot have', () => {
    const { screen } = builtPage('/tools');
    const record = screen.getByRole('region', { name: 'Track record' });
    expect(textOf(record)).toContain('calculations run25,000+');
    expect(textOf(record)).not.toContain('99.5%');
    expect(textOf(screen.getByRole('main'))).not.toMatch(/accuracy/i);
    expect(within(record).getByText('25,000+')).toBeTruthy();
  });
});

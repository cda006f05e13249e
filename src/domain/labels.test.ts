import { describe, expect, it } from 'vitest';
import { humanize, labelOf, optionsOf } from './labels.ts';

describe('labelOf', () => {
  const labels = { epc_contractor: 'EPC contractor', buyer: 'Buyer' } as const;

  it('reads the label of a known value', () => {
    expect(labelOf(labels, 'epc_contractor')).toBe('EPC contractor');
  });

  it('reads an unknown value with underscores to spaces, each word capitalized', () => {
    expect(labelOf(labels, 'project_manager')).toBe('Project Manager');
    expect(humanize('under_review')).toBe('Under Review');
    expect(humanize('')).toBe('');
  });

  it('lists the options of a select in order', () => {
    expect(optionsOf(['buyer', 'epc_contractor'] as const, labels)).toEqual([
      { value: 'buyer', label: 'Buyer' },
      { value: 'epc_contractor', label: 'EPC contractor' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pageOf, rangeSummary } from './paging';

const params = (search: string) => new URLSearchParams(search);

describe('pageOf', () => {
  it('reads pages, 1 for anything not a positive whole number', () => {
    expect(pageOf(params('page=4'))).toBe(4);
    expect(pageOf(params('page=0'))).toBe(1);
    expect(pageOf(params('users.page=2.5'), 'users')).toBe(1);
    expect(pageOf(params('users.page=2'), 'users')).toBe(2);
  });
});

describe('rangeSummary', () => {
  it('counts, or shows the range of a page', () => {
    expect(rangeSummary(1, 1, 25, ['lead', 'leads'])).toBe('1 lead');
    expect(rangeSummary(25, 1, 25, ['lead', 'leads'])).toBe('25 leads');
    expect(rangeSummary(1200, 2, 25, ['lead', 'leads'])).toBe('Showing 26–50 of 1,200 leads');
    expect(rangeSummary(30, 2, 25, ['lead', 'leads'])).toBe('Showing 26–30 of 30 leads');
  });
});

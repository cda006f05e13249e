import { describe, expect, it } from 'vitest';
import {
  activeLeadFilters,
  leadsApiQuery,
  pageOf,
  pageSelectionState,
  rangeSummary,
  scopedApiQuery,
  tabOf,
  toggledPageSelection,
  withoutLeadFilters,
  withParameter,
  withTab,
} from './adminQuery';

const params = (search: string) => new URLSearchParams(search);

describe('tabs in the URL', () => {
  it('reads the tab, Leads when missing or unknown', () => {
    expect(tabOf(params('tab=audit'))).toBe('audit');
    expect(tabOf(params(''))).toBe('leads');
    expect(tabOf(params('tab=settings'))).toBe('leads');
  });

  it('keeps every filter when switching, and leaves Leads out of the URL', () => {
    expect(withTab(params('q=solar&audit.actor=a'), 'audit').toString()).toBe('q=solar&audit.actor=a&tab=audit');
    expect(withTab(params('tab=users&q=solar'), 'leads').toString()).toBe('q=solar');
  });
});

describe('withParameter', () => {
  it("returns the leads to page 1 when a lead filter changes, not when another tab's does", () => {
    expect(withParameter(params('page=3&status=new'), 'status', 'contacted').toString()).toBe('status=contacted');
    expect(withParameter(params('page=3'), 'audit.action', 'user.role').toString()).toBe('page=3&audit.action=user.role');
    expect(withParameter(params('page=3'), 'page', '4').toString()).toBe('page=4');
  });

  it("returns a tab's own pages to 1 and removes empty values", () => {
    expect(withParameter(params('audit.page=2&audit.actor=x'), 'audit.actor', '').toString()).toBe('');
    expect(withParameter(params('audit.page=2'), 'audit.page', '3').toString()).toBe('audit.page=3');
  });

  it('reads pages, 1 for anything not a positive whole number', () => {
    expect(pageOf(params('page=4'))).toBe(4);
    expect(pageOf(params('page=0'))).toBe(1);
    expect(pageOf(params('users.page=2.5'), 'users')).toBe(1);
    expect(pageOf(params('users.page=2'), 'users')).toBe(2);
  });
});

describe('leadsApiQuery', () => {
  it('passes the known filters on with a page of 25', () => {
    expect(
      leadsApiQuery(
        params('q=+solar+&status=new,bogus&source=home&projectType=other&from=2026-01-01&to=2026-02-01&sort=name&page=2&tab=leads&utm=x'),
      ).toString(),
    ).toBe('q=solar&status=new&source=home&projectType=other&from=2026-01-01&to=2026-02-01&sort=name&page=2&pageSize=25');
  });

  it('drops what the API would refuse: bad dates, a range backwards, the default sort', () => {
    expect(leadsApiQuery(params('from=yesterday&to=2026-02-01&sort=newest')).toString()).toBe('to=2026-02-01&page=1&pageSize=25');
    expect(leadsApiQuery(params('from=2026-03-01&to=2026-02-01')).toString()).toBe('from=2026-03-01&page=1&pageSize=25');
    expect(leadsApiQuery(params('status=bogus&sort=random')).toString()).toBe('page=1&pageSize=25');
  });

  it('counts and clears the filters', () => {
    expect(activeLeadFilters(params('q=x&status=new&from=2026-01-01'))).toBe(2);
    expect(withoutLeadFilters(params('q=x&status=new&sort=name&page=2&tab=leads&audit.actor=y')).toString()).toBe(
      'sort=name&tab=leads&audit.actor=y',
    );
  });
});

describe('scopedApiQuery', () => {
  it("takes a tab's parameters without their prefix", () => {
    expect(
      scopedApiQuery(params('audit.actor=+ada@x.test+&audit.action=lead.status&audit.page=2&q=solar'), 'audit', [
        'action',
        'entityType',
        'actor',
      ]).toString(),
    ).toBe('action=lead.status&actor=ada%40x.test&page=2');
    expect(scopedApiQuery(params('users.page=1'), 'users', ['q', 'role']).toString()).toBe('');
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

describe('selecting a page of leads', () => {
  it("selects every lead of the page, then none of them, keeping other pages' choices", () => {
    const picked = toggledPageSelection(new Set([1, 99]), [1, 2, 3]);
    expect([...picked].sort((a, b) => a - b)).toEqual([1, 2, 3, 99]);
    expect([...toggledPageSelection(picked, [1, 2, 3])]).toEqual([99]);
    expect([...toggledPageSelection(new Set(), [])]).toEqual([]);
  });

  it('reads the header checkbox as checked, mixed or not', () => {
    expect(pageSelectionState(new Set([1, 2]), [1, 2])).toBe(true);
    expect(pageSelectionState(new Set([1]), [1, 2])).toBe('mixed');
    expect(pageSelectionState(new Set([5]), [1, 2])).toBe(false);
    expect(pageSelectionState(new Set(), [])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { activeLeadFilters, leadsApiQuery, withoutLeadFilters } from './leadFilters';

const params = (search: string) => new URLSearchParams(search);

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

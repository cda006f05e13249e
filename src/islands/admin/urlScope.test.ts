// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { urlScope } from './urlScope';

afterEach(() => history.replaceState(null, '', '/'));

describe('urlScope', () => {
  it("reads and sets a tab's parameters by their short names, back to the tab's first page", () => {
    const users = urlScope(new URLSearchParams('users.q=sam&users.page=3&tab=users'), 'users');
    expect(users.get('q')).toBe('sam');
    expect(users.get('role')).toBe('');
    expect(users.page).toBe(3);
    users.set('role', 'admin');
    expect(location.search).toBe('?users.q=sam&tab=users&users.role=admin');
  });

  it('pages without a parameter for the first page; the leads have no prefix', () => {
    const leads = urlScope(new URLSearchParams('status=new&page=2'));
    leads.setPage(3);
    expect(location.search).toBe('?status=new&page=3');
    leads.setPage(1);
    expect(location.search).toBe('?status=new');
  });
});
